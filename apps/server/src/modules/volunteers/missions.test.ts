import { WEEKLY_MISSIONS } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import {
  challengeKey,
  daysLeft,
  missionProgress,
  missionReached,
  weeklyMissionKey,
  weeklyMissions,
} from './missions.js';

describe('missions', () => {
  it('counts approved tasks of the mission type, all of them for `any`', () => {
    const approved = { verification: 2, social_media: 4, translation: 1 };
    expect(missionProgress({ type: 'any', goal: 5 }, approved)).toBe(7);
    expect(missionProgress({ type: 'social_media', goal: 5 }, approved)).toBe(4);
    expect(missionProgress({ type: 'field_search', goal: 1 }, approved)).toBe(0);
  });

  it('is reached at the goal, not one below', () => {
    for (const mission of WEEKLY_MISSIONS) {
      const type = mission.type === 'any' ? 'translation' : mission.type;
      expect(missionReached(mission, { [type]: mission.goal - 1 })).toBe(false);
      expect(missionReached(mission, { [type]: mission.goal })).toBe(true);
    }
  });

  it('keys each weekly mission by its week and each challenge by its id, so each is paid once', () => {
    expect(weeklyMissionKey('weekly_tasks', '2026-11-23')).toBe('weekly_tasks@2026-11-23');
    expect(challengeKey(7)).toBe('challenge:7');
  });

  it('ends the week on Monday 00:00 Vietnam time and counts whole days left', () => {
    const [first] = weeklyMissions('2026-11-23');
    expect(first!.ends_at).toBe('2026-11-29T17:00:00.000Z');
    expect(daysLeft(first!.ends_at, new Date('2026-11-29T16:00:00.000Z'))).toBe(1);
    expect(daysLeft(first!.ends_at, new Date('2026-11-23T00:00:00.000Z'))).toBe(7);
    expect(daysLeft(first!.ends_at, new Date('2026-12-01T00:00:00.000Z'))).toBe(0);
  });
});
