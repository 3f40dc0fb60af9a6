import {
  BADGES,
  challengeListSchema,
  challengeSavedSchema,
  ledgerResponseSchema,
  volunteerDashboardResponseSchema,
  WEEKLY_MISSIONS,
  weekStartOf,
} from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { suiteAdminHeaders, suiteApp, TEST_DIALECT } from '../../test/helpers.js';
import { asVolunteer, completeTask, makeTask, makeVolunteer, type TestVolunteer } from '../../test/volunteer-tasks.js';
import { ledgerTotals } from './ledger.js';

const mission = (id: string) => WEEKLY_MISSIONS.find((each) => each.id === id)!;

describe(`volunteer badges, missions and challenges (${TEST_DIALECT})`, () => {
  const t = suiteApp();
  const owner = suiteAdminHeaders(t);

  const ledgerOf = async (volunteer: TestVolunteer) =>
    ledgerResponseSchema.parse((await asVolunteer(t.app, volunteer).get('/api/volunteer/points?per_page=100')).json());
  const dashboardOf = async (volunteer: TestVolunteer) =>
    volunteerDashboardResponseSchema.parse((await asVolunteer(t.app, volunteer).get('/api/volunteer/dashboard')).json())
      .data;
  const complete = async (volunteer: TestVolunteer, count: number, over: Parameters<typeof makeTask>[1]) => {
    for (let i = 0; i < count; i++) await completeTask(t.app, volunteer, await makeTask(t.app, over), owner);
  };

  it('pays the weekly missions once each when reached, keyed by the week', async () => {
    const volunteer = await makeVolunteer(t.app);
    const share = mission('weekly_share');
    await complete(volunteer, share.goal - 1, { type: 'social_media' });
    expect((await ledgerOf(volunteer)).data.filter((entry) => entry.reason === 'mission_bonus')).toEqual([]);
    const before = (await dashboardOf(volunteer)).missions.find((each) => each.id === 'weekly_share')!;
    expect(before).toMatchObject({ kind: 'weekly', progress: share.goal - 1, goal: share.goal, completed: false });
    await complete(volunteer, 2, { type: 'social_media' });
    const week = weekStartOf(new Date());
    const bonuses = (await ledgerOf(volunteer)).data.filter((entry) => entry.reason === 'mission_bonus');
    expect(bonuses.map((entry) => [entry.mission, entry.amount]).sort()).toEqual([
      [`weekly_share@${week}`, share.bonus],
      [`weekly_tasks@${week}`, mission('weekly_tasks').bonus],
    ]);
    const after = (await dashboardOf(volunteer)).missions;
    expect(after.find((each) => each.id === 'weekly_share')).toMatchObject({ progress: share.goal, completed: true });
    expect(after.find((each) => each.id === 'weekly_verify')).toMatchObject({ progress: 0, completed: false });
    const notes = await asVolunteer(t.app, volunteer).get('/api/volunteer/notifications?per_page=100');
    const completed = (notes.json().data as { kind: string }[]).filter((note) => note.kind === 'mission_completed');
    expect(completed).toHaveLength(2);
    const totals = await ledgerTotals(t.app.db, volunteer.id);
    expect(totals).toEqual({
      usable: (await ledgerOf(volunteer)).usable_points,
      lifetime: (await ledgerOf(volunteer)).lifetime_points,
    });
  });

  it('earns a badge once, with its bonus and a notification, and shows progress on the dashboard', async () => {
    const volunteer = await makeVolunteer(t.app);
    const goal = BADGES.search_hero.goal;
    await complete(volunteer, goal - 1, { type: 'field_search', mode: 'offline' });
    const progress = (await dashboardOf(volunteer)).badges.find((badge) => badge.id === 'search_hero')!;
    expect(progress).toEqual({ id: 'search_hero', earned_at: null, progress: goal - 1, goal });
    await complete(volunteer, 2, { type: 'field_search', mode: 'offline' });
    const badges = (await ledgerOf(volunteer)).data.filter((entry) => entry.reason === 'badge_bonus');
    expect(badges.map((entry) => [entry.badge, entry.amount])).toEqual([['search_hero', BADGES.search_hero.bonus]]);
    const shown = (await dashboardOf(volunteer)).badges.find((badge) => badge.id === 'search_hero')!;
    expect(shown.earned_at).not.toBeNull();
    const rows = await t.app.db
      .selectFrom('volunteer_badges')
      .selectAll()
      .where('volunteer_id', '=', volunteer.id)
      .execute();
    expect(rows.map((row) => row.badge)).toEqual(['search_hero']);
  });

  it('pays a running challenge once when reached; the owner sees how many completed it', async () => {
    const volunteer = await makeVolunteer(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/volunteer-challenges',
      headers: owner,
      payload: {
        title: 'Translate for the Tết campaign',
        description: 'Two translations this week.',
        type: 'translation',
        goal: 2,
        bonus: 70,
        starts_at: new Date(Date.now() - 3_600_000).toISOString(),
        ends_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const challenge = challengeSavedSchema.parse(created.json()).data;
    const backwards = await t.app.inject({
      method: 'POST',
      url: '/api/admin/volunteer-challenges',
      headers: owner,
      payload: {
        title: 'x',
        type: 'any',
        goal: 1,
        bonus: 1,
        starts_at: '2026-12-02T00:00:00Z',
        ends_at: '2026-12-01T00:00:00Z',
      },
    });
    expect(backwards.statusCode).toBe(422);
    await complete(volunteer, 3, { type: 'translation' });
    const paid = (await ledgerOf(volunteer)).data.filter((entry) => entry.reason === 'challenge_bonus');
    expect(paid.map((entry) => [entry.mission, entry.amount])).toEqual([[`challenge:${challenge.id}`, 70]]);
    const listed = challengeListSchema.parse(
      (await t.app.inject({ url: '/api/admin/volunteer-challenges', headers: owner })).json(),
    );
    expect(listed.data.find((each) => each.id === challenge.id)).toMatchObject({ completed_by: 1 });
    const missions = (await dashboardOf(volunteer)).missions;
    expect(missions.find((each) => each.id === `challenge:${challenge.id}`)).toMatchObject({
      kind: 'challenge',
      title: 'Translate for the Tết campaign',
      progress: 2,
      completed: true,
    });
  });
});
