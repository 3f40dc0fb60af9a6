import type {
  BadgeId,
  LedgerEntry,
  NotificationKind,
  TaskType,
  VolunteerDashboard,
  VolunteerNotification,
  VolunteerStatus,
} from '@site/contracts';
import { sql } from 'kysely';
import { flag, parseJson } from '../../db/columns.js';
import type { Db } from '../../db/database.js';
import { dialectOf } from '../../db/dialect.js';
import { appendToLedger, type LedgerEntryInput } from './ledger.js';
import type { ApprovedByType } from './missions.js';
import { notifyVolunteers, type NotificationParams } from './notifications.js';

/** A challenge the owner set, as missions and the owner's list read it. */
export interface ChallengeRecord {
  id: number;
  title: string;
  description: string;
  type: TaskType | 'any';
  goal: number;
  bonus: number;
  starts_at: string;
  ends_at: string;
}

/** An approved task as badges count it. */
export interface ApprovedTaskFacts {
  type: TaskType;
  urgent: boolean;
  submitted_at: string | null;
  deadline: string | null;
  reviewed_at: string | null;
}

interface Window {
  limit: number;
  offset: number;
}

const count = sql<number>`count(*)`.as('n');

/**
 * All SQL of points and standing: the ledger's pages and the kept totals (entries are written by ledger.ts),
 * leaderboards and ranks, badges, missions and challenges, notifications, the dashboard's community figures,
 * the owner's log of contact readings. Build one on a transaction to read and write inside it.
 */
export class VolunteerBoardRepository {
  constructor(private readonly db: Db) {}

  /** Appends to the points ledger (which moves the kept totals with it). */
  ledger(entry: LedgerEntryInput, at: Date): Promise<void> {
    return appendToLedger(this.db, entry, at);
  }

  notify(volunteerIds: readonly number[], kind: NotificationKind, params: NotificationParams, at: Date) {
    return notifyVolunteers(this.db, volunteerIds, kind, params, at);
  }

  async totals(volunteerId: number): Promise<{ usable: number; lifetime: number } | undefined> {
    const row = await this.db
      .selectFrom('volunteers')
      .select(['usable_points', 'lifetime_points'])
      .where('id', '=', volunteerId)
      .executeTakeFirst();
    return row ? { usable: row.usable_points, lifetime: row.lifetime_points } : undefined;
  }

  /**
   * A volunteer's usable points and status, for a spend: the row is locked until the transaction ends where the
   * database can (SQLite writes one transaction at a time anyway).
   */
  async lockForSpend(volunteerId: number): Promise<{ usable: number; deleted: boolean } | undefined> {
    const row = await this.db
      .selectFrom('volunteers')
      .select(['usable_points', 'status'])
      .where('id', '=', volunteerId)
      .$if(dialectOf(this.db) !== 'sqlite', (q) => q.forUpdate())
      .executeTakeFirst();
    return row ? { usable: row.usable_points, deleted: row.status === 'deleted' } : undefined;
  }

