import type { z } from 'zod';
import type { EndpointSchemas, RouteInfo } from '../endpoint.js';

/** A family of endpoints as the server registers it: its routes, their schemas, and its API documentation tag. */
export interface EndpointFamily<S extends Record<string, EndpointSchemas> = Record<string, EndpointSchemas>> {
  tag: string;
  schemas: S;
  routes: { [K in keyof S]: RouteInfo };
}

export function family<S extends Record<string, EndpointSchemas>>(
  tag: string,
  schemas: S,
  routes: { [K in keyof S]: RouteInfo },
): EndpointFamily<S> {
  return { tag, schemas, routes };
}

/** What an endpoint takes (params, query, body, multipart) and its summary: all of it but its answers. */
type Takes = Omit<EndpointSchemas, 'responses'>;

/** The same object type, written out (an intersection of the parts reads as one endpoint's schemas). */
type Flat<T> = { [K in keyof T]: T[K] };

/** An endpoint that answers `answer` with 200: `answers(itemSchema, { summary: '…', params: … })`. */
export function answers<A extends z.ZodType, T extends Takes = Record<never, never>>(
  answer: A,
  takes: T = {} as T,
): Flat<T & { responses: { 200: A } }> {
  return { ...takes, responses: { 200: answer } };
}

/** An endpoint that creates something and answers `answer` with 201. */
export function creates<A extends z.ZodType, T extends Takes = Record<never, never>>(
  answer: A,
  takes: T = {} as T,
): Flat<T & { responses: { 201: A } }> {
  return { ...takes, responses: { 201: answer } };
}
