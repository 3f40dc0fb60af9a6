#!/usr/bin/env node
// `npm run bench:nations`: how long the engine takes for the game's two heavy jobs, on the built package (the npm
// script builds it first), in one Node process (one core):
// - Axelrod's round robin of the 195 nations (each nation one player; the 15 strategies dealt in turn, 13 each),
//   200 turns × 5 repetitions, self-play included: 19,110 matches a repetition, 19.1 million rounds in all;
// - 1,000 generations of the spatial game on the nations' graph (195 nodes, 407 links), an equal mix of the 15
//   strategies placed with a fixed seed, 50 turns a match (the default).
// Each job runs without noise and with noise 0.05. Targets: ≤ 2 s each. Printed: the first (cold) run and the
// median of the next runs, wall-clock and CPU time.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  DEFAULT_SPATIAL_TURNS,
  mixAssignment,
  nationGraph,
  NATIONS,
  runSpatial,
  STRATEGY_IDS,
  tournament,
} from '../dist/index.js';

const RUNS = 3;
const TARGET_MS = 2000;

function time(job) {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const result = job();
  const wall = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { wall, cpu: (used.user + used.system) / 1000, result };
}

function measure(job) {
  const cold = time(job);
  const warm = Array.from({ length: RUNS }, () => time(job)).sort((a, b) => a.wall - b.wall);
  return { cold, median: warm[Math.floor(RUNS / 2)], result: cold.result };
}

const ms = (value) => `${Math.round(value).toLocaleString('en')} ms`;
const line = (label, { cold, median }) =>
  `  ${label}: first run ${ms(cold.wall)} (CPU ${ms(cold.cpu)}), median of ${RUNS} more ${ms(median.wall)} ` +
  `(CPU ${ms(median.cpu)})   [target ≤ ${ms(TARGET_MS)}] ${median.wall <= TARGET_MS ? 'OK' : 'OVER'}`;

const players = NATIONS.map((_, i) => STRATEGY_IDS[i % STRATEGY_IDS.length]);
const matches = (players.length * (players.length + 1)) / 2;
const graph = nationGraph();
const initial = mixAssignment(graph.size, Object.fromEntries(STRATEGY_IDS.map((id) => [id, 1])), 'bench');

const out = [
  `Game theory of nations — Node ${process.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'}`,
  '',
  `Round robin: ${players.length} nations × 200 turns × 5 repetitions (${matches.toLocaleString('en')} matches a ` +
    `repetition with self-play, ${((matches * 200 * 5) / 1e6).toFixed(1)} million rounds)`,
];
for (const noise of [0, 0.05]) {
  const run = measure(() => tournament(players, { turns: 200, repetitions: 5, noise, seed: 'bench' }));
  out.push(line(`noise ${noise}`, run));
  const top = run.result.byStrategy.slice(0, 3).map((s) => `${s.id} ${s.meanScore.toFixed(1)}`);
  out.push(`    best strategies: ${top.join(', ')}`);
}

out.push(
  '',
  `Spatial game: 1,000 generations on ${graph.size} nations and ${graph.targets.length / 2} links, ` +
    `${DEFAULT_SPATIAL_TURNS} turns a match, equal mix of the ${STRATEGY_IDS.length} strategies`,
);
for (const noise of [0, 0.05]) {
  const run = measure(() => runSpatial(graph, initial, { generations: 1000, noise, seed: 'bench' }));
  out.push(line(`noise ${noise}`, run));
  const shares = run.result.shares.at(-1);
  const left = STRATEGY_IDS.map((id, s) => [id, Math.round(shares[s] * graph.size)])
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([id, count]) => `${id} ${count}`);
  out.push(`    nations per strategy after 1,000 generations: ${left.join(', ')}`);
}
out.push('');
process.stdout.write(out.join('\n'));
