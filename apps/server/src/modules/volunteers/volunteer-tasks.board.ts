import {
  weekBounds,
  weekStartOf,
  type Badge,
  type LeaderboardEntry,
  type LeaderboardPeriod,
  type LedgerEntry,
  type Mission,
  type TaskType,
  type VolunteerDashboard,
  type VolunteerNotification,
} from '@site/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { paged, pageWindow, type Page, type PageQuery } from '../../lib/paging.js';
import { HttpError } from '../../plugins/errors.js';
import { badgeStates } from './badges.js';
import { daysLeft, missionProgress, weeklyMissionKey, weeklyMissions, challengeKey } from './missions.js';
import type { VolunteerViews } from './volunteer-view.js';
import { approvedByType, badgeCounts, type VolunteerTasksService } from './volunteer-tasks.service.js';

const NOT_FOUND = 'Not found.';

/**
 * What a volunteer reads about points and standing: the ledger, the leaderboards (the week's, Monday to Sunday
 * in Vietnam time, and all time; active volunteers only, ties by id), the dashboard and the notifications.
 */
export class VolunteerBoard {
  constructor(
    private readonly db: Db,
    private readonly views: VolunteerViews,
    private readonly tasks: VolunteerTasksService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The ledger, newest first, with the kept totals. */
  async points(
    volunteerId: number,
    query: PageQuery,
  ): Promise<Page<LedgerEntry> & { usable_points: number; lifetime_points: number }> {
    const totals = await this.db
      .selectFrom('volunteers')
      .select(['usable_points', 'lifetime_points'])
      .where('id', '=', volunteerId)
      .executeTakeFirst();
    if (!totals) throw new HttpError(404, NOT_FOUND);
    const { limit, offset } = pageWindow(query);
    const [rows, count] = await Promise.all([
      this.db
        .selectFrom('volunteer_points')
        .select(['id', 'amount', 'reason', 'task_id', 'badge', 'mission', 'note', 'created_at'])
        .where('volunteer_id', '=', volunteerId)
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      this.db
        .selectFrom('volunteer_points')
        .select(sql<number>`count(*)`.as('n'))
        .where('volunteer_id', '=', volunteerId)
        .executeTakeFirstOrThrow(),
    ]);
    return {
      ...paged(rows as LedgerEntry[], Number(count.n), query),
      usable_points: totals.usable_points,
      lifetime_points: totals.lifetime_points,
    };
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
    const rows =
      period === 'week'
        ? await this.db
            .selectFrom('volunteer_week_points as w')
            .innerJoin('volunteers as v', 'v.id', 'w.volunteer_id')
            .select(['v.id', 'w.points'])
            .where('w.week_start', '=', week)
            .where('v.status', '=', 'active')
            .where('w.points', '>', 0)
            .orderBy('w.points', 'desc')
            .orderBy('v.id', 'asc')
            .limit(limit)
            .execute()
        : await this.db
            .selectFrom('volunteers as v')
            .select(['v.id', 'v.lifetime_points as points'])
            .where('v.status', '=', 'active')
            .orderBy('v.lifetime_points', 'desc')
            .orderBy('v.id', 'asc')
            .limit(limit)
            .execute();
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
    if (period === 'all') {
      const mine = await this.db
        .selectFrom('volunteers')
        .select('lifetime_points')
        .where('id', '=', volunteerId)
        .executeTakeFirstOrThrow();
      const points = mine.lifetime_points;
      const ahead = await this.db
        .selectFrom('volunteers')
        .select(sql<number>`count(*)`.as('n'))
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
        .select(sql<number>`count(*)`.as('n'))
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
          .select(sql<number>`count(*)`.as('n'))
          .where('status', '=', 'active')
          .where('id', '<', volunteerId)
          .executeTakeFirstOrThrow(),
        this.db
          .selectFrom('volunteer_week_points as w')
          .innerJoin('volunteers as v', 'v.id', 'w.volunteer_id')
          .select(sql<number>`count(*)`.as('n'))
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

  /** Badges with their progress and when they were earned. */
  async badges(volunteerId: number): Promise<Badge[]> {
    const [counts, earned] = await Promise.all([
      badgeCounts(this.db, volunteerId),
      this.db.selectFrom('volunteer_badges').selectAll().where('volunteer_id', '=', volunteerId).execute(),
    ]);
    const at = new Map(earned.map((row) => [row.badge, row.earned_at]));
    return badgeStates(counts).map((state) => ({
      id: state.id,
      earned_at: at.get(state.id) ?? null,
      progress: state.progress,
      goal: state.goal,
    }));
  }

  /** This week's missions and the running challenges, with the volunteer's progress. */
  async missions(volunteerId: number): Promise<Mission[]> {
    const at = this.now();
    const now = at.toISOString();
    const weekStart = weekStartOf(at);
    const week = weekBounds(weekStart);
    const [weekly, paid, challenges] = await Promise.all([
      approvedByType(this.db, volunteerId, week.starts_at, week.ends_at),
      this.db
        .selectFrom('volunteer_points')
        .select('mission')
        .where('volunteer_id', '=', volunteerId)
        .where('mission', 'is not', null)
        .execute(),
      this.db
        .selectFrom('volunteer_challenges')
        .selectAll()
        .where('starts_at', '<=', now)
        .where('ends_at', '>', now)
        .orderBy('ends_at')
        .execute(),
    ]);
    const done = new Set(paid.map((row) => row.mission));
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
      const rule = { type: challenge.type as TaskType | 'any', goal: challenge.goal };
      const approved = await approvedByType(this.db, volunteerId, challenge.starts_at, challenge.ends_at);
      missions.push({
        id: challengeKey(challenge.id),
        kind: 'challenge',
        title: challenge.title,
        description: challenge.description,
        type: rule.type,
        goal: challenge.goal,
        progress: Math.min(challenge.goal, missionProgress(rule, approved)),
        bonus: challenge.bonus,
        ends_at: challenge.ends_at,
        days_left: daysLeft(challenge.ends_at, at),
        completed: done.has(challengeKey(challenge.id)),
      });
    }
    return missions;
  }

  async unread(volunteerId: number): Promise<number> {
    const row = await this.db
      .selectFrom('volunteer_notifications')
      .select(sql<number>`count(*)`.as('n'))
      .where('volunteer_id', '=', volunteerId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async notifications(
    volunteerId: number,
    query: PageQuery,
  ): Promise<Page<VolunteerNotification> & { unread: number }> {
    const { limit, offset } = pageWindow(query);
    const [rows, count, unread] = await Promise.all([
      this.db
        .selectFrom('volunteer_notifications')
        .selectAll()
        .where('volunteer_id', '=', volunteerId)
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      this.db
        .selectFrom('volunteer_notifications')
        .select(sql<number>`count(*)`.as('n'))
        .where('volunteer_id', '=', volunteerId)
        .executeTakeFirstOrThrow(),
      this.unread(volunteerId),
    ]);
    const data = rows.map((row) => ({
      id: row.id,
      kind: row.kind as VolunteerNotification['kind'],
      params: JSON.parse(row.params) as VolunteerNotification['params'],
      read: row.read_at !== null,
      created_at: row.created_at,
    }));
    return { ...paged(data, Number(count.n), query), unread };
  }

  /** Marks the volunteer's notifications read (the given ones, or all); answers how many are still unread. */
  async markRead(volunteerId: number, ids: number[] | undefined): Promise<number> {
    let update = this.db
      .updateTable('volunteer_notifications')
      .set({ read_at: this.now().toISOString() })
      .where('volunteer_id', '=', volunteerId)
      .where('read_at', 'is', null);
    if (ids !== undefined) {
      if (ids.length === 0) return this.unread(volunteerId);
      update = update.where('id', 'in', ids);
    }
    await update.execute();
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
      const tasks = await this.db
        .selectFrom('volunteer_tasks')
        .select(sql<number>`count(*)`.as('n'))
        .where('holder_id', '=', top.id)
        .where('status', '=', 'approved')
        .where('reviewed_at', '>=', week.starts_at)
        .where('reviewed_at', '<', week.ends_at)
        .executeTakeFirstOrThrow();
      spotlight = {
        id: top.id,
        name: top.name,
        avatar_url: top.avatar_url,
        level: top.level,
        points: top.points,
        tasks: Number(tasks.n),
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

  async community(from: string, to: string): Promise<VolunteerDashboard['community']> {
    const now = this.now().toISOString();
    const [volunteers, completed, open, cases] = await Promise.all([
      this.db
        .selectFrom('volunteers')
        .select(sql<number>`count(*)`.as('n'))
        .where('status', '=', 'active')
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('volunteer_tasks')
        .select(sql<number>`count(*)`.as('n'))
        .where('status', '=', 'approved')
        .where('reviewed_at', '>=', from)
        .where('reviewed_at', '<', to)
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('volunteer_tasks')
        .select(sql<number>`count(*)`.as('n'))
        .where('status', 'in', ['open', 'claimed'])
        .where((eb) => eb.or([eb('status', '=', 'open'), eb('lock_expires_at', '<', now)]))
        .where((eb) => eb.or([eb('deadline', 'is', null), eb('deadline', '>', now)]))
        .executeTakeFirstOrThrow(),
      // Per case (few) through the tasks' case index, not over every approved task.
      this.db
        .selectFrom('reunion_cases as c')
        .select(sql<number>`count(*)`.as('n'))
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
      open_tasks: Number(open.n),
      cases_helped: Number(cases.n),
    };
  }
}
