import {
  VOLUNTEER_CODES,
  type AdminTask,
  type AdminVolunteer,
  type TaskStatus,
  type TaskType,
  type VolunteerTask,
} from '@site/contracts';
import type { Db } from '../../db/database.js';
import { paged, pageWindow, type Page, type PageQuery } from '../../lib/paging.js';
import { HttpError } from '../../plugins/errors.js';
import { AuditRepository } from '../audit/audit.repository.js';
import type { VolunteerPublic, VolunteerViews } from './volunteer-view.js';
import { VolunteerTaskSubjectsRepository } from './volunteer-task-subjects.repository.js';
import { VolunteerBoardRepository } from './volunteer-tasks-board.repository.js';
import { VolunteerTasksRepository, type TaskRecord } from './volunteer-tasks.repository.js';
import type { VolunteerTaskReviews } from './volunteer-tasks.review.js';
import type { VolunteerTasksService } from './volunteer-tasks.service.js';

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
  private readonly repo: VolunteerTasksRepository;
  private readonly board: VolunteerBoardRepository;
  private readonly subjects: VolunteerTaskSubjectsRepository;

  constructor(
    private readonly db: Db,
    private readonly views: VolunteerViews,
    private readonly tasks: VolunteerTasksService,
    private readonly reviews: VolunteerTaskReviews,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.audit = new AuditRepository(db);
    this.repo = new VolunteerTasksRepository(db);
    this.board = new VolunteerBoardRepository(db);
    this.subjects = new VolunteerTaskSubjectsRepository(db);
  }

  /** Tasks as the owner reads them, with their holder (public view) and submission. */
  async toAdmin(rows: TaskRecord[]): Promise<AdminTask[]> {
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
    const { rows, total } = await this.repo.adminPage({
      search: query.search,
      status: query.status,
      type: query.type,
      ...pageWindow(query),
    });
    return paged(await this.toAdmin(rows), total, query);
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
    const id = await this.tasks.insert({
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
    const row = await this.reviews.review({ kind: 'owner', email: actor }, id, input);
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
      const board = new VolunteerBoardRepository(trx);
      const volunteer = await board.lockForSpend(volunteerId);
      if (!volunteer || volunteer.deleted) throw new HttpError(404, NOT_FOUND);
      if (volunteer.usable + input.amount < 0) throw new HttpError(422, VOLUNTEER_CODES.notEnoughPoints);
      await board.ledger(
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
    const facts = await this.board.adminFacts(id, this.now().toISOString());
    if (!own || !facts) throw new HttpError(404, NOT_FOUND);
    return { ...own, status: facts.status, active_tasks: facts.active_tasks, last_active_at: facts.last_active_at };
  }

  async challenges() {
    return this.board.challenges();
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
    const id = await this.board.createChallenge(
      {
        title: input.title,
        description: input.description,
        type: input.type,
        goal: input.goal,
        bonus: input.bonus,
        starts_at: new Date(input.starts_at).toISOString(),
        ends_at: new Date(input.ends_at).toISOString(),
      },
      this.now().toISOString(),
    );
    await this.audit.record(actor, 'volunteer-challenge.created', input.title);
    return (await this.challenges()).find((challenge) => challenge.id === id)!;
  }

  /** Every reading of a reporter's contact, newest first: who, which task, which report. */
  async contactAccess(query: PageQuery) {
    const { rows, total } = await this.subjects.contactAccessPage(pageWindow(query));
    const people = new Map((await this.views.publicOf(rows.map((row) => row.volunteer_id))).map((p) => [p.id, p]));
    const data = rows.map((row) => ({
      id: row.id,
      volunteer: people.get(row.volunteer_id) ?? { id: row.volunteer_id, name: '', avatar_url: null, level: 1 },
      task_id: row.task_id,
      report_ref: row.report_ref,
      accessed_at: row.accessed_at,
    }));
    return paged(data, total, query);
  }
}
