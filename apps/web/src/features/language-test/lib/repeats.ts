import type { BenchmarkResult } from '@site/contracts';

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface Range {
  min: number;
  max: number;
}

function rangeOf(values: readonly number[]): Range {
  return { min: Math.min(...values), max: Math.max(...values) };
}

/** The runs of one engine at one scale, summed up for its card. */
export interface RunAggregate {
  /** The run with the median total time: its figures and per-task breakdown are the ones shown. */
  result: BenchmarkResult;
  runs: number;
  /** Runs that started cold (compiled, or a fresh worker). */
  coldRuns: number;
  time: Range;
  rate: Range;
}

/**
 * The median run and the spread of several runs. The repeat counts are odd (1, 3, 5), so the median is
 * a real run rather than an average of two; with an even count the faster of the two middle runs is taken.
 * A cold run (with a compile) counts like the others: the median is what keeps it from skewing the figure.
 */
export function aggregateRuns(runs: readonly BenchmarkResult[]): RunAggregate | undefined {
  if (runs.length === 0) return undefined;
  const byTime = [...runs].sort((a, b) => a.totalTimeSeconds - b.totalTimeSeconds);
  return {
    result: byTime[Math.floor((byTime.length - 1) / 2)]!,
    runs: runs.length,
    coldRuns: runs.filter((run) => run.cold).length,
    time: rangeOf(runs.map((run) => run.totalTimeSeconds)),
    rate: rangeOf(runs.map((run) => run.operationsPerSecond)),
  };
}
