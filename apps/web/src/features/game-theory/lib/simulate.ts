import {
  evolve,
  nationGraph,
  NATIONS,
  SpatialGame,
  STRATEGY_IDS,
  sharesToCounts,
  tournament,
  Rng,
  type StrategyId,
} from '@site/game-theory';
import { countStrategies, initialAssignment } from './initial';
import type { Mix, SimMode } from './url-state';

/** What a run depends on (a page state's simulation part). */
export interface SimSettings {
  readonly mode: SimMode;
  readonly seed: string;
  readonly noise: number;
  readonly turns: number;
  readonly generations: number;
  readonly repetitions: number;
  readonly mix: Mix;
}

/** One strategy's line of the final ranking. */
export interface RankRow {
  readonly id: StrategyId;
  readonly rank: number;
  /** Nations playing it at the end. */
  readonly nations: number;
  readonly startShare: number;
  readonly share: number;
  /** Axelrod: mean points per match; ecological: its payoff against the final population; spatial: its nations' mean. */
  readonly meanScore: number;
}

export interface SimResult {
  readonly mode: SimMode;
  /** Per generation (index 0 the start), per strategy index: the share of nations. */
  readonly shares: readonly (readonly number[])[];
  /** Per generation: each nation's strategy index. */
  readonly assignments: readonly Uint8Array[];
  /** Each nation's final score. */
  readonly scores: Float64Array;
  readonly ranking: readonly RankRow[];
}

export type SimEvent =
  | { readonly type: 'progress'; readonly done: number; readonly total: number }
  | {
      readonly type: 'generation';
      readonly generation: number;
      readonly assignment: Uint8Array;
      readonly shares: number[];
    };

const shareOf = (counts: readonly number[]) => counts.map((c) => c / NATIONS.length);

type Row = Omit<RankRow, 'rank'>;

/**
 * The strategies present at the start, best first by `keys` (compared in order, higher is better); rows equal on
 * every key share a rank (1, 2, 2, 4…).
 */
function rankRows(present: readonly number[], rows: readonly Row[], keys: (row: Row) => readonly number[]): RankRow[] {
  const kept = rows.filter((_, s) => present[s]! > 0);
  const compare = (a: Row, b: Row) => {
    const ka = keys(a);
    const kb = keys(b);
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return kb[i]! - ka[i]!;
    return 0;
  };
  const sorted = [...kept].sort(compare);
  const out: RankRow[] = [];
  sorted.forEach((row, position) => {
    const previous = out[position - 1];
    const tied = previous !== undefined && compare(sorted[position - 1]!, row) === 0;
    out.push({ ...row, rank: tied ? previous.rank : position + 1 });
  });
  return out;
}

/**
 * Runs a simulation on the 195 nations. Pure and deterministic: the same settings give the same result (the worker
 * runs it; tests run it directly). `onEvent` reports progress and, for the evolutions, each generation.
 */
export function simulate(settings: SimSettings, onEvent: (event: SimEvent) => void = () => undefined): SimResult {
  const start = initialAssignment(settings.mix, settings.seed);
  const startCounts = countStrategies(start);
  const startShares = shareOf(startCounts);
  const { noise, turns, seed } = settings;
  if (settings.mode === 'axelrod') {
    const players = Array.from(start, (s) => STRATEGY_IDS[s]!);
    const result = tournament(players, {
      turns,
      noise,
      seed,
      repetitions: settings.repetitions,
      onProgress: (done, total) => onEvent({ type: 'progress', done, total }),
    });
    const scores = new Float64Array(NATIONS.length);
    for (const entry of result.ranking) scores[entry.player] = entry.meanScore;
    const byId = new Map(result.byStrategy.map((s) => [s.id, s]));
    const rows = STRATEGY_IDS.map((id, s) => ({
      id,
      nations: startCounts[s]!,
      startShare: startShares[s]!,
      share: startShares[s]!,
      meanScore: byId.get(id)?.meanScore ?? 0,
    }));
    return {
      mode: 'axelrod',
      shares: [startShares],
      assignments: [start],
      scores,
      ranking: rankRows(startCounts, rows, (r) => [r.meanScore]),
    };
  }
  if (settings.mode === 'ecological') return ecological(settings, start, startCounts, onEvent);
  return spatial(settings, start, startCounts, onEvent);
}

