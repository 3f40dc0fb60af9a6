import type { SelectQueryBuilder } from 'kysely';

/**
 * How many rows a query finds: its selection is replaced by `count(*)`, so a list's filtered query
 * counts its own rows. Drivers answer a string (PostgreSQL) or a number; this is always a number.
 */
export async function countRows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  // Kysely cannot follow the selection through the generic builder; the row is `{ n }`.
  const row = (await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst()) as { n: number | string } | undefined;
  return Number(row?.n ?? 0);
}
