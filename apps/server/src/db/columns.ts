/**
 * Column conversions for repositories, at the edge where rows become records: JSON text columns, integer
 * booleans and timestamps.
 */

/** A JSON column's value; an empty one reads as the fallback. */
export const parseJson = <T>(text: string | null, fallback: T): T => (text ? (JSON.parse(text) as T) : fallback);

/** An integer boolean (0/1; a string on some drivers) as a boolean. */
export const flag = (value: number | string) => Boolean(Number(value));

/** A boolean as the integer column stores it. */
export const bit = (value: boolean) => (value ? 1 : 0);

/** The time a row is written, as the timestamp columns hold it. */
export const now = () => new Date().toISOString();
