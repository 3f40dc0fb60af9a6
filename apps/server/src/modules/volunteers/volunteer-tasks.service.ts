import {
  BADGES,
  levelOf,
  TASK_POINTS,
  TASK_RULES,
  TRUSTED_LEVEL,
  VOLUNTEER_CODES,
  weekBounds,
  weekStartOf,
  type TaskDifficulty,
  type TaskFilter,
  type TaskMode,
  type TaskType,
  type VolunteerTask,
  type TaskDetail,
  type TaskSubmission,
} from '@site/contracts';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { VolunteerTasksTable } from '../../db/schema.js';
import { paged, pageWindow, type Page, type PageQuery } from '../../lib/paging.js';
import { HttpError } from '../../plugins/errors.js';
import { badgeStates, type BadgeCounts } from './badges.js';
import { appendToLedger } from './ledger.js';
import { challengeKey, missionReached, weeklyMissionKey, weeklyMissions, type ApprovedByType } from './missions.js';
import { notifyVolunteers } from './notifications.js';
import { isProvince, provinceName } from './provinces.js';
import type { VolunteerViews } from './volunteer-view.js';

const HOUR_MS = 3_600_000;

/** A task row with the public numbers of its case and report. */
export type TaskRow = Selectable<VolunteerTasksTable> & { case_number: string | null; report_ref: string | null };

/** Who reviews a submission: the site owner (by email) or a trusted volunteer. */
export type Reviewer = { kind: 'owner'; email: string } | { kind: 'volunteer'; id: number };

/** The volunteer a request is made for (from the bearer session). */
export interface Requester {
  volunteerId: number;
  firstResponder: boolean;
}

export interface TaskWrite {
  kind: string;
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

/** Whether a claimed task's lock has run out at `now` (it is then open again for everyone). */
function lockExpired(row: { status: string; lock_expires_at: string | null }, now: string): boolean {
  return row.status === 'claimed' && row.lock_expires_at !== null && row.lock_expires_at < now;
}

/**
 * Volunteer tasks: the public list, claiming (one conditional UPDATE that exactly one of racing volunteers wins,
 * with a lock that ends after some hours), releasing, submitting, reviewing (points, badges, missions and
 * notifications in the approval's transaction), creating and cancelling. `now` is the clock (tests move it).
 */
export class VolunteerTasksService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private base(db: Db = this.db) {
    return db
      .selectFrom('volunteer_tasks as t')
      .leftJoin('reunion_cases as c', 'c.id', 't.case_id')
      .leftJoin('missing_person_reports as r', 'r.id', 't.report_id')
      .selectAll('t')
      .select(['c.case_number as case_number', 'r.case_number as report_ref']);
  }

  async row(id: number, db: Db = this.db): Promise<TaskRow> {
    const row = await this.base(db).where('t.id', '=', id).executeTakeFirst();
    if (!row) throw new HttpError(404, VOLUNTEER_CODES.taskNotFound);
    return row;
  }

  /**
   * A task as the API answers it to `viewerId` (null for a visitor): the lock's end only to its holder, the
   * review note only to the volunteer it was returned to; a verification task's subject is only the report's
   * number and province, never anything of the person or the family.
   */
  toTask(row: TaskRow, viewerId: number | null, now = this.now().toISOString()): VolunteerTask {
    const expired = lockExpired(row, now);
    const mine = viewerId !== null && row.holder_id === viewerId && !expired && row.status !== 'open';
    return {
      id: row.id,
      kind: row.kind as VolunteerTask['kind'],
      type: row.type as VolunteerTask['type'],
      mode: row.mode as VolunteerTask['mode'],
      difficulty: row.difficulty as VolunteerTask['difficulty'],
      title: row.title,
      description: row.description,
      subject: {
        case_number: row.type === 'verification' ? null : row.case_number,
        report_ref: row.report_ref,
        province_id: row.province_id,
        province_name: provinceName(row.province_id),
        language: row.language,
      },
      points: row.points,
      bonus: row.bonus,
      urgent: row.urgent === 1,
      first_responder_only: row.first_responder_only === 1,
      deadline: row.deadline,
      status: expired ? 'open' : (row.status as VolunteerTask['status']),
      mine,
      lock_expires_at: mine && row.status === 'claimed' ? row.lock_expires_at : null,
      review_note:
        viewerId !== null && row.returned_to_id === viewerId && row.status === 'open' ? row.review_note : null,
      created_at: row.created_at,
    };
  }

