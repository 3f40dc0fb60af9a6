import type {
  NotificationKind,
  TaskDifficulty,
  TaskFilter,
  TaskKind,
  TaskMode,
  TaskStatus,
  TaskType,
} from '@site/contracts';
import { sql, type Selectable } from 'kysely';
import { bit, flag } from '../../db/columns.js';
import { countRows } from '../../db/count.js';
import type { Db } from '../../db/database.js';
import type { VolunteerTasksTable } from '../../db/schema.js';
import { containsText } from '../../db/search.js';
import { notifyVolunteers, type NotificationParams } from './notifications.js';

/** A task with the public numbers of its case and report, its flags as booleans and its enums typed. */
export interface TaskRecord extends Omit<
  Selectable<VolunteerTasksTable>,
  'kind' | 'type' | 'mode' | 'difficulty' | 'status' | 'urgent' | 'first_responder_only' | 'needs_contact'
> {
  kind: TaskKind;
  type: TaskType;
  mode: TaskMode;
  difficulty: TaskDifficulty;
  status: TaskStatus;
  urgent: boolean;
  first_responder_only: boolean;
  needs_contact: boolean;
  case_number: string | null;
  report_ref: string | null;
}

/** A new task as it is written (always open). */
export interface TaskWrite {
  kind: TaskKind;
  type: TaskType;
  mode: TaskMode;
  difficulty: TaskDifficulty;
  title: string | null;
  description: string | null;
  case_id: number | null;
  report_id: number | null;
  province_id: string | null;
  language: string | null;
  bonus: number;
  urgent: boolean;
  first_responder_only: boolean;
  needs_contact: boolean;
  deadline: string | null;
  created_by: string;
  source_key: string | null;
}

/** What the owner's task list is filtered by. */
export interface AdminTaskFilter {
  search?: string | undefined;
  status?: TaskStatus | undefined;
  type?: TaskType | undefined;
  limit: number;
  offset: number;
}

/** The filters of the task list, as conditions on the task row. */
const FILTER_WHERE: Record<
  TaskFilter,
  { column: 'mode' | 'type' | 'first_responder_only'; value: string | number } | null
> = {
  all: null,
  online: { column: 'mode', value: 'online' },
  offline: { column: 'mode', value: 'offline' },
  verification: { column: 'type', value: 'verification' },
  social: { column: 'type', value: 'social_media' },
  first_responder: { column: 'first_responder_only', value: 1 },
};

/** The columns that make a lock go away (open again, or cancelled). */
const UNLOCKED = { holder_id: null, claimed_at: null, lock_expires_at: null } as const;

type JoinedRow = Selectable<VolunteerTasksTable> & { case_number: string | null; report_ref: string | null };

function toRecord(row: JoinedRow): TaskRecord {
  return {
    ...row,
    kind: row.kind as TaskKind,
    type: row.type as TaskType,
    mode: row.mode as TaskMode,
    difficulty: row.difficulty as TaskDifficulty,
    status: row.status as TaskStatus,
    urgent: flag(row.urgent),
    first_responder_only: flag(row.first_responder_only),
    needs_contact: flag(row.needs_contact),
  };
}

/**
 * All SQL on volunteer tasks and their lifecycle. A lock is taken, given back and submitted by conditional
 * UPDATEs that answer whether they changed the row, so that of racing volunteers exactly one wins. Build one on
 * a transaction to write inside it.
 */
export class VolunteerTasksRepository {
  constructor(private readonly db: Db) {}

  private joined() {
    return this.db
      .selectFrom('volunteer_tasks as t')
      .leftJoin('reunion_cases as c', 'c.id', 't.case_id')
      .leftJoin('missing_person_reports as r', 'r.id', 't.report_id')
      .selectAll('t')
      .select(['c.case_number as case_number', 'r.case_number as report_ref']);
  }

  async find(id: number): Promise<TaskRecord | undefined> {
    const row = await this.joined().where('t.id', '=', id).executeTakeFirst();
    return row ? toRecord(row) : undefined;
  }

