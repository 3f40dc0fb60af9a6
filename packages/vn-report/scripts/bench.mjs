#!/usr/bin/env node
// `npm run bench:extract`: accuracy of extractReport on the labelled set and on the held-out set (precision,
// recall and F1 per field and micro-averaged), then the time to extract from a 2,000-character report (median
// and p95 of 200 runs). Runs on the built package (the npm script builds it first); the labelled sets are
// TypeScript read through Node's type stripping. `--errors` lists the main set's mistakes.
import { performance } from 'node:perf_hooks';
import { extractReport, reformatReport } from '../dist/index.js';
import { HELD_OUT } from '../test-data/held-out.ts';
import { LONG_REPORT } from '../test-data/long-report.ts';
import { REPORTS } from '../test-data/reports.ts';
import { SCORED_FIELDS, scoreSet } from '../test-data/score.ts';

const RUNS = 200;

function print(line = '') {
  process.stdout.write(`${line}\n`);
}
const TARGET_MS = 50;

function pct(x) {
  return (100 * x).toFixed(1).padStart(5);
}

function printSet(title, reports) {
  const score = scoreSet(reports, extractReport);
  print(`\n${title} (${reports.length} reports)`);
  print(`${'field'.padEnd(28)} ${'P%'.padStart(5)} ${'R%'.padStart(5)} ${'F1%'.padStart(5)}   tp  fp  fn`);
  for (const field of SCORED_FIELDS) {
    const s = score.fields[field];
    if (s.tp + s.fp + s.fn === 0) continue;
    print(
      `${field.padEnd(28)} ${pct(s.precision)} ${pct(s.recall)} ${pct(s.f1)} ${String(s.tp).padStart(4)}${String(s.fp).padStart(4)}${String(s.fn).padStart(4)}`,
    );
  }
  const m = score.micro;
  print(
    `${'micro-average'.padEnd(28)} ${pct(m.precision)} ${pct(m.recall)} ${pct(m.f1)} ${String(m.tp).padStart(4)}${String(m.fp).padStart(4)}${String(m.fn).padStart(4)}`,
  );
  return score;
}

const main = printSet('Labelled set', REPORTS);
if (process.argv.includes('--errors'))
  for (const e of main.errors)
    print(`  ${e.id} ${e.field}: got ${JSON.stringify(e.got)} want ${JSON.stringify(e.want)}`);
printSet('Held-out set (not looked at while tuning)', HELD_OUT);

const text = LONG_REPORT;
extractReport(text, { today: '2025-11-20' });
const times = [];
for (let i = 0; i < RUNS; i++) {
  const start = performance.now();
  extractReport(text, { today: '2025-11-20' });
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(RUNS / 2)];
const p95 = times[Math.floor(RUNS * 0.95)];
const reformat = [];
for (let i = 0; i < 50; i++) {
  const start = performance.now();
  reformatReport(text, { today: '2025-11-20' });
  reformat.push(performance.now() - start);
}
reformat.sort((a, b) => a - b);
print(
  `\nextractReport on a ${text.length}-character report, ${RUNS} runs (the first, which builds the place index, not counted):`,
);
print(
  `  median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (target: at most ${TARGET_MS} ms per text: ${p95 <= TARGET_MS ? 'met' : 'NOT met'})`,
);
print(`reformatReport on the same text: median ${reformat[25].toFixed(2)} ms`);
