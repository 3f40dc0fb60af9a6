#!/usr/bin/env node
// `npm run bench:api`: autocannon against GET /api/portfolio/projects and a bare route of the same
// server, one after the other in one run, and their ratio. Targets (issue 3): ratio ≥ 0.5, p99 ≤ 25 ms.
// Options: --duration=<s> (default 10), --connections=<n> (default 50).
import { fork } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { arg, root } from './common.mjs';

const duration = arg('duration', 10);
const connections = arg('connections', 50);

const server = fork(path.join(root, 'scripts/bench/api-server.mjs'), { stdio: 'inherit' });
const port = await new Promise((resolve, reject) => {
  server.once('message', (m) => resolve(m.port));
  server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});

async function run(title, urlPath) {
  // A short warm-up so that both runs start with compiled code paths and warm caches.
  await autocannon({ url: `http://127.0.0.1:${port}${urlPath}`, connections, duration: 2 });
  const result = await autocannon({ url: `http://127.0.0.1:${port}${urlPath}`, connections, duration });
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(
    `${title.padEnd(26)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(3)} ms   p99 ${String(result.latency.p99).padStart(3)} ms   errors ${errors}`,
  );
  return result;
}

console.log(`autocannon: ${connections} connections, ${duration} s per route, Node ${process.version}\n`);
const bare = await run('GET /api/bench/bare', '/api/bench/bare');
const projects = await run('GET /api/portfolio/projects', '/api/portfolio/projects?lang=en');
server.kill('SIGTERM');

const ratio = projects.requests.average / bare.requests.average;
console.log(`\nratio projects / bare: ${ratio.toFixed(2)} (target ≥ 0.5)`);
console.log(`p99 projects: ${projects.latency.p99} ms (target ≤ 25 ms)`);