  /** Claimed tasks whose lock ran out are open again; open tasks past their deadline are expired. */
  async sweep(): Promise<void> {
    const now = this.now().toISOString();
    await this.db
      .updateTable('volunteer_tasks')
      .set({ status: 'open', holder_id: null, claimed_at: null, lock_expires_at: null, updated_at: now })
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
  private openTasks(filter: TaskFilter) {
    const now = this.now().toISOString();
    let query = this.db
      .selectFrom('volunteer_tasks as t')
      .where('t.status', 'in', ['open', 'claimed'])
      .where((eb) => eb.or([eb('t.status', '=', 'open'), eb('t.lock_expires_at', '<', now)]))
      .where((eb) => eb.or([eb('t.deadline', 'is', null), eb('t.deadline', '>', now)]));
    const where = FILTER_WHERE[filter];
    if (where) query = query.where(`t.${where.column}`, '=', where.value);
    return query;
  }

  /** The public list: urgent first, then the tasks of `provinceId`, then the newest. Nothing personal in it. */
  async list(
    query: PageQuery & { filter: TaskFilter; province_id?: string | undefined },
    viewerId: number | null = null,
  ): Promise<Page<VolunteerTask>> {
    await this.sweep();
    const province = query.province_id ?? null;
    const { limit, offset } = pageWindow(query);
    const [page, total] = await Promise.all([
      this.openTasks(query.filter)
        .select('t.id')
        .orderBy('t.urgent', 'desc')
        .orderBy(sql`case when t.province_id = ${province} then 0 else 1 end`)
        .orderBy('t.created_at', 'desc')
        .orderBy('t.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      this.openTasks(query.filter)
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    const ids = page.map((row) => row.id);
    const rows = ids.length === 0 ? [] : await this.base().where('t.id', 'in', ids).execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const now = this.now().toISOString();
    return paged(
      ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [this.toTask(row, viewerId, now)] : [];
      }),
      Number(total.n),
      query,
    );
  }

  /** Tasks the volunteer holds now or has submitted for review. */
  async mine(volunteerId: number): Promise<VolunteerTask[]> {
    const now = this.now().toISOString();
    const rows = await this.base()
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
    return rows.map((row) => this.toTask(row, volunteerId, now));
  }

  private async levelOfVolunteer(volunteerId: number): Promise<number> {
    const row = await this.db
      .selectFrom('volunteers')
      .select('lifetime_points')
      .where('id', '=', volunteerId)
      .executeTakeFirst();
    return levelOf(row?.lifetime_points ?? 0).level;
  }

  /**
   * Locks an open task to the volunteer with ONE conditional UPDATE: of volunteers claiming at once, exactly one
   * changes the row; the others change nothing and are told it was taken. A lock that ran out counts as open.
   */
  async claim(requester: Requester, id: number): Promise<VolunteerTask> {
    const at = this.now();
    const now = at.toISOString();
    const task = await this.row(id);
    if (task.first_responder_only === 1 && !requester.firstResponder)
      throw new HttpError(422, VOLUNTEER_CODES.firstResponderOnly);
    const claimable = task.status === 'open' || task.status === 'claimed';
    if (!claimable || (task.deadline !== null && task.deadline <= now))
      throw new HttpError(409, VOLUNTEER_CODES.taskNotOpen);
    const held = await this.db
      .selectFrom('volunteer_tasks')
      .select(sql<number>`count(*)`.as('n'))
      .where('holder_id', '=', requester.volunteerId)
      .where('status', '=', 'claimed')
      .where('lock_expires_at', '>=', now)
      .executeTakeFirstOrThrow();
    if (Number(held.n) >= TASK_RULES.maxActiveClaims) throw new HttpError(409, VOLUNTEER_CODES.tooManyClaims);
    const hours = task.mode === 'offline' ? TASK_RULES.lockHoursOffline : TASK_RULES.lockHoursOnline;
    const result = await this.db
      .updateTable('volunteer_tasks')
      .set({
        status: 'claimed',
        holder_id: requester.volunteerId,
        claimed_at: now,
        lock_expires_at: new Date(at.getTime() + hours * HOUR_MS).toISOString(),
        updated_at: now,
      })
      .where('id', '=', id)
      .where((eb) =>
        eb.or([eb('status', '=', 'open'), eb.and([eb('status', '=', 'claimed'), eb('lock_expires_at', '<', now)])]),
      )
      .where((eb) => eb.or([eb('deadline', 'is', null), eb('deadline', '>', now)]))
      .where('first_responder_only', 'in', requester.firstResponder ? [0, 1] : [0])
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new HttpError(409, VOLUNTEER_CODES.taskTaken);
    return this.toTask(await this.row(id), requester.volunteerId);
  }

  /** The holder gives a claimed task back: open again for everyone. */
  async release(volunteerId: number, id: number): Promise<VolunteerTask> {
    const now = this.now().toISOString();
    await this.row(id);
    const result = await this.db
      .updateTable('volunteer_tasks')
      .set({ status: 'open', holder_id: null, claimed_at: null, lock_expires_at: null, updated_at: now })
      .where('id', '=', id)
      .where('holder_id', '=', volunteerId)
      .where('status', '=', 'claimed')
      .where('lock_expires_at', '>=', now)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new HttpError(409, VOLUNTEER_CODES.notYourTask);
    return this.toTask(await this.row(id), volunteerId);
  }

  /** The holder submits the task with what they did and how long it took; its lock no longer runs out. */
  async submit(volunteerId: number, id: number, input: { note: string; hours: number }): Promise<VolunteerTask> {
    const now = this.now().toISOString();
    await this.row(id);
    const result = await this.db
      .updateTable('volunteer_tasks')
      .set({
        status: 'submitted',
        submitted_at: now,
        submission_note: input.note,
        hours: input.hours,
        lock_expires_at: null,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('holder_id', '=', volunteerId)
      .where('status', '=', 'claimed')
      .where('lock_expires_at', '>=', now)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new HttpError(409, VOLUNTEER_CODES.notYourTask);
    return this.toTask(await this.row(id), volunteerId);
  }

  /** Other volunteers' submissions waiting for review, oldest first (a reviewer never sees their own here). */
  async submissions(reviewerId: number, query: PageQuery, views: VolunteerViews): Promise<Page<TaskSubmission>> {
    const { limit, offset } = pageWindow(query);
    const waiting = () => this.base().where('t.status', '=', 'submitted').where('t.holder_id', '!=', reviewerId);
    const [rows, count] = await Promise.all([
      waiting().orderBy('t.submitted_at', 'asc').orderBy('t.id', 'asc').limit(limit).offset(offset).execute(),
      waiting()
        .clearSelect()
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    const people = new Map(
      (await views.publicOf(rows.flatMap((row) => (row.holder_id === null ? [] : [row.holder_id])))).map((p) => [
        p.id,
        p,
      ]),
    );
    const data = rows.flatMap((row) => {
      const volunteer = row.holder_id === null ? undefined : people.get(row.holder_id);
      if (!volunteer) return [];
      return [
        {
          ...this.toTask(row, reviewerId),
          volunteer,
          submitted_at: row.submitted_at ?? row.updated_at,
          submission_note: row.submission_note ?? '',
          hours: row.hours ?? 0,
        },
      ];
    });
    return paged(data, Number(count.n), query);
  }

  /** Whether a volunteer may review others' submissions (level 5 or higher). */
  async isTrusted(volunteerId: number): Promise<boolean> {
    return (await this.levelOfVolunteer(volunteerId)) >= TRUSTED_LEVEL;
  }

  /**
   * Approves or returns a submission. Approval pays, in ONE transaction: the task's points, its bonus (an urgent
   * task's only when submitted within its golden hours), then the badges and missions it completes (the
   * ledger's unique indexes pay each once), with the notifications. A return opens the task again with the note.
   */
  async review(
    reviewer: Reviewer,
    id: number,
    input: { decision: 'approve' | 'return'; note: string },
  ): Promise<TaskRow> {
    const task = await this.row(id);
    if (reviewer.kind === 'volunteer') {
      if (!(await this.isTrusted(reviewer.id))) throw new HttpError(403, VOLUNTEER_CODES.levelTooLow);
      if (task.holder_id === reviewer.id) throw new HttpError(403, VOLUNTEER_CODES.ownSubmission);
    }
    if (task.status !== 'submitted' || task.holder_id === null) throw new HttpError(409, VOLUNTEER_CODES.taskNotOpen);
    const holder = task.holder_id;
    const at = this.now();
    const now = at.toISOString();
    const reviewedBy = reviewer.kind === 'owner' ? reviewer.email : `volunteer:${reviewer.id}`;
    await this.db.transaction().execute(async (trx) => {
      const update = trx
        .updateTable('volunteer_tasks')
        .where('id', '=', id)
        .where('status', '=', 'submitted')
        .where('holder_id', '=', holder);
      if (input.decision === 'return') {
        const result = await update
          .set({
            status: 'open',
            holder_id: null,
            claimed_at: null,
            lock_expires_at: null,
            submitted_at: null,
            returned_to_id: holder,
            review_note: input.note,
            reviewed_by: reviewedBy,
            reviewed_at: now,
            updated_at: now,
          })
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) throw new HttpError(409, VOLUNTEER_CODES.taskNotOpen);
        await notifyVolunteers(trx, [holder], 'task_returned', { task_id: id, kind: task.kind }, at);
        return;
      }
      const result = await update
        .set({
          status: 'approved',
          review_note: input.note || null,
          reviewed_by: reviewedBy,
          reviewed_at: now,
          updated_at: now,
        })
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new HttpError(409, VOLUNTEER_CODES.taskNotOpen);
      await this.award(trx, task, holder, at);
    });
    return this.row(id);
  }

  /** The payments and notifications of an approved task, in the approval's transaction. */
  private async award(trx: Db, task: TaskRow, holder: number, at: Date): Promise<void> {
    const before = await trx
      .selectFrom('volunteers')
      .select('lifetime_points')
      .where('id', '=', holder)
      .executeTakeFirstOrThrow();
    const entry = { volunteerId: holder, taskId: task.id };
    await appendToLedger(trx, { ...entry, amount: task.points, reason: 'task_approved' }, at);
    let earned = task.points;
    if (task.bonus > 0) {
      if (task.urgent !== 1) {
        await appendToLedger(trx, { ...entry, amount: task.bonus, reason: 'task_bonus' }, at);
        earned += task.bonus;
      } else if (withinGoldenHours(task)) {
        await appendToLedger(trx, { ...entry, amount: task.bonus, reason: 'urgent_bonus' }, at);
        earned += task.bonus;
      }
    }
    await notifyVolunteers(trx, [holder], 'task_approved', { task_id: task.id, kind: task.kind, points: earned }, at);

    const counts = await badgeCounts(trx, holder);
    const have = new Set(
      (await trx.selectFrom('volunteer_badges').select('badge').where('volunteer_id', '=', holder).execute()).map(
        (row) => row.badge,
      ),
    );
    for (const badge of badgeStates(counts)) {
      if (!badge.earned || have.has(badge.id)) continue;
      await trx
        .insertInto('volunteer_badges')
        .values({ volunteer_id: holder, badge: badge.id, earned_at: at.toISOString() })
        .execute();
      const bonus = BADGES[badge.id].bonus;
      await appendToLedger(trx, { volunteerId: holder, amount: bonus, reason: 'badge_bonus', badge: badge.id }, at);
      await notifyVolunteers(trx, [holder], 'badge_earned', { badge: badge.id, bonus }, at);
    }

    const paid = new Set(
      (
        await trx
          .selectFrom('volunteer_points')
          .select('mission')
          .where('volunteer_id', '=', holder)
          .where('mission', 'is not', null)
          .execute()
      ).map((row) => row.mission),
    );
    const weekStart = weekStartOf(at);
    const week = weekBounds(weekStart);
    const weekly = await approvedByType(trx, holder, week.starts_at, week.ends_at);
    for (const mission of weeklyMissions(weekStart)) {
      const key = weeklyMissionKey(mission.id, weekStart);
      if (paid.has(key) || !missionReached(mission, weekly)) continue;
      await appendToLedger(
        trx,
        { volunteerId: holder, amount: mission.bonus, reason: 'mission_bonus', mission: key },
        at,
      );
      await notifyVolunteers(trx, [holder], 'mission_completed', { mission: mission.id, bonus: mission.bonus }, at);
    }
    const now = at.toISOString();
    const challenges = await trx
      .selectFrom('volunteer_challenges')
      .selectAll()
      .where('starts_at', '<=', now)
      .where('ends_at', '>', now)
      .execute();
    for (const challenge of challenges) {
      const key = challengeKey(challenge.id);
      if (paid.has(key)) continue;
      const approved = await approvedByType(trx, holder, challenge.starts_at, challenge.ends_at);
      if (!missionReached({ type: challenge.type as TaskType | 'any', goal: challenge.goal }, approved)) continue;
      await appendToLedger(
        trx,
        { volunteerId: holder, amount: challenge.bonus, reason: 'challenge_bonus', mission: key },
        at,
      );
      await notifyVolunteers(
        trx,
        [holder],
        'mission_completed',
        { mission: key, title: challenge.title, bonus: challenge.bonus },
        at,
      );
    }

    const after = await trx
      .selectFrom('volunteers')
      .select('lifetime_points')
      .where('id', '=', holder)
      .executeTakeFirstOrThrow();
    const levelBefore = levelOf(before.lifetime_points);
    const levelAfter = levelOf(after.lifetime_points);
    if (levelAfter.level !== levelBefore.level)
      await notifyVolunteers(trx, [holder], 'level_up', { level: levelAfter.level, key: levelAfter.key }, at);
  }

  /** Checks a new task's deadline, case and province; answers the case's id. */
  async checkTaskInput(input: {
    deadline: string | null;
    case_number: string | null;
    province_id: string | null;
  }): Promise<{ caseId: number | null; deadline: string | null }> {
    const errors: Record<string, string[]> = {};
    let deadline: string | null = null;
    if (input.deadline !== null) {
      const time = Date.parse(input.deadline);
      if (!(time > this.now().getTime())) errors.deadline = [VOLUNTEER_CODES.deadlinePast];
      else deadline = new Date(time).toISOString();
    }
    let caseId: number | null = null;
    if (input.case_number !== null && input.case_number !== '') {
      const found = await this.db
        .selectFrom('reunion_cases')
        .select('id')
        .where('case_number', '=', input.case_number)
        .executeTakeFirst();
      if (!found) errors.case_number = [VOLUNTEER_CODES.caseUnknown];
      else caseId = found.id;
    }
    if (input.province_id !== null && !isProvince(input.province_id))
      errors.province_id = [VOLUNTEER_CODES.provinceUnknown];
    const first = Object.values(errors)[0]?.[0];
    if (first) throw new HttpError(422, first, errors);
    return { caseId, deadline };
  }

  /** Inserts a task; a platform task whose `source_key` exists already is not made again (null). */
  async insert(db: Db, write: TaskWrite, at: Date = this.now()): Promise<number | null> {
    const now = at.toISOString();
    const row = await db
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
        points: TASK_POINTS[write.difficulty],
        bonus: write.bonus,
        urgent: write.urgent ? 1 : 0,
        first_responder_only: write.first_responder_only ? 1 : 0,
        needs_contact: write.needs_contact ? 1 : 0,
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

  /** The owner cancels an open or claimed task. */
  async cancel(id: number): Promise<TaskRow> {
    const now = this.now().toISOString();
    await this.row(id);
    const result = await this.db
      .updateTable('volunteer_tasks')
      .set({ status: 'cancelled', holder_id: null, claimed_at: null, lock_expires_at: null, updated_at: now })
      .where('id', '=', id)
      .where('status', 'in', ['open', 'claimed'])
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new HttpError(409, VOLUNTEER_CODES.taskNotOpen);
    return this.row(id);
  }

  /**
   * One task with what its reader needs: the holder, the volunteer who reviewed it, or a trusted volunteer for a
   * submission. The reporter's contact only to a first responder holding a verification task that needs it;
   * each such answer is logged for the owner.
   */
  async detail(requester: Requester, id: number): Promise<TaskDetail> {
    const at = this.now();
    const now = at.toISOString();
    const row = await this.row(id);
    const holds = row.holder_id === requester.volunteerId && row.status === 'claimed' && !lockExpired(row, now);
    const held = row.holder_id === requester.volunteerId && ['submitted', 'approved'].includes(row.status);
    const reviewed = row.reviewed_by === `volunteer:${requester.volunteerId}`;
    const reviews = row.status === 'submitted' && (await this.isTrusted(requester.volunteerId));
    if (!holds && !held && !reviewed && !reviews) throw new HttpError(403, VOLUNTEER_CODES.notYourTask);
    let caseDetail: TaskDetail['case'] = null;
    if (row.case_id !== null) {
      const found = await this.db
        .selectFrom('reunion_cases')
        .select(['case_number', 'full_name', 'missing_since', 'province', 'commune', 'translations'])
        .where('id', '=', row.case_id)
        .executeTakeFirst();
      if (found) {
        const translations = JSON.parse(found.translations) as Record<string, { description?: string }>;
        const text = translations.en?.description ?? Object.values(translations)[0]?.description ?? '';
        caseDetail = {
          case_number: found.case_number,
          full_name: found.full_name,
          missing_since: found.missing_since,
          province: found.province,
          commune: found.commune,
          description: text,
        };
      }
    }
    let report: TaskDetail['report'] = null;
    let contact: TaskDetail['reporter_contact'] = null;
    if (row.report_id !== null) {
      const found = await this.db
        .selectFrom('missing_person_reports')
        .select([
          'case_number',
          'missing_person_name',
          'age',
          'missing_date',
          'details',
          'reporter_name',
          'reporter_phone',
          'reporter_email',
        ])
        .where('id', '=', row.report_id)
        .executeTakeFirst();
      if (found) {
        const details = JSON.parse(found.details) as { last_seen_location?: string; circumstances?: string | null };
        report = {
          report_ref: found.case_number,
          missing_person_name: found.missing_person_name,
          age: found.age,
          missing_date: found.missing_date,
          last_seen_location: details.last_seen_location ?? '',
          circumstances: details.circumstances ?? null,
        };
        if (holds && requester.firstResponder && row.needs_contact === 1) {
          contact = { name: found.reporter_name, phone: found.reporter_phone, email: found.reporter_email };
          await this.db
            .insertInto('volunteer_contact_access')
            .values({
              volunteer_id: requester.volunteerId,
              task_id: row.id,
              report_id: row.report_id,
              accessed_at: now,
            })
            .execute();
        }
      }
    }
    return { ...this.toTask(row, requester.volunteerId, now), case: caseDetail, report, reporter_contact: contact };
  }
}

/** Whether an urgent task was submitted within its golden hours (which its deadline marks, when it has one). */
export function withinGoldenHours(task: { submitted_at: string | null; deadline: string | null }): boolean {
  if (task.submitted_at === null) return false;
  return task.deadline === null || task.submitted_at <= task.deadline;
}

/** A volunteer's approved tasks by type, approved within [from, to). */
export async function approvedByType(db: Db, volunteerId: number, from: string, to: string): Promise<ApprovedByType> {
  const rows = await db
    .selectFrom('volunteer_tasks')
    .select(['type', sql<number>`count(*)`.as('n')])
    .where('holder_id', '=', volunteerId)
    .where('status', '=', 'approved')
    .where('reviewed_at', '>=', from)
    .where('reviewed_at', '<', to)
    .groupBy('type')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.type, Number(row.n)]));
}

/**
 * What a volunteer's badges are computed from. Returns are counted from the `task_returned` notifications (the
 * one durable record of each return: a returned task is open again and may be approved for someone else).
 */
export async function badgeCounts(db: Db, volunteerId: number): Promise<BadgeCounts> {
  const approved = await db
    .selectFrom('volunteer_tasks')
    .select(['type', 'urgent', 'submitted_at', 'deadline', 'reviewed_at'])
    .where('holder_id', '=', volunteerId)
    .where('status', '=', 'approved')
    .execute();
  const returned = await db
    .selectFrom('volunteer_notifications')
    .select(sql<number>`count(*)`.as('n'))
    .where('volunteer_id', '=', volunteerId)
    .where('kind', '=', 'task_returned')
    .executeTakeFirstOrThrow();
  const ofType = (type: string) => approved.filter((row) => row.type === type).length;
  return {
    verification: ofType('verification'),
    social_media: ofType('social_media'),
    field_search: ofType('field_search'),
    approved: approved.length,
    reviewed: approved.length + Number(returned.n),
    weeks: approved.flatMap((row) => (row.reviewed_at ? [weekStartOf(new Date(row.reviewed_at))] : [])),
    urgent_in_golden: approved.filter((row) => row.urgent === 1 && withinGoldenHours(row)).length,
  };
}
