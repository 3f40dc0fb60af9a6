import type { Db } from '../../db/database.js';
import { countRows } from '../../db/count.js';

/** Whose sign-in a failure belongs to: the site owner's, a volunteer's or a Note Dance account's. Each area counts only its own. */
export type LoginArea = 'admin' | 'volunteer' | 'note-dance';

export interface FailureCount {
  count: number;
  oldest: Date | null;
}

/** All SQL on failed sign-ins, each query kept to one area. */
export class LoginFailuresRepository {
  constructor(
    private readonly db: Db,
    private readonly area: LoginArea,
  ) {}

  private failures(since: Date) {
    return this.db
      .selectFrom('login_failures')
      .where('area', '=', this.area)
      .where('created_at', '>', since.toISOString());
  }

  async record(ip: string, email: string, at: Date): Promise<void> {
    await this.db
      .insertInto('login_failures')
      .values({ ip, email, area: this.area, created_at: at.toISOString() })
      .execute();
  }

  /** Failures from an IP since a time: how many, and when the oldest of them was. */
  async byIp(ip: string, since: Date): Promise<FailureCount> {
    const row = await this.failures(since)
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('oldest')])
      .where('ip', '=', ip)
      .executeTakeFirst();
    return toFailureCount(row);
  }

  /** Failures on one account from one IP since a time: how many, and when the oldest was. */
  async byEmailAndIp(email: string, ip: string, since: Date): Promise<FailureCount> {
    const row = await this.failures(since)
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('oldest')])
      .where('email', '=', email)
      .where('ip', '=', ip)
      .executeTakeFirst();
    return toFailureCount(row);
  }

  countByEmail(email: string, since: Date): Promise<number> {
    return countRows(this.failures(since).where('email', '=', email));
  }

  /** Forgets this area's failures older than a time (they no longer count for any limit). */
  async prune(before: Date): Promise<void> {
    await this.db
      .deleteFrom('login_failures')
      .where('area', '=', this.area)
      .where('created_at', '<', before.toISOString())
      .execute();
  }
}

function toFailureCount(row: { n: number | string; oldest: unknown } | undefined): FailureCount {
  const raw = row?.oldest;
  const oldest = raw instanceof Date ? raw : raw ? new Date(String(raw)) : null;
  return { count: Number(row?.n ?? 0), oldest: oldest && !Number.isNaN(oldest.getTime()) ? oldest : null };
}
