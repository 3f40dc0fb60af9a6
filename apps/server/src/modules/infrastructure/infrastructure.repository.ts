import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { dialectOf } from '../../db/dialect.js';

export interface JobCounts {
  pending: number;
  failed: number;
  /** Due (or claimed by a worker) before the given time and still not done. */
  overdue: number;
}

/** The SQL behind the infrastructure page's live checks. */
export class InfrastructureRepository {
  constructor(private readonly db: Db) {}

  /** The database server's own version string, as it reports it. */
  async serverVersion(): Promise<string> {
    switch (dialectOf(this.db)) {
      case 'sqlite':
        return (
          (await sql<{ version: string }>`select sqlite_version() as version`.execute(this.db)).rows[0]?.version ?? ''
        );
      case 'postgres':
        return (
          (await sql<{ server_version: string }>`show server_version`.execute(this.db)).rows[0]?.server_version ?? ''
        );
      case 'mysql':
        return (await sql<{ version: string }>`select version() as version`.execute(this.db)).rows[0]?.version ?? '';
    }
  }

  async jobCounts(overdueBefore: string): Promise<JobCounts> {
    const row = await this.db
      .selectFrom('jobs')
      .select((eb) => [
        eb.fn.sum<number>(eb.case().when('status', '=', 'pending').then(1).else(0).end()).as('pending'),
        eb.fn.sum<number>(eb.case().when('status', '=', 'failed').then(1).else(0).end()).as('failed'),
        eb.fn
          .sum<number>(
            eb
              .case()
              .when(
                eb.or([
                  eb.and([eb('status', '=', 'pending'), eb('run_at', '<', overdueBefore)]),
                  eb.and([eb('status', '=', 'processing'), eb('locked_at', '<', overdueBefore)]),
                ]),
              )
              .then(1)
              .else(0)
              .end(),
          )
          .as('overdue'),
      ])
      .executeTakeFirst();
    // SUM is NULL over no rows, and a string (numeric) on PostgreSQL.
    return { pending: Number(row?.pending ?? 0), failed: Number(row?.failed ?? 0), overdue: Number(row?.overdue ?? 0) };
  }
}
