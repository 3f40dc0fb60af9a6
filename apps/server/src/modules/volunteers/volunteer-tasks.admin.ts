import {
  VOLUNTEER_CODES,
  type AdminTask,
  type AdminVolunteer,
  type TaskStatus,
  type TaskType,
  type VolunteerTask,
} from '@site/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { paged, pageWindow, type Page, type PageQuery } from '../../lib/paging.js';
import { HttpError } from '../../plugins/errors.js';
import { AuditRepository } from '../audit/audit.repository.js';
import { dialectOf } from '../../db/dialect.js';
import { containsText } from '../../db/search.js';
import { appendToLedger } from './ledger.js';
import type { VolunteerPublic, VolunteerViews } from './volunteer-view.js';
import type { TaskRow, VolunteerTasksService } from './volunteer-tasks.service.js';

const NOT_FOUND = 'Not found.';

export interface AdminTaskQuery extends PageQuery {
  search?: string | undefined;
  status?: TaskStatus | undefined;
  type?: TaskType | undefined;
}

/**
 * The owner's side of the volunteer tasks: the task list (the review queue is `submitted`), creating, reviewing
 * and cancelling tasks, challenges, spends and corrections of points (never below zero usable points), and the
 * log of every reading of a reporter's contact. Every change is audited.
 */
export class VolunteerTasksAdmin {
  private readonly audit: AuditRepository;

  constructor(
    private readonly db: Db,
    private readonly views: VolunteerViews,
    private readonly tasks: VolunteerTasksService,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.audit = new AuditRepository(db);
  }

  /** Tasks as the owner reads them, with their holder (public view) and submission. */
  async toAdmin(rows: TaskRow[]): Promise<AdminTask[]> {
    const holders = new Map<number, VolunteerPublic>(
      (await this.views.publicOf(rows.flatMap((row) => (row.holder_id === null ? [] : [row.holder_id])))).map(
        (person) => [person.id, person],
      ),
    );
    const now = this.now().toISOString();
    return rows.map((row) => {
      const task: VolunteerTask = this.tasks.toTask(row, null, now);
      return {
        ...task,
        subject: { ...task.subject, case_number: row.case_number },
        lock_expires_at: row.status === 'claimed' ? row.lock_expires_at : null,
        review_note: row.review_note,
        holder: row.holder_id === null ? null : (holders.get(row.holder_id) ?? null),
        submitted_at: row.submitted_at,
        submission_note: row.submission_note,
        hours: row.hours,
        reviewed_by: row.reviewed_by,
        created_by: row.created_by,
      };
    });
  }

  async one(id: number): Promise<AdminTask> {
    const [task] = await this.toAdmin([await this.tasks.row(id)]);
    return task!;
  }

