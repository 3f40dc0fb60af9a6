import {
  weekBounds,
  weekStartOf,
  type Badge,
  type LeaderboardEntry,
  type LeaderboardPeriod,
  type LedgerEntry,
  type Mission,
  type VolunteerDashboard,
  type VolunteerNotification,
} from '@site/contracts';
import type { Db } from '../../db/database.js';
import { paged, pageWindow, type Page, type PageQuery } from '../../lib/paging.js';
import { HttpError } from '../../plugins/errors.js';
import { badgeStates } from './badges.js';
import { daysLeft, missionProgress, weeklyMissionKey, weeklyMissions, challengeKey } from './missions.js';
import type { VolunteerViews } from './volunteer-view.js';
import { VolunteerBoardRepository } from './volunteer-tasks-board.repository.js';
import { badgeCounts } from './volunteer-tasks.review.js';
import type { VolunteerTasksService } from './volunteer-tasks.service.js';

const NOT_FOUND = 'Not found.';

/**
 * What a volunteer reads about points and standing: the ledger, the leaderboards (the week's, Monday to Sunday
 * in Vietnam time, and all time; active volunteers only, ties by id), the dashboard and the notifications.
 */
export class VolunteerBoard {
  private readonly repo: VolunteerBoardRepository;

  constructor(
    db: Db,
    private readonly views: VolunteerViews,
    private readonly tasks: VolunteerTasksService,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.repo = new VolunteerBoardRepository(db);
  }

  /** The ledger, newest first, with the kept totals. */
  async points(
    volunteerId: number,
    query: PageQuery,
  ): Promise<Page<LedgerEntry> & { usable_points: number; lifetime_points: number }> {
    const totals = await this.repo.totals(volunteerId);
    if (!totals) throw new HttpError(404, NOT_FOUND);
    const { rows, total } = await this.repo.ledgerPage(volunteerId, pageWindow(query));
    return { ...paged(rows, total, query), usable_points: totals.usable, lifetime_points: totals.lifetime };
  }

  /** The top `limit` of a period, with the volunteer's own rank and points (also when outside the list). */
  async leaderboard(
    volunteerId: number | null,
    period: LeaderboardPeriod,
    limit: number,
  ): Promise<{
    period: LeaderboardPeriod;
    since: string | null;
    data: LeaderboardEntry[];
    me: { rank: number; points: number };
  }> {
    const week = weekStartOf(this.now());
    const rows = period === 'week' ? await this.repo.weekTop(week, limit) : await this.repo.allTimeTop(limit);
    const people = new Map((await this.views.publicOf(rows.map((row) => row.id))).map((p) => [p.id, p]));
    const data = rows.flatMap((row, index) => {
      const person = people.get(row.id);
      return person ? [{ ...person, rank: index + 1, points: row.points }] : [];
    });
    const me = volunteerId === null ? { rank: 0, points: 0 } : await this.rankOf(volunteerId, period, week);
    return { period, since: period === 'week' ? week : null, data, me };
  }

  /** A volunteer's place: 1 + those with more points + those with as many and a smaller id. */
  async rankOf(
    volunteerId: number,
    period: LeaderboardPeriod,
    week: string,
  ): Promise<{ rank: number; points: number }> {
    return period === 'all' ? this.repo.allTimeRank(volunteerId) : this.repo.weekRank(volunteerId, week);
  }

  /** Badges with their progress and when they were earned. */
  async badges(volunteerId: number): Promise<Badge[]> {
    const [counts, earned] = await Promise.all([
      badgeCounts(this.repo, volunteerId),
      this.repo.earnedBadges(volunteerId),
    ]);
    return badgeStates(counts).map((state) => ({
      id: state.id,
      earned_at: earned.get(state.id) ?? null,
      progress: state.progress,
      goal: state.goal,
    }));
  }

