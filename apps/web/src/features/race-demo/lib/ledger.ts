import type { RaceCode, RaceTransaction } from '@site/contracts';
import { parseServerDate } from '../../../lib/format';

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

/** History rows newest first (by time, then by id for rows of the same instant). */
export function newestFirst(rows: readonly RaceTransaction[]): RaceTransaction[] {
  const time = (row: RaceTransaction) => parseServerDate(row.timestamp)?.getTime() ?? 0;
  return [...rows].sort((a, b) => time(b) - time(a) || b.id - a.id);
}
