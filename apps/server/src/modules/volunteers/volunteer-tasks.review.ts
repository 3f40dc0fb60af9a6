import {
  BADGES,
  levelOf,
  VOLUNTEER_CODES,
  weekBounds,
  weekStartOf,
  type TaskSubmission,
  type VolunteerTask,
} from '@site/contracts';
import type { Db } from '../../db/database.js';
import { paged, pageWindow, type Page, type PageQuery } from '../../lib/paging.js';
import { HttpError } from '../../plugins/errors.js';
import { badgeStates, type BadgeCounts } from './badges.js';
import { challengeKey, missionReached, weeklyMissionKey, weeklyMissions } from './missions.js';
import type { VolunteerViews } from './volunteer-view.js';
import { VolunteerBoardRepository } from './volunteer-tasks-board.repository.js';
import { VolunteerTasksRepository, type TaskRecord } from './volunteer-tasks.repository.js';
import { toTask, type VolunteerTasksService } from './volunteer-tasks.service.js';

/** Who reviews a submission: the site owner (by email) or a trusted volunteer. */
export type Reviewer = { kind: 'owner'; email: string } | { kind: 'volunteer'; id: number };

export interface ReviewInput {
  decision: 'approve' | 'return';
  note: string;
}

/** Whether an urgent task was submitted within its golden hours (which its deadline marks, when it has one). */
export function withinGoldenHours(task: { submitted_at: string | null; deadline: string | null }): boolean {
  if (task.submitted_at === null) return false;
  return task.deadline === null || task.submitted_at <= task.deadline;
}

/**
 * What a volunteer's badges are computed from. Returns are counted from the `task_returned` notifications (the
 * one durable record of each return: a returned task is open again and may be approved for someone else).
 */
export async function badgeCounts(board: VolunteerBoardRepository, volunteerId: number): Promise<BadgeCounts> {
  const approved = await board.approvedTasks(volunteerId);
  const returned = await board.returnedCount(volunteerId);
  const ofType = (type: string) => approved.filter((row) => row.type === type).length;
  return {
    verification: ofType('verification'),
    social_media: ofType('social_media'),
    field_search: ofType('field_search'),
    approved: approved.length,
    reviewed: approved.length + returned,
    weeks: approved.flatMap((row) => (row.reviewed_at ? [weekStartOf(new Date(row.reviewed_at))] : [])),
    urgent_in_golden: approved.filter((row) => row.urgent && withinGoldenHours(row)).length,
  };
}

/**
 * Reviews of submitted tasks, by the owner or a trusted volunteer. Approval pays, in ONE transaction: the task's
 * points, its bonus (an urgent task's only when submitted within its golden hours), then the badges and missions
 * it completes (the ledger's unique indexes pay each once), with the notifications. A return opens the task
 * again with the note for its volunteer.
 */
export class VolunteerTaskReviews {
  private readonly repo: VolunteerTasksRepository;

  constructor(
    private readonly db: Db,
    private readonly tasks: VolunteerTasksService,
    private readonly views: VolunteerViews,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.repo = new VolunteerTasksRepository(db);
  }

  /** Other volunteers' submissions waiting for review, oldest first (a reviewer never sees their own here). */
  async submissions(reviewerId: number, query: PageQuery): Promise<Page<TaskSubmission>> {
    await this.tasks.assertTrusted(reviewerId);
    const { rows, total } = await this.repo.submissionsPage(reviewerId, pageWindow(query));
    const people = new Map(
      (await this.views.publicOf(rows.flatMap((row) => (row.holder_id === null ? [] : [row.holder_id])))).map((p) => [
        p.id,
        p,
      ]),
    );
    const now = this.now().toISOString();
    const data = rows.flatMap((row) => {
      const volunteer = row.holder_id === null ? undefined : people.get(row.holder_id);
      if (!volunteer) return [];
      return [
        {
          ...toTask(row, reviewerId, now),
          volunteer,
          submitted_at: row.submitted_at ?? row.updated_at,
          submission_note: row.submission_note ?? '',
          hours: row.hours ?? 0,
        },
      ];
    });
    return paged(data, total, query);
  }

  /** A trusted volunteer's review, answered as the task now reads to them. */
  async reviewAsVolunteer(volunteerId: number, id: number, input: ReviewInput): Promise<VolunteerTask> {
    const row = await this.review({ kind: 'volunteer', id: volunteerId }, id, input);
    return toTask(row, volunteerId, this.now().toISOString());
  }

