import {
  levelOf,
  TASK_POINTS,
  TASK_RULES,
  TRUSTED_LEVEL,
  VOLUNTEER_CODES,
  type TaskDetail,
  type TaskDifficulty,
  type TaskFilter,
  type TaskMode,
  type VolunteerTask,
} from '@site/contracts';
import type { Db } from '../../db/database.js';
import { paged, pageWindow, type Page, type PageQuery } from '../../lib/paging.js';
import { HttpError } from '../../plugins/errors.js';
import { isProvince, provinceName } from './provinces.js';
import { VolunteerTaskSubjectsRepository } from './volunteer-task-subjects.repository.js';
import { VolunteerTasksRepository, type TaskRecord, type TaskWrite } from './volunteer-tasks.repository.js';

export type { TaskRecord, TaskWrite } from './volunteer-tasks.repository.js';

const HOUR_MS = 3_600_000;

/** The volunteer a request is made for (from the bearer session). */
export interface Requester {
  volunteerId: number;
  firstResponder: boolean;
}

/** A task a trusted volunteer proposes: always a verification task, with nothing of a report. */
export interface VolunteerTaskInput {
  title: string;
  description: string;
  mode: TaskMode;
  difficulty: TaskDifficulty;
  province_id: string | null;
  case_number: string | null;
  deadline: string | null;
}

/** Whether a claimed task's lock has run out at `now` (it is then open again for everyone). */
export function lockExpired(row: { status: string; lock_expires_at: string | null }, now: string): boolean {
  return row.status === 'claimed' && row.lock_expires_at !== null && row.lock_expires_at < now;
}

/**
 * A task as the API answers it to `viewerId` (null for a visitor): the lock's end only to its holder, the review
 * note only to the volunteer it was returned to; a verification task's subject is only the report's number and
 * province, never anything of the person or the family.
 */
export function toTask(row: TaskRecord, viewerId: number | null, now: string): VolunteerTask {
  const expired = lockExpired(row, now);
  const mine = viewerId !== null && row.holder_id === viewerId && !expired && row.status !== 'open';
  return {
    id: row.id,
    kind: row.kind,
    type: row.type,
    mode: row.mode,
    difficulty: row.difficulty,
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
    urgent: row.urgent,
    first_responder_only: row.first_responder_only,
    deadline: row.deadline,
    status: expired ? 'open' : row.status,
    mine,
    lock_expires_at: mine && row.status === 'claimed' ? row.lock_expires_at : null,
    review_note: viewerId !== null && row.returned_to_id === viewerId && row.status === 'open' ? row.review_note : null,
    created_at: row.created_at,
  };
}

/**
 * Volunteer tasks: the public list, a volunteer's own tasks, claiming (one conditional UPDATE that exactly one
 * of racing volunteers wins, with a lock that ends after some hours), releasing, submitting, reading one task,
 * creating and cancelling. `now` is the clock (tests move it). Built on a transaction, it works inside it.
 */
export class VolunteerTasksService {
  private readonly repo: VolunteerTasksRepository;
  private readonly subjects: VolunteerTaskSubjectsRepository;

  constructor(
    db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.repo = new VolunteerTasksRepository(db);
    this.subjects = new VolunteerTaskSubjectsRepository(db);
  }

  async row(id: number): Promise<TaskRecord> {
    const row = await this.repo.find(id);
    if (!row) throw new HttpError(404, VOLUNTEER_CODES.taskNotFound);
    return row;
  }

  toTask(row: TaskRecord, viewerId: number | null, now = this.now().toISOString()): VolunteerTask {
    return toTask(row, viewerId, now);
  }

  /** Claimed tasks whose lock ran out are open again; open tasks past their deadline are expired. */
  async sweep(): Promise<void> {
    await this.repo.sweep(this.now().toISOString());
  }

  /** The public list: urgent first, then the tasks of `provinceId`, then the newest. Nothing personal in it. */
  async list(
    query: PageQuery & { filter: TaskFilter; province_id?: string | undefined },
    viewerId: number | null = null,
  ): Promise<Page<VolunteerTask>> {
    await this.sweep();
    const { ids, total } = await this.repo.openPage(
      query.filter,
      query.province_id ?? null,
      pageWindow(query),
      this.now().toISOString(),
    );
    const rows = await this.repo.findMany(ids);
    const now = this.now().toISOString();
    return paged(
      rows.map((row) => toTask(row, viewerId, now)),
      total,
      query,
    );
  }

  /** How many tasks are open now. */
  async openCount(): Promise<number> {
    return this.repo.openCount(this.now().toISOString());
  }

  /** Tasks the volunteer holds now or has submitted for review. */
  async mine(volunteerId: number): Promise<VolunteerTask[]> {
    const now = this.now().toISOString();
    return (await this.repo.heldBy(volunteerId, now)).map((row) => toTask(row, volunteerId, now));
  }

  /** Whether a volunteer may review others' submissions and propose tasks (level 5 or higher). */
  async isTrusted(volunteerId: number): Promise<boolean> {
    return levelOf(await this.repo.lifetimePoints(volunteerId)).level >= TRUSTED_LEVEL;
  }

  /** Refuses a volunteer below the trusted level. */
  async assertTrusted(volunteerId: number): Promise<void> {
    if (!(await this.isTrusted(volunteerId))) throw new HttpError(403, VOLUNTEER_CODES.levelTooLow);
  }

