#!/usr/bin/env node
// `npm run bench:assistant`: the site assistant on the demo content. Boots the app on a SQLite database in a temp
// folder with the demo seed, builds the assistant's index (timed), then asks every question of the question set
// (src/modules/assistant/questions.ts: 10 languages, 3 pages) through the assistant's service with its answer
// cache off, ROUNDS times each, and prints hit@1 and hit@3 of the cited pages and the answer time (p50, p95; a
// question's whole path: conversation lookup and write, index check, retrieval, answer). Offline provider.
// Then asks the off-topic questions (OFF_TOPIC_QUESTIONS) and counts the answers that say nothing was found.
// Runs on the built server (the npm script builds it first). Targets: hit@3 ≥ 0.9, p95 ≤ 100 ms, off-topic ≥ 0.8.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../dist/app.js';
import { loadConfig } from '../dist/config.js';
import { assistantService } from '../dist/modules/assistant/assistant.service.js';
import {
  ASSISTANT_QUESTIONS,
  HELD_OUT_QUESTIONS,
  OFF_TOPIC_QUESTIONS,
  rankOfExpected,
} from '../dist/modules/assistant/questions.js';

const ROUNDS = 5;
const TARGETS = { hit3: 0.9, p95: 100, offTopic: 0.8 };

const print = (line = '') => process.stdout.write(`${line}\n`);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-assistant-'));
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dir, MAP_TILE_URL: 'off' });
const app = await buildApp(config, { logger: false, worker: false });
try {
  await app.ready();
  const service = assistantService(app, { model: null, translateServer: null, cacheEntries: 0 });

  const build = performance.now();
  const health = await service.health();
  const buildMs = performance.now() - build;

  let hit1 = 0;
  let hit3 = 0;
  const misses = [];
  const times = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const q of ASSISTANT_QUESTIONS) {
      const start = performance.now();
      const answer = await service.chat({ message: q.question, language: q.language, context: q.context });
      times.push(performance.now() - start);
      if (round > 0) continue;
      const rank = rankOfExpected(
        q,
        answer.citations.map((c) => c.url),
      );
      if (rank === 1) hit1++;
      if (rank !== null && rank <= 3) hit3++;
      else
        misses.push(
          `  ${q.language} ${q.context}: ${q.question} → ${answer.citations.map((c) => c.url).join(' ') || '(nothing cited)'}`,
        );
    }
  }
  // Held-out questions (not tuned on): hit@1 and hit@3 apart.
  let heldHit1 = 0;
  let heldHit3 = 0;
  const heldMisses = [];
  for (const q of HELD_OUT_QUESTIONS) {
    const answer = await service.chat({ message: q.question, language: q.language, context: q.context });
    const rank = rankOfExpected(
      q,
      answer.citations.map((c) => c.url),
    );
    if (rank === 1) heldHit1++;
    if (rank !== null && rank <= 3) heldHit3++;
    else
      heldMisses.push(
        `  ${q.language} ${q.context}: ${q.question} → ${answer.citations.map((c) => c.url).join(' ') || '(nothing cited)'}`,
      );
  }
  // Off-topic questions: the answer should be "nothing found" (kind none), not passages sharing a word.
  const offTopicAnswered = [];
  for (const q of OFF_TOPIC_QUESTIONS) {
    const answer = await service.chat({ message: q.question, language: q.language, context: q.context });
    if (answer.kind !== 'none')
      offTopicAnswered.push(
        `  ${q.language} ${q.context}: ${q.question} → ${answer.kind} ${answer.citations.map((c) => c.url).join(' ')}`,
      );
  }
  times.sort((a, b) => a - b);
  const n = ASSISTANT_QUESTIONS.length;
  const p95 = percentile(times, 95);

  print(`Site assistant on the demo content (offline provider, SQLite, Node ${process.version})`);
  print(
    `index: ${health.index.passages} passages in ${Object.keys(health.index.languages).length} languages, built in ${buildMs.toFixed(0)} ms (content read included)`,
  );
  print(`questions: ${n} (${ROUNDS} rounds, cache off)`);
  print(`hit@1: ${(hit1 / n).toFixed(3)} (${hit1}/${n})`);
  print(`hit@3: ${(hit3 / n).toFixed(3)} (${hit3}/${n})   target ≥ ${TARGETS.hit3}`);
  print(
    `answer time: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${times.at(-1).toFixed(1)} ms   target p95 ≤ ${TARGETS.p95} ms`,
  );
  const h = HELD_OUT_QUESTIONS.length;
  print(
    `held-out questions: ${h}, hit@1 ${(heldHit1 / h).toFixed(3)} (${heldHit1}/${h}), hit@3 ${(heldHit3 / h).toFixed(3)} (${heldHit3}/${h})`,
  );
  const offTopicNone = OFF_TOPIC_QUESTIONS.length - offTopicAnswered.length;
  print(
    `off-topic questions answered "nothing found": ${(offTopicNone / OFF_TOPIC_QUESTIONS.length).toFixed(3)} (${offTopicNone}/${OFF_TOPIC_QUESTIONS.length})   target ≥ ${TARGETS.offTopic}`,
  );
  if (misses.length > 0) print(`not in the first three citations:\n${misses.join('\n')}`);
  if (heldMisses.length > 0) print(`held-out questions not in the first three citations:\n${heldMisses.join('\n')}`);
  if (offTopicAnswered.length > 0) print(`off-topic questions answered anyway:\n${offTopicAnswered.join('\n')}`);
  if (hit3 / n < TARGETS.hit3 || p95 > TARGETS.p95 || offTopicNone / OFF_TOPIC_QUESTIONS.length < TARGETS.offTopic)
    process.exitCode = 1;
} finally {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