  /** Approves or returns a submission; answers the task after it. */
  async review(reviewer: Reviewer, id: number, input: ReviewInput): Promise<TaskRecord> {
    const task = await this.tasks.row(id);
    if (reviewer.kind === 'volunteer') {
      await this.tasks.assertTrusted(reviewer.id);
      if (task.holder_id === reviewer.id) throw new HttpError(403, VOLUNTEER_CODES.ownSubmission);
    }
    if (task.status !== 'submitted' || task.holder_id === null) throw new HttpError(409, VOLUNTEER_CODES.taskNotOpen);
    const holder = task.holder_id;
    const at = this.now();
    const now = at.toISOString();
    const reviewedBy = reviewer.kind === 'owner' ? reviewer.email : `volunteer:${reviewer.id}`;
    await this.db.transaction().execute(async (trx) => {
      const repo = new VolunteerTasksRepository(trx);
      if (input.decision === 'return') {
        if (!(await repo.returnSubmission(id, holder, { note: input.note, reviewedBy }, now)))
          throw new HttpError(409, VOLUNTEER_CODES.taskNotOpen);
        await repo.notify([holder], 'task_returned', { task_id: id, kind: task.kind }, at);
        return;
      }
      if (!(await repo.approveSubmission(id, holder, { note: input.note || null, reviewedBy }, now)))
        throw new HttpError(409, VOLUNTEER_CODES.taskNotOpen);
      await award(new VolunteerBoardRepository(trx), task, holder, at);
    });
    return this.tasks.row(id);
  }
}

/** The payments and notifications of an approved task, in the approval's transaction (`board` is on it). */
async function award(board: VolunteerBoardRepository, task: TaskRecord, holder: number, at: Date): Promise<void> {
  const before = (await board.totals(holder))?.lifetime ?? 0;
  const entry = { volunteerId: holder, taskId: task.id };
  await board.ledger({ ...entry, amount: task.points, reason: 'task_approved' }, at);
  let earned = task.points;
  if (task.bonus > 0) {
    if (!task.urgent) {
      await board.ledger({ ...entry, amount: task.bonus, reason: 'task_bonus' }, at);
      earned += task.bonus;
    } else if (withinGoldenHours(task)) {
      await board.ledger({ ...entry, amount: task.bonus, reason: 'urgent_bonus' }, at);
      earned += task.bonus;
    }
  }
  await board.notify([holder], 'task_approved', { task_id: task.id, kind: task.kind, points: earned }, at);

  const counts = await badgeCounts(board, holder);
  const have = await board.earnedBadges(holder);
  for (const badge of badgeStates(counts)) {
    if (!badge.earned || have.has(badge.id)) continue;
    await board.addBadge(holder, badge.id, at);
    const bonus = BADGES[badge.id].bonus;
    await board.ledger({ volunteerId: holder, amount: bonus, reason: 'badge_bonus', badge: badge.id }, at);
    await board.notify([holder], 'badge_earned', { badge: badge.id, bonus }, at);
  }

  const paid = await board.paidMissions(holder);
  const weekStart = weekStartOf(at);
  const week = weekBounds(weekStart);
  const weekly = await board.approvedByType(holder, week.starts_at, week.ends_at);
  for (const mission of weeklyMissions(weekStart)) {
    const key = weeklyMissionKey(mission.id, weekStart);
    if (paid.has(key) || !missionReached(mission, weekly)) continue;
    await board.ledger({ volunteerId: holder, amount: mission.bonus, reason: 'mission_bonus', mission: key }, at);
    await board.notify([holder], 'mission_completed', { mission: mission.id, bonus: mission.bonus }, at);
  }
  for (const challenge of await board.runningChallenges(at.toISOString())) {
    const key = challengeKey(challenge.id);
    if (paid.has(key)) continue;
    const approved = await board.approvedByType(holder, challenge.starts_at, challenge.ends_at);
    if (!missionReached(challenge, approved)) continue;
    await board.ledger({ volunteerId: holder, amount: challenge.bonus, reason: 'challenge_bonus', mission: key }, at);
    await board.notify(
      [holder],
      'mission_completed',
      { mission: key, title: challenge.title, bonus: challenge.bonus },
      at,
    );
  }

  const after = (await board.totals(holder))?.lifetime ?? 0;
  const levelBefore = levelOf(before);
  const levelAfter = levelOf(after);
  if (levelAfter.level !== levelBefore.level)
    await board.notify([holder], 'level_up', { level: levelAfter.level, key: levelAfter.key }, at);
}
