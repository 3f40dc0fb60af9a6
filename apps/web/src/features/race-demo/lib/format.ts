import type { RaceCode, RaceTransaction } from '@site/contracts';

/** The product names of the databases the demo can run on. */
export const DATABASE_NAMES: Record<RaceCode['database'], string> = {
  sqlite: 'SQLite',
  postgres: 'PostgreSQL',
  mysql: 'MySQL',
};

/** A balance or amount in whole currency units, with the locale's digits and grouping. */
export function formatAmount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}

/** A success rate given as 0–100. */
export function formatPercent(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
}

/** A run's duration: milliseconds under a second (`84 ms`), else seconds (`1.25 s`). */
export function formatDuration(ms: number, locale: string): string {
  if (ms < 1000) {
    return new Intl.NumberFormat(locale, { style: 'unit', unit: 'millisecond', maximumFractionDigits: 0 }).format(ms);
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', maximumFractionDigits: 2 }).format(ms / 1000);
}

const SQL_DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d+)?$/;

/**
 * A history timestamp as a Date. SQLite's `CURRENT_TIMESTAMP` has no zone and means UTC, while the
 * browser would read `2025-01-02 10:00:00` as local time: such values are read as UTC.
 */
export function parseTimestamp(value: string): Date | null {
  const iso = SQL_DATETIME.test(value) ? `${value.replace(' ', 'T')}Z` : value;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Date and time to the second: debits of one run differ by milliseconds, so minutes would say nothing. */
export function formatTimestamp(value: string, locale: string): string {
  const date = parseTimestamp(value);
  if (!date) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(date);
}

/** History rows newest first (by time, then by id for rows of the same instant). */
export function newestFirst(rows: readonly RaceTransaction[]): RaceTransaction[] {
  const time = (row: RaceTransaction) => parseTimestamp(row.timestamp)?.getTime() ?? 0;
  return [...rows].sort((a, b) => time(b) - time(a) || b.id - a.id);
}