function ecological(
  settings: SimSettings,
  start: Uint8Array,
  startCounts: number[],
  onEvent: (e: SimEvent) => void,
): SimResult {
  const present = STRATEGY_IDS.map((_, s) => s).filter((s) => startCounts[s]! > 0);
  const ids = present.map((s) => STRATEGY_IDS[s]!);
  // The nations keep their place in a seeded order; each generation the strategies fill it in blocks by their share.
  const order = Array.from(start.keys());
  const rng = new Rng(`${settings.seed}:order`);
  for (let i = order.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const place = (shares: readonly number[]) => {
    const counts = sharesToCounts([...shares], NATIONS.length);
    const assignment = new Uint8Array(NATIONS.length);
    let n = 0;
    counts.forEach((count, k) => {
      for (let c = 0; c < count; c++) assignment[order[n++]!] = present[k]!;
    });
    return assignment;
  };
  const full = (shares: readonly number[]) => {
    const row = STRATEGY_IDS.map(() => 0);
    shares.forEach((share, k) => (row[present[k]!] = share));
    return row;
  };
  const assignments: Uint8Array[] = [place(present.map((s) => startCounts[s]!))];
  const result = evolve(ids, {
    mode: 'replicator',
    generations: settings.generations,
    initial: present.map((s) => startCounts[s]!),
    turns: settings.turns,
    repetitions: settings.repetitions,
    noise: settings.noise,
    seed: settings.seed,
    onGeneration: (generation, shares) => {
      const assignment = place(shares);
      assignments.push(assignment);
      onEvent({ type: 'generation', generation, assignment, shares: full(shares) });
      onEvent({ type: 'progress', done: generation, total: settings.generations });
    },
  });
  const last = result.shares[result.shares.length - 1]!;
  const k = ids.length;
  const fitness = ids.map((_, i) => last.reduce((sum, x, j) => sum + result.matrix[i * k + j]! * x, 0));
  const finalAssignment = assignments[assignments.length - 1]!;
  const finalCounts = countStrategies(finalAssignment);
  const scores = Float64Array.from(finalAssignment, (s) => fitness[present.indexOf(s)] ?? 0);
  const rows = STRATEGY_IDS.map((id, s) => ({
    id,
    nations: finalCounts[s]!,
    startShare: startCounts[s]! / NATIONS.length,
    share: full(last)[s]!,
    meanScore: fitness[present.indexOf(s)] ?? 0,
  }));
  return {
    mode: 'ecological',
    shares: result.shares.map(full),
    assignments,
    scores,
    ranking: rankRows(startCounts, rows, (r) => [r.share, r.meanScore]),
  };
}

function spatial(
  settings: SimSettings,
  start: Uint8Array,
  startCounts: number[],
  onEvent: (e: SimEvent) => void,
): SimResult {
  const game = new SpatialGame(nationGraph(), start, {
    turns: settings.turns,
    noise: settings.noise,
    seed: settings.seed,
  });
  const shares = [shareOf(startCounts)];
  const assignments = [Uint8Array.from(start)];
  for (let g = 1; g <= settings.generations; g++) {
    const step = game.step();
    const row = shareOf(countStrategies(step.assignment));
    shares.push(row);
    assignments.push(Uint8Array.from(step.assignment));
    onEvent({ type: 'generation', generation: g, assignment: step.assignment, shares: row });
    onEvent({ type: 'progress', done: g, total: settings.generations });
  }
  // The last generation's scores, by the strategy each nation played in it.
  const played = assignments[assignments.length - 2]!;
  const finalCounts = countStrategies(game.assignment);
  const sums = STRATEGY_IDS.map(() => 0);
  const players = STRATEGY_IDS.map(() => 0);
  played.forEach((s, node) => {
    sums[s]! += game.scores[node]!;
    players[s]!++;
  });
  const rows = STRATEGY_IDS.map((id, s) => ({
    id,
    nations: finalCounts[s]!,
    startShare: startCounts[s]! / NATIONS.length,
    share: finalCounts[s]! / NATIONS.length,
    meanScore: players[s]! > 0 ? sums[s]! / players[s]! : 0,
  }));
  return {
    mode: 'spatial',
    shares,
    assignments,
    scores: Float64Array.from(game.scores),
    ranking: rankRows(startCounts, rows, (r) => [r.nations, r.meanScore]),
  };
}
