#!/usr/bin/env node
// `npm run bench:match`: the time rankMatches takes to compare one new report with 10,000 cases and reports: the
// process's first call, and the median of later calls after a warm-up, in wall-clock and CPU time. Runs on the built package (the npm script builds it first).
// The candidates are generated with a fixed seed, so every run compares the same records: common Vietnamese
// names (with and without diacritics, some with a typo or without the middle name), birth years or ages, genders,
// provinces and communes, missing dates over 40 years, and a reporter on most of them.
import { performance } from 'node:perf_hooks';
import { rankMatches } from '../dist/index.js';

const CANDIDATES = 10_000;
const RUNS = 30;

/** A small deterministic generator (mulberry32), so that the records are the same on every run. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FAMILY = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Phan', 'Vũ', 'Võ', 'Đặng', 'Bùi', 'Đỗ', 'Hồ'];
const MIDDLE = ['Văn', 'Thị', 'Minh', 'Hữu', 'Đức', 'Ngọc', 'Thanh', 'Quốc', 'Xuân', 'Thu', ''];
const GIVEN = ['An', 'Bình', 'Cường', 'Dũng', 'Hùng', 'Lan', 'Mai', 'Nam', 'Hoa', 'Tuấn', 'Hương', 'Long', 'Linh'];
const RELATIONSHIPS = ['parent', 'child', 'sibling', 'spouse', 'grandparent', 'grandchild', 'relative', 'other'];

const next = random(16);
const pick = (list) => list[Math.floor(next() * list.length)];
function name() {
  const words = [pick(FAMILY), pick(MIDDLE), pick(GIVEN)].filter(Boolean);
  let full = words.join(' ');
  const roll = next();
  if (roll < 0.3)
    full = full
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/Đ/g, 'D');
  else if (roll < 0.35) full = full.slice(0, -1);
  return full;
}
function date() {
  const year = 1985 + Math.floor(next() * 41);
  const month = String(1 + Math.floor(next() * 12)).padStart(2, '0');
  const day = String(1 + Math.floor(next() * 28)).padStart(2, '0');
  return `${year}-${month}-${day}`;
}
function record(kind, id) {
  const missingDate = date();
  const byAge = next() < 0.5;
  const province = `p${Math.floor(next() * 34)}`;
  return {
    kind,
    id,
    missing: {
      name: name(),
      birth_year: byAge ? null : Number(missingDate.slice(0, 4)) - Math.floor(next() * 60),
      age: byAge ? Math.floor(next() * 60) : null,
      gender: pick(['male', 'female', 'other', null]),
      missing_date: missingDate,
      province_id: kind === 'report' ? province : null,
      commune_ids: kind === 'report' ? [`${province}-c${Math.floor(next() * 100)}`] : [],
      province: kind === 'case' ? `Tỉnh ${province}` : null,
      commune: kind === 'case' ? `Xã ${Math.floor(next() * 100)}` : null,
    },
    reporter: next() < 0.8 ? { name: name(), relationship: pick(RELATIONSHIPS) } : null,
  };
}

const candidates = Array.from({ length: CANDIDATES }, (_, i) => record(i % 3 === 0 ? 'case' : 'report', i + 1));
const subjects = Array.from({ length: RUNS }, (_, i) => record('report', CANDIDATES + i + 1));

/** Wall-clock and CPU milliseconds of one call (CPU time is what the call costs on a machine that is not busy). */
function timed(subject) {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const found = rankMatches(subject, candidates).length;
  const wall = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { wall, cpu: (used.user + used.system) / 1000, found };
}

// The first call of the process: code not yet optimised, and no name met before.
const first = timed(subjects[0]);
for (const subject of subjects.slice(1, 6)) rankMatches(subject, candidates); // warm-up
const runs = subjects.map(timed);
const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
const wall = runs.map((run) => run.wall);
const found = runs.reduce((sum, run) => sum + run.found, 0);
process.stdout.write(
  [
    `reunion-match: one report against ${CANDIDATES.toLocaleString('en')} cases and reports`,
    `  first call of the process: ${first.wall.toFixed(1)} ms (${first.cpu.toFixed(1)} ms of CPU)`,
    `  later calls, ${RUNS} reports: median ${median(wall).toFixed(1)} ms (${median(runs.map((run) => run.cpu)).toFixed(1)} ms of CPU), ` +
      `fastest ${Math.min(...wall).toFixed(1)} ms, slowest ${Math.max(...wall).toFixed(1)} ms`,
    `  ${(found / RUNS).toFixed(1)} matches kept per report on average (limit 10, minimum score 0.35)`,
    '',
  ].join('\n'),
);