  /** The ledger, newest first, and its length. */
  async ledgerPage(volunteerId: number, window: Window): Promise<{ rows: LedgerEntry[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.db
        .selectFrom('volunteer_points')
        .select(['id', 'amount', 'reason', 'task_id', 'badge', 'mission', 'note', 'created_at'])
        .where('volunteer_id', '=', volunteerId)
        .orderBy('id', 'desc')
        .limit(window.limit)
        .offset(window.offset)
        .execute(),
      this.db
        .selectFrom('volunteer_points')
        .select(count)
        .where('volunteer_id', '=', volunteerId)
        .executeTakeFirstOrThrow(),
    ]);
    return {
      rows: rows.map((row) => ({
        ...row,
        reason: row.reason as LedgerEntry['reason'],
        badge: row.badge as LedgerEntry['badge'],
      })),
      total: Number(total.n),
    };
  }

  /** The week's top active volunteers with points, most first (ties by id). */
  async weekTop(week: string, limit: number): Promise<{ id: number; points: number }[]> {
    return this.db
      .selectFrom('volunteer_week_points as w')
      .innerJoin('volunteers as v', 'v.id', 'w.volunteer_id')
      .select(['v.id', 'w.points'])
      .where('w.week_start', '=', week)
      .where('v.status', '=', 'active')
      .where('w.points', '>', 0)
      .orderBy('w.points', 'desc')
      .orderBy('v.id', 'asc')
      .limit(limit)
      .execute();
  }

  /** All time's top active volunteers, most lifetime points first (ties by id). */
  async allTimeTop(limit: number): Promise<{ id: number; points: number }[]> {
    return this.db
      .selectFrom('volunteers as v')
      .select(['v.id', 'v.lifetime_points as points'])
      .where('v.status', '=', 'active')
      .orderBy('v.lifetime_points', 'desc')
      .orderBy('v.id', 'asc')
      .limit(limit)
      .execute();
  }

  /** A volunteer's all-time place: 1 + active volunteers with more points + those with as many and a smaller id. */
  async allTimeRank(volunteerId: number): Promise<{ rank: number; points: number }> {
    const mine = await this.db
      .selectFrom('volunteers')
      .select('lifetime_points')
      .where('id', '=', volunteerId)
      .executeTakeFirstOrThrow();
    const points = mine.lifetime_points;
    const ahead = await this.db
      .selectFrom('volunteers')
      .select(count)
      .where('status', '=', 'active')
      .where((eb) =>
        eb.or([
          eb('lifetime_points', '>', points),
          eb.and([eb('lifetime_points', '=', points), eb('id', '<', volunteerId)]),
        ]),
      )
      .executeTakeFirstOrThrow();
    return { rank: Number(ahead.n) + 1, points };
  }

  /** A volunteer's place in a week, by the same rule. */
  async weekRank(volunteerId: number, week: string): Promise<{ rank: number; points: number }> {
    const mine = await this.db
      .selectFrom('volunteer_week_points')
      .select('points')
      .where('volunteer_id', '=', volunteerId)
      .where('week_start', '=', week)
      .executeTakeFirst();
    const points = mine?.points ?? 0;
    // Counted on the (week_start, points) index alone, then the few volunteers who are not active taken off.
    const inactive = this.db.selectFrom('volunteers').select('id').where('status', '!=', 'active');
    const ahead = async (notActive: boolean) => {
      const row = await this.db
        .selectFrom('volunteer_week_points')
        .select(count)
        .where('week_start', '=', week)
        .where((eb) =>
          eb.or([eb('points', '>', points), eb.and([eb('points', '=', points), eb('volunteer_id', '<', volunteerId)])]),
        )
        .$if(notActive, (q) => q.where('volunteer_id', 'in', inactive))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    const [all, notActive] = await Promise.all([ahead(false), ahead(true)]);
    let rank = all - notActive + 1;
    if (points === 0) {
      // Volunteers without points this week have no row: those of them with a smaller id are ahead too.
      const [before, scoredBefore] = await Promise.all([
        this.db
          .selectFrom('volunteers')
          .select(count)
          .where('status', '=', 'active')
          .where('id', '<', volunteerId)
          .executeTakeFirstOrThrow(),
        this.db
          .selectFrom('volunteer_week_points as w')
          .innerJoin('volunteers as v', 'v.id', 'w.volunteer_id')
          .select(count)
          .where('w.week_start', '=', week)
          .where('v.status', '=', 'active')
          .where('w.points', '>', 0)
          .where('v.id', '<', volunteerId)
          .executeTakeFirstOrThrow(),
      ]);
      rank += Number(before.n) - Number(scoredBefore.n);
    }
    return { rank, points };
  }

  /** The badges a volunteer earned, with when. */
  async earnedBadges(volunteerId: number): Promise<Map<BadgeId, string>> {
    const rows = await this.db
      .selectFrom('volunteer_badges')
      .select(['badge', 'earned_at'])
      .where('volunteer_id', '=', volunteerId)
      .execute();
    return new Map(rows.map((row) => [row.badge as BadgeId, row.earned_at]));
  }

  async addBadge(volunteerId: number, badge: BadgeId, at: Date): Promise<void> {
    await this.db
      .insertInto('volunteer_badges')
      .values({ volunteer_id: volunteerId, badge, earned_at: at.toISOString() })
      .execute();
  }

  /** The keys of the missions and challenges a volunteer was paid for. */
  async paidMissions(volunteerId: number): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('volunteer_points')
      .select('mission')
      .where('volunteer_id', '=', volunteerId)
      .where('mission', 'is not', null)
      .execute();
    return new Set(rows.flatMap((row) => (row.mission === null ? [] : [row.mission])));
  }

  /** A volunteer's approved tasks by type, approved within [from, to). */
  async approvedByType(volunteerId: number, from: string, to: string): Promise<ApprovedByType> {
    const rows = await this.db
      .selectFrom('volunteer_tasks')
      .select(['type', count])
      .where('holder_id', '=', volunteerId)
      .where('status', '=', 'approved')
      .where('reviewed_at', '>=', from)
      .where('reviewed_at', '<', to)
      .groupBy('type')
      .execute();
    return Object.fromEntries(rows.map((row) => [row.type, Number(row.n)]));
  }

  /** How many tasks a volunteer had approved within [from, to). */
  async approvedCount(volunteerId: number, from: string, to: string): Promise<number> {
    const row = await this.db
      .selectFrom('volunteer_tasks')
      .select(count)
      .where('holder_id', '=', volunteerId)
      .where('status', '=', 'approved')
      .where('reviewed_at', '>=', from)
      .where('reviewed_at', '<', to)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** A volunteer's approved tasks, as badges count them. */
  async approvedTasks(volunteerId: number): Promise<ApprovedTaskFacts[]> {
    const rows = await this.db
      .selectFrom('volunteer_tasks')
      .select(['type', 'urgent', 'submitted_at', 'deadline', 'reviewed_at'])
      .where('holder_id', '=', volunteerId)
      .where('status', '=', 'approved')
      .execute();
    return rows.map((row) => ({ ...row, type: row.type as TaskType, urgent: flag(row.urgent) }));
  }

  /** How many of a volunteer's submissions were returned (each return notified them once). */
  async returnedCount(volunteerId: number): Promise<number> {
    const row = await this.db
      .selectFrom('volunteer_notifications')
      .select(count)
      .where('volunteer_id', '=', volunteerId)
      .where('kind', '=', 'task_returned')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The challenges running at `now`, the first to end first. */
  async runningChallenges(now: string): Promise<ChallengeRecord[]> {
    const rows = await this.db
      .selectFrom('volunteer_challenges')
      .selectAll()
      .where('starts_at', '<=', now)
      .where('ends_at', '>', now)
      .orderBy('ends_at')
      .orderBy('id')
      .execute();
    return rows.map(toChallenge);
  }

  /** Every challenge, newest first, with how many volunteers were paid for each. */
  async challenges(): Promise<(ChallengeRecord & { completed_by: number })[]> {
    const rows = await this.db.selectFrom('volunteer_challenges').selectAll().orderBy('id', 'desc').execute();
    const counts = await this.db
      .selectFrom('volunteer_points')
      .select(['mission', count])
      .where('reason', '=', 'challenge_bonus')
      .groupBy('mission')
      .execute();
    const by = new Map(counts.map((row) => [row.mission, Number(row.n)]));
    return rows.map((row) => ({ ...toChallenge(row), completed_by: by.get(`challenge:${row.id}`) ?? 0 }));
  }

  async createChallenge(challenge: Omit<ChallengeRecord, 'id'>, now: string): Promise<number> {
    const row = await this.db
      .insertInto('volunteer_challenges')
      .values({ ...challenge, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async unread(volunteerId: number): Promise<number> {
    const row = await this.db
      .selectFrom('volunteer_notifications')
      .select(count)
      .where('volunteer_id', '=', volunteerId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** A volunteer's notifications, newest first, and how many there are. */
  async notificationsPage(
    volunteerId: number,
    window: Window,
  ): Promise<{ rows: VolunteerNotification[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.db
        .selectFrom('volunteer_notifications')
        .selectAll()
        .where('volunteer_id', '=', volunteerId)
        .orderBy('id', 'desc')
        .limit(window.limit)
        .offset(window.offset)
        .execute(),
      this.db
        .selectFrom('volunteer_notifications')
        .select(count)
        .where('volunteer_id', '=', volunteerId)
        .executeTakeFirstOrThrow(),
    ]);
    return {
      rows: rows.map((row) => ({
        id: row.id,
        kind: row.kind as VolunteerNotification['kind'],
        params: parseJson<VolunteerNotification['params']>(row.params, {}),
        read: row.read_at !== null,
        created_at: row.created_at,
      })),
      total: Number(total.n),
    };
  }

  /** Marks the volunteer's unread notifications read: those of `ids`, or all when `ids` is undefined. */
  async markRead(volunteerId: number, ids: readonly number[] | undefined, now: string): Promise<void> {
    let update = this.db
      .updateTable('volunteer_notifications')
      .set({ read_at: now })
      .where('volunteer_id', '=', volunteerId)
      .where('read_at', 'is', null);
    if (ids !== undefined) update = update.where('id', 'in', [...ids]);
    await update.execute();
  }

  /**
   * The dashboard's figures of the community: active volunteers, tasks approved within [from, to), and the cases
   * with an approved task (the open tasks are counted by the tasks' repository).
   */
  async community(from: string, to: string): Promise<Omit<VolunteerDashboard['community'], 'open_tasks'>> {
    const [volunteers, completed, cases] = await Promise.all([
      this.db.selectFrom('volunteers').select(count).where('status', '=', 'active').executeTakeFirstOrThrow(),
      this.db
        .selectFrom('volunteer_tasks')
        .select(count)
        .where('status', '=', 'approved')
        .where('reviewed_at', '>=', from)
        .where('reviewed_at', '<', to)
        .executeTakeFirstOrThrow(),
      // Per case (few) through the tasks' case index, not over every approved task.
      this.db
        .selectFrom('reunion_cases as c')
        .select(count)
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('volunteer_tasks as t')
              .select('t.id')
              .whereRef('t.case_id', '=', 'c.id')
              .where('t.status', '=', 'approved'),
          ),
        )
        .executeTakeFirstOrThrow(),
    ]);
    return {
      volunteers: Number(volunteers.n),
      tasks_completed_week: Number(completed.n),
      cases_helped: Number(cases.n),
    };
  }

  /** The owner's facts of a volunteer: status, last activity and tasks held under a running lock. */
  async adminFacts(
    volunteerId: number,
    now: string,
  ): Promise<{ status: VolunteerStatus; last_active_at: string | null; active_tasks: number } | undefined> {
    const row = await this.db
      .selectFrom('volunteers')
      .select(['status', 'last_active_at'])
      .where('id', '=', volunteerId)
      .executeTakeFirst();
    if (!row) return undefined;
    const active = await this.db
      .selectFrom('volunteer_tasks')
      .select(count)
      .where('holder_id', '=', volunteerId)
      .where('status', '=', 'claimed')
      .where('lock_expires_at', '>=', now)
      .executeTakeFirstOrThrow();
    return {
      status: row.status as VolunteerStatus,
      last_active_at: row.last_active_at,
      active_tasks: Number(active.n),
    };
  }
}

function toChallenge(row: {
  id: number;
  title: string;
  description: string;
  type: string;
  goal: number;
  bonus: number;
  starts_at: string;
  ends_at: string;
}): ChallengeRecord {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.type as TaskType | 'any',
    goal: row.goal,
    bonus: row.bonus,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
  };
}