  /** This week's missions and the running challenges, with the volunteer's progress. */
  async missions(volunteerId: number): Promise<Mission[]> {
    const at = this.now();
    const weekStart = weekStartOf(at);
    const week = weekBounds(weekStart);
    const [weekly, done, challenges] = await Promise.all([
      this.repo.approvedByType(volunteerId, week.starts_at, week.ends_at),
      this.repo.paidMissions(volunteerId),
      this.repo.runningChallenges(at.toISOString()),
    ]);
    const missions: Mission[] = weeklyMissions(weekStart).map((mission) => ({
      id: mission.id,
      kind: 'weekly',
      title: null,
      description: null,
      type: mission.type,
      goal: mission.goal,
      progress: Math.min(mission.goal, missionProgress(mission, weekly)),
      bonus: mission.bonus,
      ends_at: mission.ends_at,
      days_left: daysLeft(mission.ends_at, at),
      completed: done.has(weeklyMissionKey(mission.id, weekStart)),
    }));
    for (const challenge of challenges) {
      const approved = await this.repo.approvedByType(volunteerId, challenge.starts_at, challenge.ends_at);
      missions.push({
        id: challengeKey(challenge.id),
        kind: 'challenge',
        title: challenge.title,
        description: challenge.description,
        type: challenge.type,
        goal: challenge.goal,
        progress: Math.min(challenge.goal, missionProgress(challenge, approved)),
        bonus: challenge.bonus,
        ends_at: challenge.ends_at,
        days_left: daysLeft(challenge.ends_at, at),
        completed: done.has(challengeKey(challenge.id)),
      });
    }
    return missions;
  }

  async unread(volunteerId: number): Promise<number> {
    return this.repo.unread(volunteerId);
  }

  async notifications(
    volunteerId: number,
    query: PageQuery,
  ): Promise<Page<VolunteerNotification> & { unread: number }> {
    const [{ rows, total }, unread] = await Promise.all([
      this.repo.notificationsPage(volunteerId, pageWindow(query)),
      this.unread(volunteerId),
    ]);
    return { ...paged(rows, total, query), unread };
  }

  /** Marks the volunteer's notifications read (the given ones, or all); answers how many are still unread. */
  async markRead(volunteerId: number, ids: number[] | undefined): Promise<number> {
    if (ids === undefined || ids.length > 0) await this.repo.markRead(volunteerId, ids, this.now().toISOString());
    return this.unread(volunteerId);
  }

  /** Everything the dashboard shows, each from the database. */
  async dashboard(volunteerId: number): Promise<VolunteerDashboard> {
    const volunteer = await this.views.own(volunteerId);
    if (!volunteer) throw new HttpError(404, NOT_FOUND);
    const at = this.now();
    const weekStart = weekStartOf(at);
    const week = weekBounds(weekStart);
    const province = volunteer.province_id ?? undefined;
    const available = await this.tasks.list(
      { filter: 'all', province_id: province, page: 1, per_page: 30 },
      volunteerId,
    );
    const takeable = available.data.filter((task) => !task.first_responder_only || volunteer.first_responder);
    const urgent = takeable.find((task) => task.urgent) ?? null;
    const featured = [...takeable].sort((a, b) => b.points + b.bonus - (a.points + a.bonus) || b.id - a.id)[0] ?? null;
    const [badges, missions, myTasks, weekBoard, allBoard, community, unread] = await Promise.all([
      this.badges(volunteerId),
      this.missions(volunteerId),
      this.tasks.mine(volunteerId),
      this.leaderboard(null, 'week', 5),
      this.leaderboard(null, 'all', 5),
      this.community(week.starts_at, week.ends_at),
      this.unread(volunteerId),
    ]);
    const top = weekBoard.data[0];
    let spotlight: VolunteerDashboard['spotlight'] = null;
    if (top) {
      const tasks = await this.repo.approvedCount(top.id, week.starts_at, week.ends_at);
      spotlight = {
        id: top.id,
        name: top.name,
        avatar_url: top.avatar_url,
        level: top.level,
        points: top.points,
        tasks,
      };
    }
    return {
      volunteer,
      badges,
      missions,
      urgent_task: urgent,
      featured_task: featured,
      my_tasks: myTasks,
      available_tasks: takeable.slice(0, 6),
      leaderboards: { week: weekBoard.data, all: allBoard.data },
      community,
      spotlight,
      unread_notifications: unread,
    };
  }

  /** The community's figures of the dashboard; the week's completed tasks are those approved in [from, to). */
  async community(from: string, to: string): Promise<VolunteerDashboard['community']> {
    const [figures, open] = await Promise.all([this.repo.community(from, to), this.tasks.openCount()]);
    return {
      volunteers: figures.volunteers,
      tasks_completed_week: figures.tasks_completed_week,
      open_tasks: open,
      cases_helped: figures.cases_helped,
    };
  }
}
