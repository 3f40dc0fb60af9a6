import { BADGES } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { badgeStates, longestWeekRun, type BadgeCounts } from './badges.js';

const none: BadgeCounts = {
  verification: 0,
  social_media: 0,
  field_search: 0,
  approved: 0,
  reviewed: 0,
  weeks: [],
  urgent_in_golden: 0,
};
const earned = (counts: Partial<BadgeCounts>) =>
  badgeStates({ ...none, ...counts })
    .filter((badge) => badge.earned)
    .map((badge) => badge.id);

describe('badge criteria', () => {
  it('earns nothing without approved tasks', () => {
    expect(earned({})).toEqual([]);
    expect(badgeStates(none).map((badge) => badge.progress)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it.each([
    ['dedicated_informer', 'verification', BADGES.dedicated_informer.goal],
    ['community_star', 'social_media', BADGES.community_star.goal],
    ['search_hero', 'field_search', BADGES.search_hero.goal],
    ['first_responder_elite', 'urgent_in_golden', BADGES.first_responder_elite.goal],
  ] as const)('%s: earned at %s = goal, not one below', (badge, field, goal) => {
    expect(earned({ [field]: goal - 1 })).not.toContain(badge);
    expect(earned({ [field]: goal })).toEqual([badge]);
    expect(badgeStates({ ...none, [field]: goal - 1 }).find((state) => state.id === badge)).toMatchObject({
      progress: goal - 1,
      goal,
    });
  });

  it('social_guardian: 95 % approved over at least 20 reviewed submissions', () => {
    expect(earned({ approved: 19, reviewed: 20 })).toEqual(['social_guardian']);
    expect(earned({ approved: 18, reviewed: 20 })).toEqual([]);
    expect(earned({ approved: 19, reviewed: 19 })).toEqual([]);
    expect(earned({ approved: 95, reviewed: 100 })).toEqual(['social_guardian']);
    expect(earned({ approved: 94, reviewed: 99 })).toEqual([]);
    expect(badgeStates({ ...none, approved: 9, reviewed: 10 }).find((b) => b.id === 'social_guardian')).toMatchObject({
      progress: 90,
      goal: 95,
    });
  });

  it('consistency_champion: an approved task in each of 4 consecutive weeks', () => {
    const weeks = ['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23'];
    expect(earned({ weeks })).toEqual(['consistency_champion']);
    expect(earned({ weeks: weeks.slice(0, 3) })).toEqual([]);
    expect(earned({ weeks: ['2026-11-02', '2026-11-09', '2026-11-23', '2026-11-30'] })).toEqual([]);
    expect(earned({ weeks: [...weeks, ...weeks].reverse() })).toEqual(['consistency_champion']);
  });

  it('counts the longest run of consecutive weeks across a year end', () => {
    expect(longestWeekRun([])).toBe(0);
    expect(longestWeekRun(['2026-12-21', '2026-12-28', '2027-01-04', '2026-11-02'])).toBe(3);
    expect(longestWeekRun(['2026-12-21', '2026-12-21'])).toBe(1);
  });
});
