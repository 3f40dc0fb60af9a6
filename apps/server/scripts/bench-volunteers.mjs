#!/usr/bin/env node
// `npm run bench:volunteers`: the volunteer network's reads at scale. Builds a SQLite database in a temp folder
// with 10,000 volunteers, 1,000,000 ledger entries over 26 weeks (kept totals and week points computed from the
// same entries, so they agree with the ledger) and 100,000 tasks, then times the weekly leaderboard, the
// all-time leaderboard and one volunteer's dashboard through the real service functions (200 runs each after a
// warm-up), with a `SELECT 1` round trip in the same process as the baseline. Runs on the built server (the npm
// script builds it first). No assertion: it prints p50/p95 and the ratio to the baseline.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { weekBounds, weekStartOf } from '@site/contracts';
import { migrateToLatest, openDatabase } from '../dist/db/database.js';
import { VolunteerViews } from '../dist/modules/volunteers/volunteer-view.js';
import { VolunteerBoard } from '../dist/modules/volunteers/volunteer-tasks.board.js';
import { VolunteerTasksService } from '../dist/modules/volunteers/volunteer-tasks.service.js';

const VOLUNTEERS = 10_000;
const LEDGER_ROWS = 1_000_000;
const TASKS = 100_000;
const WEEKS = 26;
const RUNS = 200;
const WARMUP = 20;
const TARGET_MS = 50;
const DAY = 86_400_000;

const print = (line = '') => process.stdout.write(`${line}\n`);

