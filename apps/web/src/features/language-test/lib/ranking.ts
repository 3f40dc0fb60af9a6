import type { BenchmarkEngine } from '@site/contracts';

export interface RankInput {
  engine: BenchmarkEngine;
  operationsPerSecond: number;
}

/** An engine's place (rank, performancePercent), from its rate. */
export interface RankedEngine extends RankInput {
  /** 1 for the fastest; equal rates share a rank (1, 1, 3). */
  rank: number;
  /** Its rate as a share of the fastest one's, 0–100: the width of its bar. */
  performancePercent: number;
}

/**
 * Ranks by operations per second, highest first. Only measurable rates take part: a run whose
 * clock read zero has no meaningful rate, and error results never reach this function.
 */
export function rankEngines(entries: readonly RankInput[]): RankedEngine[] {
  const measured = entries.filter(
    (entry) => Number.isFinite(entry.operationsPerSecond) && entry.operationsPerSecond > 0,
  );
  const sorted = [...measured].sort((a, b) => b.operationsPerSecond - a.operationsPerSecond);
  const fastest = sorted[0]?.operationsPerSecond ?? 0;
  return sorted.map((entry, index) => {
    const firstEqual = sorted.findIndex((other) => other.operationsPerSecond === entry.operationsPerSecond);
    return {
      ...entry,
      rank: (firstEqual === -1 ? index : firstEqual) + 1,
      performancePercent: (entry.operationsPerSecond / fastest) * 100,
    };
  });
}

export type BenchmarkSummary =
  | { kind: 'unavailable' }
  | { kind: 'single'; winner: RankedEngine }
  | { kind: 'compared'; winner: RankedEngine; slowest: RankedEngine; factor: number };

/**
 * What the summary says once every engine has settled: the winner and how many times faster it was than
 * the slowest ranked engine; "service unavailable" when no engine produced a ranked result.
 */
export function summarize(ranked: readonly RankedEngine[]): BenchmarkSummary {
  const winner = ranked[0];
  if (!winner) return { kind: 'unavailable' };
  const slowest = ranked[ranked.length - 1]!;
  if (ranked.length === 1) return { kind: 'single', winner };
  return { kind: 'compared', winner, slowest, factor: winner.operationsPerSecond / slowest.operationsPerSecond };
}
