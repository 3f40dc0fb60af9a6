#!/usr/bin/env node
// `npm run bench:sudoku`: how fast the Sudoku engine solves and generates, on the built package (the npm script
// builds it first), single-threaded.
//
// Solving: solve() (which proves uniqueness: it searches on to a second solution) over two sets widened by
// transforms that keep a puzzle valid and its solution count (relabelling the digits, swapping rows within a band and
// columns within a stack, swapping bands and stacks, transposing): data/seventeen.txt (193 puzzles of Gordon Royle's
// 17-clue collection, ×10) and data/hardest.txt (the 18 hardest known puzzles, ×50). Targets: ≥ 20,000 and ≥ 1,000
// puzzles/s; for scale, Norvig's Python solver does ~8,700/s on such puzzles and tdoku (C++, SIMD) ~364,000/s.
// Generation: generate() per difficulty, each puzzle then checked with rate() (outside the timing). Target ≥ 50/s
// for easy, medium and hard; expert is reported.
//
// The machine may be shared: rates are given per second of this process's CPU time (one core's work) and, beside
// them, per second of wall-clock time. Everything is seeded: every run measures the same puzzles.
// SUDOKU_BENCH_SECONDS (default 3) sets how long each measurement runs.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { DIFFICULTIES, generate, rate, solve } from '../dist/index.js';

const SECONDS = Number(process.env.SUDOKU_BENCH_SECONDS ?? 3);

const read = (file) =>
  readFileSync(new URL(`../data/${file}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(/\s+/)[0]);

/** mulberry32: the bench's own small seeded generator (the package's is internal). */
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const shuffled = (random, list) => {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
};

/**
 * A random validity-preserving transform of a puzzle: the rows are reordered by band and within each band, the
 * columns by stack and within each stack, the digits relabelled, and half the time the grid is transposed.
 */
function transform(puzzle, random) {
  const lines = () =>
    shuffled(random, [0, 1, 2]).flatMap((band) => shuffled(random, [0, 1, 2]).map((i) => 3 * band + i));
  const rows = lines();
  const cols = lines();
  const digits = ['.', ...shuffled(random, ['1', '2', '3', '4', '5', '6', '7', '8', '9'])];
  const transpose = random() < 0.5;
  let out = '';
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      const [sr, sc] = transpose ? [cols[c], rows[r]] : [rows[r], cols[c]];
      const ch = puzzle[9 * sr + sc];
      out += ch === '.' || ch === '0' ? '.' : digits[Number(ch)];
    }
  }
  return out;
}

function widen(list, copies, seed) {
  const random = mulberry32(seed);
  const out = [];
  for (const puzzle of list) {
    out.push(puzzle);
    for (let i = 1; i < copies; i++) out.push(transform(puzzle, random));
  }
  return out;
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Runs `step(i)` for about SECONDS of CPU time; answers how many ran per CPU second and per wall second. */
function measure(step) {
  const wall0 = performance.now();
  const cpu0 = cpuMs();
  let n = 0;
  while (cpuMs() - cpu0 < SECONDS * 1000) step(n++);
  return { n, perCpu: (n * 1000) / (cpuMs() - cpu0), perWall: (n * 1000) / (performance.now() - wall0) };
}

const fmt = (x) => Math.round(x).toLocaleString('en-US');
const verdict = (value, target) => (value >= target ? `meets ≥ ${fmt(target)}` : `BELOW the ${fmt(target)} target`);
const say = (line = '') => process.stdout.write(`${line}\n`);

say(`Sudoku engine bench (${process.version}, ${SECONDS} s of CPU per measurement)`);
say();
say('Solving (solve: the solution and proof it is the only one)');
const sets = [
  { name: '17-clue (Royle)', list: widen(read('seventeen.txt'), 10, 17), target: 20_000 },
  { name: 'hardest known', list: widen(read('hardest.txt'), 50, 99), target: 1_000 },
];
for (const { name, list, target } of sets) {
  // Each transformed copy is still a valid puzzle with one solution.
  const bad = list.filter((p) => solve(p).status !== 'unique');
  if (bad.length) throw new Error(`${bad.length} puzzles of ${name} are not unique after transforming`);
  const { perCpu, perWall } = measure((i) => solve(list[i % list.length]));
  say(
    `  ${name.padEnd(16)} ${String(list.length).padStart(5)} puzzles: ${fmt(perCpu).padStart(7)}/s CPU ` +
      `(${fmt(perWall)}/s wall)  ${verdict(perCpu, target)}`,
  );
}
say('  for scale: Norvig (Python) ~8,700/s, tdoku (C++, SIMD) ~364,000/s');
say();
say('Generation (generate, then rate checks each puzzle: exact difficulty, one solution)');
for (const difficulty of DIFFICULTIES) {
  const puzzles = [];
  const { perCpu, perWall } = measure((i) => puzzles.push(generate(difficulty, `bench-${i}`)));
  for (const { puzzle, solution } of puzzles) {
    const rated = rate(puzzle);
    if (rated.difficulty !== difficulty || rated.solution !== solution) throw new Error(`Wrong rating: ${puzzle}`);
  }
  const givens = puzzles.reduce((sum, { puzzle }) => sum + [...puzzle].filter((c) => c !== '.').length, 0);
  const target = difficulty === 'expert' ? '(no target)' : verdict(perCpu, 50);
  say(
    `  ${difficulty.padEnd(7)} ${fmt(perCpu).padStart(6)}/s CPU (${fmt(perWall)}/s wall), ` +
      `${puzzles.length} puzzles, ${(givens / puzzles.length).toFixed(1)} clues on average  ${target}`,
  );
}
