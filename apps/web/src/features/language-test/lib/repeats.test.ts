import type { BenchmarkResult } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { aggregateRuns, median } from './repeats';

function run(totalTimeSeconds: number, cold = false): BenchmarkResult {
  const totalOperations = 1000;
  return {
    engine: 'go',
    language: 'Go',
    version: 'go1.19.8',
    scale: 100,
    totalTimeSeconds,
    totalOperations,
    operationsPerSecond: totalOperations / totalTimeSeconds,
    opsFormatted: '',
    tasks: [],
    cold,
  };
}

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([5, 1, 4, 2])).toBe(3);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNaN();
  });
});

describe('aggregateRuns', () => {
  it('shows the run with the median time and the spread of times and rates', () => {
    const aggregate = aggregateRuns([run(0.5, true), run(0.1), run(0.2)])!;
    expect(aggregate.result.totalTimeSeconds).toBe(0.2);
    expect(aggregate.runs).toBe(3);
    expect(aggregate.coldRuns).toBe(1);
    expect(aggregate.time).toEqual({ min: 0.1, max: 0.5 });
    expect(aggregate.rate).toEqual({ min: 2000, max: 10_000 });
  });

  it('with one run, that run and no spread', () => {
    const aggregate = aggregateRuns([run(0.25)])!;
    expect(aggregate.result.totalTimeSeconds).toBe(0.25);
    expect(aggregate.time).toEqual({ min: 0.25, max: 0.25 });
    expect(aggregate.coldRuns).toBe(0);
  });

  it('with an even count, the faster of the two middle runs (a real run, not an average)', () => {
    expect(aggregateRuns([run(0.4), run(0.1), run(0.3), run(0.2)])!.result.totalTimeSeconds).toBe(0.2);
  });

  it('has nothing to show without runs', () => {
    expect(aggregateRuns([])).toBeUndefined();
  });
});