  async list(query: AdminTaskQuery): Promise<Page<AdminTask>> {
    let base = this.db
      .selectFrom('volunteer_tasks as t')
      .leftJoin('reunion_cases as c', 'c.id', 't.case_id')
      .leftJoin('missing_person_reports as r', 'r.id', 't.report_id');
    if (query.status) base = base.where('t.status', '=', query.status);
    if (query.type) base = base.where('t.type', '=', query.type);
    if (query.search) {
      const text = query.search;
      base = base.where((eb) =>
        eb.or([
          containsText(eb.ref('t.title'), text),
          containsText(eb.ref('c.case_number'), text),
          containsText(eb.ref('r.case_number'), text),
        ]),
      );
    }
    const { limit, offset } = pageWindow(query);
    const order = query.status === 'submitted' ? 't.submitted_at' : 't.created_at';
    const [rows, count] = await Promise.all([
      base
        .selectAll('t')
        .select(['c.case_number as case_number', 'r.case_number as report_ref'])
        .orderBy(order, query.status === 'submitted' ? 'asc' : 'desc')
        .orderBy('t.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return paged(await this.toAdmin(rows), Number(count.n), query);
  }

  async create(
    actor: string,
    input: {
      title: string;
      description: string;
      type: TaskType;
      mode: 'online' | 'offline';
      difficulty: 'easy' | 'medium' | 'hard';
      province_id: string | null;
      case_number: string | null;
      deadline: string | null;
      bonus: number;
      urgent: boolean;
      first_responder_only: boolean;
    },
  ): Promise<AdminTask> {
    const { caseId, deadline } = await this.tasks.checkTaskInput(input);
    const id = await this.tasks.insert(this.db, {
      kind: 'custom',
      type: input.type,
      mode: input.mode,
      difficulty: input.difficulty,
      title: input.title,
      description: input.description,
      case_id: caseId,
      report_id: null,
      province_id: input.province_id,
      language: null,
      bonus: input.bonus,
      urgent: input.urgent,
      first_responder_only: input.first_responder_only,
      needs_contact: false,
      deadline,
      created_by: actor,
      source_key: null,
    });
    await this.audit.record(actor, 'volunteer-task.created', input.title);
    return this.one(id!);
  }

  async review(actor: string, id: number, input: { decision: 'approve' | 'return'; note: string }): Promise<AdminTask> {
    const row = await this.tasks.review({ kind: 'owner', email: actor }, id, input);
    await this.audit.record(actor, 'volunteer-task.reviewed', `#${id}: ${input.decision}`);
    const [task] = await this.toAdmin([row]);
    return task!;
  }

  async cancel(actor: string, id: number): Promise<AdminTask> {
    const row = await this.tasks.cancel(id);
    await this.audit.record(actor, 'volunteer-task.cancelled', `#${id}`);
    const [task] = await this.toAdmin([row]);
    return task!;
  }

  /**
   * A spend (negative) or a correction recorded in the ledger; a spend never takes usable points below zero.
   * The check and the entry are one transaction with the volunteer's row locked where the database can.
   */
  async points(actor: string, volunteerId: number, input: { amount: number; note: string }): Promise<AdminVolunteer> {
    await this.db.transaction().execute(async (trx) => {
      const volunteer = await trx
        .selectFrom('volunteers')
        .select(['usable_points', 'status'])
        .where('id', '=', volunteerId)
        .$if(dialectOf(trx) !== 'sqlite', (q) => q.forUpdate())
        .executeTakeFirst();
      if (!volunteer || volunteer.status === 'deleted') throw new HttpError(404, NOT_FOUND);
      if (volunteer.usable_points + input.amount < 0) throw new HttpError(422, VOLUNTEER_CODES.notEnoughPoints);
      await appendToLedger(
        trx,
        {
          volunteerId,
          amount: input.amount,
          reason: input.amount < 0 ? 'redemption' : 'adjustment',
          note: input.note,
        },
        this.now(),
      );
    });
    await this.audit.record(actor, 'volunteer.points_recorded', `#${volunteerId}: ${input.amount}`);
    return this.volunteer(volunteerId);
  }

  /** A volunteer as the owner reads them after a change of points. */
  async volunteer(id: number): Promise<AdminVolunteer> {
    const own = await this.views.own(id);
    const row = await this.db
      .selectFrom('volunteers')
      .select(['status', 'last_active_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!own || !row) throw new HttpError(404, NOT_FOUND);
    const active = await this.db
      .selectFrom('volunteer_tasks')
      .select(sql<number>`count(*)`.as('n'))
      .where('holder_id', '=', id)
      .where('status', '=', 'claimed')
      .where('lock_expires_at', '>=', this.now().toISOString())
      .executeTakeFirstOrThrow();
    return {
      ...own,
      status: row.status as AdminVolunteer['status'],
      active_tasks: Number(active.n),
      last_active_at: row.last_active_at,
    };
  }

  async challenges() {
    const rows = await this.db.selectFrom('volunteer_challenges').selectAll().orderBy('id', 'desc').execute();
    const counts = await this.db
      .selectFrom('volunteer_points')
      .select(['mission', sql<number>`count(*)`.as('n')])
      .where('reason', '=', 'challenge_bonus')
      .groupBy('mission')
      .execute();
    const by = new Map(counts.map((row) => [row.mission, Number(row.n)]));
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      type: row.type as TaskType | 'any',
      goal: row.goal,
      bonus: row.bonus,
      starts_at: row.starts_at,
      ends_at: row.ends_at,
      completed_by: by.get(`challenge:${row.id}`) ?? 0,
    }));
  }

  async createChallenge(
    actor: string,
    input: {
      title: string;
      description: string;
      type: TaskType | 'any';
      goal: number;
      bonus: number;
      starts_at: string;
      ends_at: string;
    },
  ) {
    const row = await this.db
      .insertInto('volunteer_challenges')
      .values({
        title: input.title,
        description: input.description,
        type: input.type,
        goal: input.goal,
        bonus: input.bonus,
        starts_at: new Date(input.starts_at).toISOString(),
        ends_at: new Date(input.ends_at).toISOString(),
        created_at: this.now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.audit.record(actor, 'volunteer-challenge.created', input.title);
    return (await this.challenges()).find((challenge) => challenge.id === row.id)!;
  }

  /** Every reading of a reporter's contact, newest first: who, which task, which report. */
  async contactAccess(query: PageQuery) {
    const { limit, offset } = pageWindow(query);
    const [rows, count] = await Promise.all([
      this.db
        .selectFrom('volunteer_contact_access as a')
        .innerJoin('missing_person_reports as r', 'r.id', 'a.report_id')
        .select(['a.id', 'a.volunteer_id', 'a.task_id', 'r.case_number as report_ref', 'a.accessed_at'])
        .orderBy('a.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      this.db
        .selectFrom('volunteer_contact_access')
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    const people = new Map((await this.views.publicOf(rows.map((row) => row.volunteer_id))).map((p) => [p.id, p]));
    const data = rows.map((row) => ({
      id: row.id,
      volunteer: people.get(row.volunteer_id) ?? { id: row.volunteer_id, name: '', avatar_url: null, level: 1 },
      task_id: row.task_id,
      report_ref: row.report_ref,
      accessed_at: row.accessed_at,
    }));
    return paged(data, Number(count.n), query);
  }
}