  /** The tasks of `ids`, in the order of `ids`. */
  async findMany(ids: readonly number[]): Promise<TaskRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.joined()
      .where('t.id', 'in', [...ids])
      .execute();
    const byId = new Map(rows.map((row) => [row.id, toRecord(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** Claimed tasks whose lock ran out are open again; open tasks past their deadline are expired. */
  async sweep(now: string): Promise<void> {
    await this.db
      .updateTable('volunteer_tasks')
      .set({ status: 'open', ...UNLOCKED, updated_at: now })
      .where('status', '=', 'claimed')
      .where('lock_expires_at', '<', now)
      .execute();
    await this.db
      .updateTable('volunteer_tasks')
      .set({ status: 'expired', updated_at: now })
      .where('status', '=', 'open')
      .where('deadline', 'is not', null)
      .where('deadline', '<=', now)
      .execute();
  }

  /**
   * Open tasks (a lapsed lock counts as open), not past their deadline. Only the task table's own columns, so
   * that the list's order and count come from the covering index of open tasks.
   */
  private openTasks(filter: TaskFilter, now: string) {
    let query = this.db
      .selectFrom('volunteer_tasks as t')
      .where('t.status', 'in', ['open', 'claimed'])
      .where((eb) => eb.or([eb('t.status', '=', 'open'), eb('t.lock_expires_at', '<', now)]))
      .where((eb) => eb.or([eb('t.deadline', 'is', null), eb('t.deadline', '>', now)]));
    const where = FILTER_WHERE[filter];
    if (where) query = query.where(`t.${where.column}`, '=', where.value);
    return query;
  }

  /** A page of open tasks' ids: urgent first, then those of `provinceId`, then the newest; and their count. */
  async openPage(
    filter: TaskFilter,
    provinceId: string | null,
    window: { limit: number; offset: number },
    now: string,
  ): Promise<{ ids: number[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.openTasks(filter, now)
        .select('t.id')
        .orderBy('t.urgent', 'desc')
        .orderBy(sql`case when t.province_id = ${provinceId} then 0 else 1 end`)
        .orderBy('t.created_at', 'desc')
        .orderBy('t.id', 'desc')
        .limit(window.limit)
        .offset(window.offset)
        .execute(),
      this.openTasks(filter, now)
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { ids: rows.map((row) => row.id), total: Number(total.n) };
  }

  /** How many tasks are open now (for the community figures). */
  async openCount(now: string): Promise<number> {
    return countRows(this.openTasks('all', now).select('t.id'));
  }

  /** Tasks the volunteer holds now or has submitted for review, the latest claimed first. */
  async heldBy(volunteerId: number, now: string): Promise<TaskRecord[]> {
    const rows = await this.joined()
      .where('t.holder_id', '=', volunteerId)
      .where((eb) =>
        eb.or([
          eb.and([eb('t.status', '=', 'claimed'), eb('t.lock_expires_at', '>=', now)]),
          eb('t.status', '=', 'submitted'),
        ]),
      )
      .orderBy('t.claimed_at', 'desc')
      .orderBy('t.id', 'desc')
      .execute();
    return rows.map(toRecord);
  }

  /** How many tasks the volunteer holds under a lock that has not run out. */
  async activeClaims(volunteerId: number, now: string): Promise<number> {
    const row = await this.db
      .selectFrom('volunteer_tasks')
      .select(sql<number>`count(*)`.as('n'))
      .where('holder_id', '=', volunteerId)
      .where('status', '=', 'claimed')
      .where('lock_expires_at', '>=', now)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Locks the task to the volunteer with ONE conditional UPDATE (open, or claimed with a lapsed lock; not past
   * its deadline; first-responder tasks only for first responders). Answers whether this call took it.
   */
  async claim(
    id: number,
    claimant: { volunteerId: number; firstResponder: boolean },
    now: string,
    lockExpiresAt: string,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('volunteer_tasks')
      .set({
        status: 'claimed',
        holder_id: claimant.volunteerId,
        claimed_at: now,
        lock_expires_at: lockExpiresAt,
        updated_at: now,
      })
      .where('id', '=', id)
      .where((eb) =>
        eb.or([eb('status', '=', 'open'), eb.and([eb('status', '=', 'claimed'), eb('lock_expires_at', '<', now)])]),
      )
      .where((eb) => eb.or([eb('deadline', 'is', null), eb('deadline', '>', now)]))
      .where('first_responder_only', 'in', claimant.firstResponder ? [0, 1] : [0])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The task locked to the volunteer under a lock that has not run out. */
  private heldLock(id: number, volunteerId: number, now: string) {
    return this.db
      .updateTable('volunteer_tasks')
      .where('id', '=', id)
      .where('holder_id', '=', volunteerId)
      .where('status', '=', 'claimed')
      .where('lock_expires_at', '>=', now);
  }

  /** The holder gives the task back (open again); answers whether they held it. */
  async release(id: number, volunteerId: number, now: string): Promise<boolean> {
    const result = await this.heldLock(id, volunteerId, now)
      .set({ status: 'open', ...UNLOCKED, updated_at: now })
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The holder submits the task (its lock no longer runs out); answers whether they held it. */
  async submit(id: number, volunteerId: number, work: { note: string; hours: number }, now: string): Promise<boolean> {
    const result = await this.heldLock(id, volunteerId, now)
      .set({
        status: 'submitted',
        submitted_at: now,
        submission_note: work.note,
        hours: work.hours,
        lock_expires_at: null,
        updated_at: now,
      })
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Submissions of others than `reviewerId`, oldest first, and their count. */
  async submissionsPage(
    reviewerId: number,
    window: { limit: number; offset: number },
  ): Promise<{ rows: TaskRecord[]; total: number }> {
    const waiting = () => this.joined().where('t.status', '=', 'submitted').where('t.holder_id', '!=', reviewerId);
    const [rows, total] = await Promise.all([
      waiting()
        .orderBy('t.submitted_at', 'asc')
        .orderBy('t.id', 'asc')
        .limit(window.limit)
        .offset(window.offset)
        .execute(),
      countRows(waiting()),
    ]);
    return { rows: rows.map(toRecord), total };
  }

  /** The submission of `holderId` still waiting for review. */
  private waitingReview(id: number, holderId: number) {
    return this.db
      .updateTable('volunteer_tasks')
      .where('id', '=', id)
      .where('status', '=', 'submitted')
      .where('holder_id', '=', holderId);
  }

  /** A submission returned: open again for everyone, with the note for its volunteer. Answers whether it was. */
  async returnSubmission(
    id: number,
    holderId: number,
    review: { note: string; reviewedBy: string },
    now: string,
  ): Promise<boolean> {
    const result = await this.waitingReview(id, holderId)
      .set({
        status: 'open',
        ...UNLOCKED,
        submitted_at: null,
        returned_to_id: holderId,
        review_note: review.note,
        reviewed_by: review.reviewedBy,
        reviewed_at: now,
        updated_at: now,
      })
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** A submission approved; answers whether it was still waiting. */
  async approveSubmission(
    id: number,
    holderId: number,
    review: { note: string | null; reviewedBy: string },
    now: string,
  ): Promise<boolean> {
    const result = await this.waitingReview(id, holderId)
      .set({
        status: 'approved',
        review_note: review.note,
        reviewed_by: review.reviewedBy,
        reviewed_at: now,
        updated_at: now,
      })
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Inserts an open task; a platform task whose `source_key` exists already is not made again (null). */
  async insert(write: TaskWrite & { points: number }, now: string): Promise<number | null> {
    const row = await this.db
      .insertInto('volunteer_tasks')
      .values({
        kind: write.kind,
        type: write.type,
        mode: write.mode,
        difficulty: write.difficulty,
        title: write.title,
        description: write.description,
        case_id: write.case_id,
        report_id: write.report_id,
        province_id: write.province_id,
        language: write.language,
        points: write.points,
        bonus: write.bonus,
        urgent: bit(write.urgent),
        first_responder_only: bit(write.first_responder_only),
        needs_contact: bit(write.needs_contact),
        deadline: write.deadline,
        status: 'open',
        created_by: write.created_by,
        source_key: write.source_key,
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.column('source_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  }

  /** Cancels an open or claimed task; answers whether it was one. */
  async cancel(id: number, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('volunteer_tasks')
      .set({ status: 'cancelled', ...UNLOCKED, updated_at: now })
      .where('id', '=', id)
      .where('status', 'in', ['open', 'claimed'])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Cancels the open and claimed tasks of a case (submitted ones stay for review). */
  async cancelOpenOfCase(caseId: number, now: string): Promise<void> {
    await this.db
      .updateTable('volunteer_tasks')
      .set({ status: 'cancelled', ...UNLOCKED, updated_at: now })
      .where('case_id', '=', caseId)
      .where('status', 'in', ['open', 'claimed'])
      .execute();
  }

  /** The owner's list: by status, type and text (title, case or report number); the review queue oldest first. */
  async adminPage(filter: AdminTaskFilter): Promise<{ rows: TaskRecord[]; total: number }> {
    let base = this.db
      .selectFrom('volunteer_tasks as t')
      .leftJoin('reunion_cases as c', 'c.id', 't.case_id')
      .leftJoin('missing_person_reports as r', 'r.id', 't.report_id');
    if (filter.status) base = base.where('t.status', '=', filter.status);
    if (filter.type) base = base.where('t.type', '=', filter.type);
    if (filter.search) {
      const text = filter.search;
      base = base.where((eb) =>
        eb.or([
          containsText(eb.ref('t.title'), text),
          containsText(eb.ref('c.case_number'), text),
          containsText(eb.ref('r.case_number'), text),
        ]),
      );
    }
    const queue = filter.status === 'submitted';
    const [rows, count] = await Promise.all([
      base
        .selectAll('t')
        .select(['c.case_number as case_number', 'r.case_number as report_ref'])
        .orderBy(queue ? 't.submitted_at' : 't.created_at', queue ? 'asc' : 'desc')
        .orderBy('t.id', 'desc')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute(),
      base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(toRecord), total: Number(count.n) };
  }

  /** A volunteer's lifetime points (0 for no such volunteer). */
  async lifetimePoints(volunteerId: number): Promise<number> {
    const row = await this.db
      .selectFrom('volunteers')
      .select('lifetime_points')
      .where('id', '=', volunteerId)
      .executeTakeFirst();
    return row?.lifetime_points ?? 0;
  }

  /** Tells volunteers something, in this repository's transaction when it has one. */
  notify(volunteerIds: readonly number[], kind: NotificationKind, params: NotificationParams, at: Date) {
    return notifyVolunteers(this.db, volunteerIds, kind, params, at);
  }
}