  /**
   * Locks an open task to the volunteer with ONE conditional UPDATE: of volunteers claiming at once, exactly one
   * changes the row; the others change nothing and are told it was taken. A lock that ran out counts as open.
   */
  async claim(requester: Requester, id: number): Promise<VolunteerTask> {
    const at = this.now();
    const now = at.toISOString();
    const task = await this.row(id);
    if (task.first_responder_only && !requester.firstResponder)
      throw new HttpError(422, VOLUNTEER_CODES.firstResponderOnly);
    const claimable = task.status === 'open' || task.status === 'claimed';
    if (!claimable || (task.deadline !== null && task.deadline <= now))
      throw new HttpError(409, VOLUNTEER_CODES.taskNotOpen);
    if ((await this.repo.activeClaims(requester.volunteerId, now)) >= TASK_RULES.maxActiveClaims)
      throw new HttpError(409, VOLUNTEER_CODES.tooManyClaims);
    const hours = task.mode === 'offline' ? TASK_RULES.lockHoursOffline : TASK_RULES.lockHoursOnline;
    const lockEnds = new Date(at.getTime() + hours * HOUR_MS).toISOString();
    if (!(await this.repo.claim(id, requester, now, lockEnds))) throw new HttpError(409, VOLUNTEER_CODES.taskTaken);
    return this.toTask(await this.row(id), requester.volunteerId);
  }

  /** The holder gives a claimed task back: open again for everyone. */
  async release(volunteerId: number, id: number): Promise<VolunteerTask> {
    await this.row(id);
    if (!(await this.repo.release(id, volunteerId, this.now().toISOString())))
      throw new HttpError(409, VOLUNTEER_CODES.notYourTask);
    return this.toTask(await this.row(id), volunteerId);
  }

  /** The holder submits the task with what they did and how long it took; its lock no longer runs out. */
  async submit(volunteerId: number, id: number, input: { note: string; hours: number }): Promise<VolunteerTask> {
    await this.row(id);
    if (!(await this.repo.submit(id, volunteerId, input, this.now().toISOString())))
      throw new HttpError(409, VOLUNTEER_CODES.notYourTask);
    return this.toTask(await this.row(id), volunteerId);
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
      const found = await this.subjects.caseIdOf(input.case_number);
      if (found === undefined) errors.case_number = [VOLUNTEER_CODES.caseUnknown];
      else caseId = found;
    }
    if (input.province_id !== null && !isProvince(input.province_id))
      errors.province_id = [VOLUNTEER_CODES.provinceUnknown];
    const first = Object.values(errors)[0]?.[0];
    if (first) throw new HttpError(422, first, errors);
    return { caseId, deadline };
  }

  /** Inserts a task worth its difficulty's points; a platform task whose `source_key` exists is not made (null). */
  async insert(write: TaskWrite, at: Date = this.now()): Promise<number | null> {
    return this.repo.insert({ ...write, points: TASK_POINTS[write.difficulty] }, at.toISOString());
  }

  /** A trusted volunteer's own verification task (no report, no bonus, never urgent). */
  async createByVolunteer(volunteerId: number, input: VolunteerTaskInput): Promise<VolunteerTask> {
    await this.assertTrusted(volunteerId);
    const { caseId, deadline } = await this.checkTaskInput(input);
    const id = await this.insert({
      kind: 'custom',
      type: 'verification',
      mode: input.mode,
      difficulty: input.difficulty,
      title: input.title,
      description: input.description,
      case_id: caseId,
      report_id: null,
      province_id: input.province_id,
      language: null,
      bonus: 0,
      urgent: false,
      first_responder_only: false,
      needs_contact: false,
      deadline,
      created_by: `volunteer:${volunteerId}`,
      source_key: null,
    });
    return this.toTask(await this.row(id!), volunteerId);
  }

  /** The owner cancels an open or claimed task. */
  async cancel(id: number): Promise<TaskRecord> {
    await this.row(id);
    if (!(await this.repo.cancel(id, this.now().toISOString()))) throw new HttpError(409, VOLUNTEER_CODES.taskNotOpen);
    return this.row(id);
  }

  /**
   * One task with what its reader needs: the holder, the volunteer who reviewed it, or a trusted volunteer for a
   * submission. The reporter's contact only to a first responder holding a verification task that needs it;
   * each such answer is logged for the owner.
   */
  async detail(requester: Requester, id: number): Promise<TaskDetail> {
    const now = this.now().toISOString();
    const row = await this.row(id);
    const holds = row.holder_id === requester.volunteerId && row.status === 'claimed' && !lockExpired(row, now);
    const held = row.holder_id === requester.volunteerId && ['submitted', 'approved'].includes(row.status);
    const reviewed = row.reviewed_by === `volunteer:${requester.volunteerId}`;
    const reviews = row.status === 'submitted' && (await this.isTrusted(requester.volunteerId));
    if (!holds && !held && !reviewed && !reviews) throw new HttpError(403, VOLUNTEER_CODES.notYourTask);
    const caseDetail = row.case_id === null ? null : ((await this.subjects.caseFacts(row.case_id)) ?? null);
    let report: TaskDetail['report'] = null;
    let contact: TaskDetail['reporter_contact'] = null;
    if (row.report_id !== null) {
      const found = await this.subjects.reportFacts(row.report_id);
      if (found) {
        const { contact: reporter, ...facts } = found;
        report = facts;
        if (holds && requester.firstResponder && row.needs_contact) {
          contact = reporter;
          await this.subjects.recordContactAccess(
            { volunteerId: requester.volunteerId, taskId: row.id, reportId: row.report_id },
            now,
          );
        }
      }
    }
    return { ...toTask(row, requester.volunteerId, now), case: caseDetail, report, reporter_contact: contact };
  }
}
