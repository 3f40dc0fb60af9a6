import { BADGE_IDS, weekStartOf } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { badgeStates } from '../modules/volunteers/badges.js';
import { VolunteerBoardRepository } from '../modules/volunteers/volunteer-tasks-board.repository.js';
import { badgeCounts } from '../modules/volunteers/volunteer-tasks.review.js';
import { suiteApp, TEST_DIALECT } from '../test/helpers.js';

// The demo volunteers' histories are earned the way a review earns points: a badge or a mission bonus in the
// demo is one its volunteer's approved tasks really reached, and every award told them as a review tells it.
describe(`the seeded volunteer histories (${TEST_DIALECT})`, () => {
  const t = suiteApp();

  const seeded = () => t.app.db.selectFrom('volunteers').select(['id', 'name']).where('is_demo', '=', 1).execute();

  it('hold the badges their approved tasks reach, each paid once with its bonus', async () => {
    const volunteers = await seeded();
    expect(volunteers.length).toBeGreaterThanOrEqual(13);
    const held = new Set<string>();
    for (const volunteer of volunteers) {
      const reached = badgeStates(await badgeCounts(new VolunteerBoardRepository(t.app.db), volunteer.id))
        .filter((badge) => badge.earned)
        .map((badge) => badge.id)
        .sort();
      const rows = await t.app.db
        .selectFrom('volunteer_badges')
        .select('badge')
        .where('volunteer_id', '=', volunteer.id)
        .execute();
      const paid = await t.app.db
        .selectFrom('volunteer_points')
        .select('badge')
        .where('volunteer_id', '=', volunteer.id)
        .where('reason', '=', 'badge_bonus')
        .execute();
      // A badge once earned stays: only the approval share can fall back below its goal after later returns.
      const kept = rows.map((row) => row.badge).sort();
      expect(kept, volunteer.name).toEqual(expect.arrayContaining(reached));
      expect(
        kept.filter((badge) => !reached.includes(badge as never)),
        volunteer.name,
      ).toEqual(kept.includes('social_guardian') && !reached.includes('social_guardian') ? ['social_guardian'] : []);
      expect(paid.map((row) => row.badge).sort(), volunteer.name).toEqual(kept);
      for (const badge of reached) held.add(badge);
    }
    // The demo shows most badges somewhere (only the golden-hours one needs urgent tasks, which history has none of).
    expect(held.size).toBeGreaterThanOrEqual(BADGE_IDS.length - 1);
  });

  it('pay a weekly mission only in a week whose approved tasks reached it', async () => {
    const missions = await t.app.db
      .selectFrom('volunteer_points')
      .select(['volunteer_id', 'mission', 'created_at'])
      .where('reason', '=', 'mission_bonus')
      .execute();
    expect(missions.length).toBeGreaterThan(0);
    for (const paid of missions) {
      const [id, week] = (paid.mission ?? '').split('@');
      expect(week).toBe(weekStartOf(new Date(paid.created_at)));
      const tasks = await t.app.db
        .selectFrom('volunteer_tasks')
        .select(['type', 'reviewed_at'])
        .where('holder_id', '=', paid.volunteer_id)
        .where('status', '=', 'approved')
        .execute();
      const inWeek = tasks.filter((task) => task.reviewed_at && weekStartOf(new Date(task.reviewed_at)) === week);
      const counted =
        id === 'weekly_verify'
          ? inWeek.filter((task) => task.type === 'verification')
          : id === 'weekly_share'
            ? inWeek.filter((task) => task.type === 'social_media')
            : inWeek;
      expect(counted.length, `${paid.mission}`).toBeGreaterThanOrEqual(id === 'weekly_verify' ? 3 : 5);
    }
  });

  it("show the demo volunteer's dashboard missions as completed exactly when their progress reached the goal", async () => {
    const demo = await t.app.inject({ method: 'POST', url: '/api/volunteer/auth/demo' });
    const dashboard = await t.app.inject({
      method: 'GET',
      url: '/api/volunteer/dashboard',
      headers: { authorization: `Bearer ${demo.json().token}` },
    });
    expect(dashboard.statusCode).toBe(200);
    for (const mission of dashboard.json().data.missions as {
      kind: string;
      progress: number;
      goal: number;
      completed: boolean;
    }[]) {
      if (mission.kind === 'weekly') expect(mission.completed).toBe(mission.progress >= mission.goal);
    }
  });

  it('told every award as a review tells it, the recent ones unread', async () => {
    const demo = (await seeded()).find((volunteer) => volunteer.name === 'Minh An (demo)');
    const notices = await t.app.db
      .selectFrom('volunteer_notifications')
      .select(['kind', 'read_at', 'created_at'])
      .where('volunteer_id', '=', demo!.id)
      .execute();
    const approvals = await t.app.db
      .selectFrom('volunteer_points')
      .select('id')
      .where('volunteer_id', '=', demo!.id)
      .where('reason', '=', 'task_approved')
      .execute();
    expect(notices.filter((notice) => notice.kind === 'task_approved')).toHaveLength(approvals.length);
    const twoDaysAgo = Date.now() - 2 * 86_400_000;
    for (const notice of notices) {
      expect(notice.read_at === null, notice.created_at).toBe(Date.parse(notice.created_at) > twoDaysAgo);
    }
  });
});
