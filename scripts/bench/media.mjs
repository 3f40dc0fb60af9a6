#!/usr/bin/env node
// `npm run bench:media` (issue 4), two figures:
// 1. Processing throughput: 12-megapixel JPEGs uploaded to the real app and processed by its job
//    (decode, orientation, re-encoded original, full-size WebP, three thumbnails, storage writes, database
//    updates), against sharp making the same files directly, in the same process. Target: ratio ≥ 0.7.
// 2. GET /api/media-gallery/items (first page) with 500 items, 50 connections, next to a bare route of the
//    same server. Target: p99 ≤ 25 ms.
// Options: --images=<n> (default 6), --duration=<s> (default 10), --connections=<n> (default 50).
import sharp from 'sharp';
import { arg, benchApp, loadTest, startBenchServer } from './common.mjs';

const imageCount = arg('images', 6);
const duration = arg('duration', 10);
const connections = arg('connections', 50);

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

const { app, stop } = await benchApp('site-bench-media-');
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
await stop();

// ── 2. Gallery list with 500 items ──
const { server, port } = await startBenchServer('media-server.mjs');
const load = (title, urlPath) => loadTest(port, title, urlPath, { connections, duration, width: 34 });
console.log(`Gallery list: autocannon, ${connections} connections, ${duration} s per route`);
const bare = await load('GET /api/bench/bare', '/api/bench/bare');
const items = await load('GET /api/media-gallery/items (500)', '/api/media-gallery/items?lang=en');
server.kill('SIGTERM');
console.log(`\nratio items / bare: ${(items.requests.average / bare.requests.average).toFixed(2)}`);
console.log(`p99 items: ${items.latency.p99} ms (target ≤ 25 ms)`);