/** A small deterministic generator, so that every run builds the same data. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function time(label, fn) {
  for (let i = 0; i < WARMUP; i++) await fn();
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await fn();
    runs.push(performance.now() - start);
  }
  runs.sort((a, b) => a - b);
  return { label, p50: percentile(runs, 50), p95: percentile(runs, 95) };
}

// `--keep <dir>` keeps the built database there and reuses it on the next run (to try an index quickly).
const keepAt = process.argv.indexOf('--keep');
const keep = keepAt > 0 ? process.argv[keepAt + 1] : undefined;
const dir = keep ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-volunteers-'));
fs.mkdirSync(dir, { recursive: true });
const file = path.join(dir, 'site.db');
const reuse = keep !== undefined && fs.existsSync(file);
try {
  const db = await openDatabase({ dialect: 'sqlite', file });
  await migrateToLatest(db);

  const now = new Date();
  const rand = random(17);
  const started = performance.now();
  if (!reuse) await build();
  const built = performance.now() - started;

  async function build() {
    const raw = new SQLite(file);
    raw.pragma('journal_mode = WAL');
    const iso = now.toISOString();

    const usable = new Int32Array(VOLUNTEERS + 1);
    const lifetime = new Int32Array(VOLUNTEERS + 1);
    const weekPoints = new Map();
    const insertVolunteer = raw.prepare(
      `insert into volunteers (id, email, name, province_id, status, first_responder, is_demo, usable_points,
       lifetime_points, created_at, updated_at) values (?, ?, ?, ?, ?, ?, 0, 0, 0, ?, ?)`,
    );
    raw.transaction(() => {
      for (let id = 1; id <= VOLUNTEERS; id++) {
        const status = id % 97 === 0 ? 'suspended' : 'active';
        insertVolunteer.run(
          id,
          `v${id}@bench.invalid`,
          `Volunteer ${id}`,
          String(1 + (id % 34)),
          status,
          id % 20 === 0 ? 1 : 0,
          iso,
          iso,
        );
      }
    })();

    // Ledger entries oldest first over the weeks; about 2% are spends, never below zero usable points.
    const insertEntry = raw.prepare(
      `insert into volunteer_points (volunteer_id, amount, reason, task_id, badge, mission, note, created_at)
       values (?, ?, ?, null, null, null, null, ?)`,
    );
    const span = WEEKS * 7 * DAY;
    const first = now.getTime() - span;
    const AMOUNTS = [10, 25, 50];
    const BATCH = 50_000;
    for (let done = 0; done < LEDGER_ROWS; done += BATCH) {
      raw.transaction(() => {
        for (let i = done; i < Math.min(LEDGER_ROWS, done + BATCH); i++) {
          const at = new Date(first + Math.floor((i / LEDGER_ROWS) * span));
          // A skewed pick: some volunteers do much more than others.
          const volunteer = 1 + Math.floor(rand() ** 2 * VOLUNTEERS);
          let amount = AMOUNTS[Math.floor(rand() * 3)];
          if (rand() < 0.02 && usable[volunteer] >= 30) amount = -30;
          insertEntry.run(volunteer, amount, amount > 0 ? 'task_approved' : 'redemption', at.toISOString());
          usable[volunteer] += amount;
          if (amount > 0) {
            lifetime[volunteer] += amount;
            const key = `${volunteer}|${weekStartOf(at)}`;
            weekPoints.set(key, (weekPoints.get(key) ?? 0) + amount);
          }
        }
      })();
    }
    const setTotals = raw.prepare('update volunteers set usable_points = ?, lifetime_points = ? where id = ?');
    const insertWeek = raw.prepare(
      'insert into volunteer_week_points (volunteer_id, week_start, points) values (?, ?, ?)',
    );
    raw.transaction(() => {
      for (let id = 1; id <= VOLUNTEERS; id++) setTotals.run(usable[id], lifetime[id], id);
      for (const [key, points] of weekPoints) {
        const [volunteer, week] = key.split('|');
        insertWeek.run(Number(volunteer), week, points);
      }
    })();

    const insertTask = raw.prepare(
      `insert into volunteer_tasks (kind, type, mode, difficulty, title, province_id, points, bonus, urgent,
       first_responder_only, needs_contact, status, holder_id, submitted_at, hours, reviewed_by, reviewed_at,
       created_by, created_at, updated_at)
     values ('custom', ?, ?, 'easy', 'Bench task', ?, 10, 0, ?, 0, 0, ?, ?, ?, ?, ?, ?, 'bench', ?, ?)`,
    );
    const TYPES = ['social_media', 'verification', 'field_search', 'translation'];
    raw.transaction(() => {
      for (let i = 0; i < TASKS; i++) {
        const at = new Date(first + Math.floor((i / TASKS) * span)).toISOString();
        const open = i % 20 === 0;
        const holder = open ? null : 1 + Math.floor(rand() ** 2 * VOLUNTEERS);
        const type = TYPES[i % TYPES.length];
        insertTask.run(
          type,
          type === 'field_search' ? 'offline' : 'online',
          String(1 + (i % 34)),
          open && i % 100 === 0 ? 1 : 0,
          open ? 'open' : 'approved',
          holder,
          open ? null : at,
          open ? null : 1,
          open ? null : 'owner@bench.invalid',
          open ? null : at,
          at,
          at,
        );
      }
    })();
    raw.close();
  }

  const count = async (table) =>
    Number((await sql`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0].n);
  const counts = {
    volunteers: await count('volunteers'),
    ledger: await count('volunteer_points'),
    weekRows: await count('volunteer_week_points'),
    tasks: await count('volunteer_tasks'),
  };
  // The kept totals agree with the ledger.
  const check = (
    await sql`select count(*) as n from volunteers v where v.usable_points != (select coalesce(sum(amount), 0) from volunteer_points p where p.volunteer_id = v.id)`.execute(
      db,
    )
  ).rows[0].n;

  const clock = () => now;
  const storage = { urlOf: (key) => `/api/files/${key}` };
  const views = new VolunteerViews(db, storage);
  const tasks = new VolunteerTasksService(db, clock);
  const board = new VolunteerBoard(db, views, tasks, clock);
  const someone = 4242;

  const results = [
    await time('SELECT 1 (baseline)', () => sql`select 1`.execute(db)),
    await time('weekly leaderboard (top 20 + own rank)', () => board.leaderboard(someone, 'week', 20)),
    await time('all-time leaderboard (top 20 + own rank)', () => board.leaderboard(someone, 'all', 20)),
    await time('dashboard of one volunteer', () => board.dashboard(someone)),
  ];
  // Where a dashboard's time goes (the same functions it calls).
  const week = weekBounds(weekStartOf(now));
  const parts = [
    await time('  · open tasks (list, sweep included)', () =>
      tasks.list({ filter: 'all', province_id: '5', page: 1, per_page: 30 }, someone),
    ),
    await time('  · own view', () => views.own(someone)),
    await time('  · badges', () => board.badges(someone)),
    await time('  · missions', () => board.missions(someone)),
    await time('  · community counts', () => board.community(week.starts_at, week.ends_at)),
    await time('  · week top 5 (no own rank)', () => board.leaderboard(null, 'week', 5)),
  ];
  await db.destroy();

  print(`volunteer network on SQLite, built in ${(built / 1000).toFixed(1)} s`);
  print(
    `rows: ${counts.volunteers} volunteers, ${counts.ledger} ledger entries, ${counts.weekRows} week totals, ${counts.tasks} tasks; ` +
      `volunteers whose kept total differs from the ledger: ${check}`,
  );
  print(
    `week: ${weekStartOf(now)} (${weekBounds(weekStartOf(now)).starts_at} → ${weekBounds(weekStartOf(now)).ends_at})`,
  );
  print(`${RUNS} runs each after ${WARMUP} warm-up runs; target p95 ≤ ${TARGET_MS} ms\n`);
  const baseline = results[0].p50;
  print(`${'read'.padEnd(42)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'× SELECT 1'.padStart(11)}`);
  for (const r of results) {
    const flag = r === results[0] ? '' : r.p95 <= TARGET_MS ? '  ok' : '  OVER TARGET';
    print(
      `${r.label.padEnd(42)} ${r.p50.toFixed(3).padStart(8)} ${r.p95.toFixed(3).padStart(8)} ${(r.p50 / baseline).toFixed(0).padStart(11)}${flag}`,
    );
  }
  for (const r of parts) print(`${r.label.padEnd(42)} ${r.p50.toFixed(3).padStart(8)} ${r.p95.toFixed(3).padStart(8)}`);
} finally {
  if (!keep) fs.rmSync(dir, { recursive: true, force: true });
}
