#!/usr/bin/env node
// `npm run bench:media` (issue 4), two figures:
// 1. Processing throughput: 12-megapixel JPEGs uploaded to the real app and processed by its job
//    (decode, orientation, re-encoded original, full-size WebP, three thumbnails, storage writes, database
//    updates), against sharp making the same files directly, in the same process. Target: ratio ≥ 0.7.
// 2. GET /api/media-gallery/items (first page) with 500 items, 50 connections, next to a bare route of the
//    same server. Target: p99 ≤ 25 ms.
// Options: --images=<n> (default 6), --duration=<s> (default 10), --connections=<n> (default 50).
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { arg, root } from './common.mjs';

const imageCount = arg('images', 6);
const duration = arg('duration', 10);
const connections = arg('connections', 50);
const { buildApp } = await import(path.join(root, 'apps/server/dist/app.js'));
const { loadConfig } = await import(path.join(root, 'apps/server/dist/config.js'));

// ── 1. Processing throughput ──
console.log(
  `Processing: ${imageCount} JPEGs of 4000 × 3000 (12 MP), Node ${process.version}, sharp ${sharp.versions.sharp}`,
);
const images = [];
for (let i = 0; i < imageCount; i++) {
  images.push(
    await sharp({
      create: {
        width: 4000,
        height: 3000,
        channels: 3,
        background: { r: 40 + i * 20, g: 90, b: 160 },
        noise: { type: 'gaussian', mean: 120, sigma: 12 },
      },
    })
      .jpeg({ quality: 90 })
      .toBuffer(),
  );
}
console.log(
  `  ${(images.reduce((s, b) => s + b.length, 0) / imageCount / 1024 / 1024).toFixed(1)} MB per file on average`,
);

/** What the pipeline makes of one image, done the plain way: one sharp pipeline per output file. */
async function direct(buffer) {
  const outputs = [
    sharp(buffer).rotate().jpeg({ quality: 90 }).toBuffer(),
    sharp(buffer).rotate().webp({ quality: 82, effort: 2 }).toBuffer(),
    ...[320, 640, 1280].map((width) =>
      sharp(buffer).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 78, effort: 2 }).toBuffer(),
    ),
  ];
  return Promise.all(outputs);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-media-'));
const app = await buildApp(
  loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'bench@example.com',
    ADMIN_PASSWORD: 'bench-password-not-used',
  }),
  { logger: false, worker: false },
);
await app.ready();
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { email: 'bench@example.com', password: 'bench-password-not-used' },
});
const auth = { authorization: `Bearer ${login.json().token}` };
const boundary = '----bench-boundary';
const multipart = (name, data) =>
  Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);

async function throughOurPipeline(round) {
  for (const [i, image] of images.entries()) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: multipart(`bench-${round}-${i}.jpg`, image),
    });
    if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  }
  const started = performance.now();
  const processed = await app.queue.drain();
  const seconds = (performance.now() - started) / 1000;
  if (processed !== images.length) throw new Error(`expected ${images.length} jobs, ran ${processed}`);
  return seconds;
}

async function directly() {
  const started = performance.now();
  for (const image of images) await direct(image);
  return (performance.now() - started) / 1000;
}

// Warm-up of both (libvips caches, JIT), then alternate the measured rounds so neither gets the quiet machine.
await directly();
await throughOurPipeline('warm');
const pipelineTimes = [];
const directTimes = [];
for (let round = 0; round < 3; round++) {
  directTimes.push(await directly());
  pipelineTimes.push(await throughOurPipeline(round));
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const pipelineRate = imageCount / median(pipelineTimes);
const directRate = imageCount / median(directTimes);
console.log(
  `  sharp directly (5 outputs each):      ${directRate.toFixed(2)} images/s  (median of ${directTimes.length} rounds)`,
);
console.log(`  real pipeline (job, storage, database): ${pipelineRate.toFixed(2)} images/s`);
console.log(`  ratio pipeline / direct: ${(pipelineRate / directRate).toFixed(2)} (target ≥ 0.7)\n`);
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });

// ── 2. Gallery list with 500 items ──
const server = fork(path.join(root, 'scripts/bench/media-server.mjs'), { stdio: 'inherit' });
const port = await new Promise((resolve, reject) => {
  server.once('message', (m) => resolve(m.port));
  server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});
async function load(title, urlPath) {
  await autocannon({ url: `http://127.0.0.1:${port}${urlPath}`, connections, duration: 2 });
  const result = await autocannon({ url: `http://127.0.0.1:${port}${urlPath}`, connections, duration });
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(
    `${title.padEnd(34)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(3)} ms   p99 ${String(result.latency.p99).padStart(3)} ms   errors ${errors}`,
  );
  return result;
}
console.log(`Gallery list: autocannon, ${connections} connections, ${duration} s per route`);
const bare = await load('GET /api/bench/bare', '/api/bench/bare');
const items = await load('GET /api/media-gallery/items (500)', '/api/media-gallery/items?lang=en');
server.kill('SIGTERM');
console.log(`\nratio items / bare: ${(items.requests.average / bare.requests.average).toFixed(2)}`);
console.log(`p99 items: ${items.latency.p99} ms (target ≤ 25 ms)`);
