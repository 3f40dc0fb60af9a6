import { describe, expect, it } from 'vitest';
import { rankEngines, summarize } from './ranking';

describe('rankEngines', () => {
  it('ranks by operations per second, highest first, with the bar relative to the fastest', () => {
    const ranked = rankEngines([
      { engine: 'python', operationsPerSecond: 1_000_000 },
      { engine: 'cpp', operationsPerSecond: 40_000_000 },
      { engine: 'go', operationsPerSecond: 20_000_000 },
    ]);
    expect(ranked.map((entry) => [entry.engine, entry.rank, entry.performancePercent])).toEqual([
      ['cpp', 1, 100],
      ['go', 2, 50],
      ['python', 3, 2.5],
    ]);
  });

  it('gives equal rates the same rank', () => {
    const ranked = rankEngines([
      { engine: 'go', operationsPerSecond: 5 },
      { engine: 'cpp', operationsPerSecond: 5 },
      { engine: 'php', operationsPerSecond: 1 },
    ]);
    expect(ranked.map((entry) => entry.rank)).toEqual([1, 1, 3]);
  });

  it('leaves out rates that could not be measured', () => {
    const ranked = rankEngines([
      { engine: 'browser', operationsPerSecond: 0 },
      { engine: 'go', operationsPerSecond: Number.POSITIVE_INFINITY },
      { engine: 'php', operationsPerSecond: 3 },
    ]);
    expect(ranked.map((entry) => entry.engine)).toEqual(['php']);
  });
});

describe('summarize', () => {
  it('names the winner and how many times faster than the slowest ranked engine it was', () => {
    const summary = summarize(
      rankEngines([
        { engine: 'python', operationsPerSecond: 2_000_000 },
        { engine: 'cpp', operationsPerSecond: 50_000_000 },
        { engine: 'nodejs', operationsPerSecond: 20_000_000 },
      ]),
    );
    expect(summary.kind).toBe('compared');
    if (summary.kind !== 'compared') return;
    expect(summary.winner.engine).toBe('cpp');
    expect(summary.slowest.engine).toBe('python');
    expect(summary.factor).toBe(25);
  });

  it('has no factor with a single ranked engine', () => {
    const summary = summarize(rankEngines([{ engine: 'browser', operationsPerSecond: 10 }]));
    expect(summary).toMatchObject({ kind: 'single', winner: { engine: 'browser', rank: 1 } });
  });

  it('says the service is unavailable when nothing was ranked', () => {
    expect(summarize([])).toEqual({ kind: 'unavailable' });
  });
});
