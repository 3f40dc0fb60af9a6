import { RACE_LIMITS } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { lostUpdateTimeline } from './timeline';

describe('lost update timeline', () => {
  it('shows two debits of 100 from 1000 ending at 900 instead of 800', () => {
    const timeline = lostUpdateTimeline(RACE_LIMITS.startingBalance, 100);
    expect(timeline.steps.map((s) => `${s.actor}:${s.action}:${s.value}:${s.stored}`)).toEqual([
      'a:read:1000:1000',
      'b:read:1000:1000',
      'a:write:900:900',
      'b:write:900:900',
    ]);
    expect(timeline).toMatchObject({ expected: 800, actual: 900, lost: 100 });
  });

  it('loses exactly one debit for any amount', () => {
    expect(lostUpdateTimeline(500, 30)).toMatchObject({ expected: 440, actual: 470, lost: 30 });
  });
});
