#!/usr/bin/env node
// `npm run bench:api`: autocannon against GET /api/portfolio/projects and a bare route of the same
// server, one after the other in one run, and their ratio. Targets (issue 3): ratio ≥ 0.5, p99 ≤ 25 ms.
// Options: --duration=<s> (default 10), --connections=<n> (default 50).
import { arg, loadTest, startBenchServer } from './common.mjs';

const duration = arg('duration', 10);
const connections = arg('connections', 50);

const { server, port } = await startBenchServer('api-server.mjs');
const run = (title, urlPath) => loadTest(port, title, urlPath, { connections, duration, width: 26 });

console.log(`autocannon: ${connections} connections, ${duration} s per route, Node ${process.version}\n`);
const bare = await run('GET /api/bench/bare', '/api/bench/bare');
const projects = await run('GET /api/portfolio/projects', '/api/portfolio/projects?lang=en');
server.kill('SIGTERM');

const ratio = projects.requests.average / bare.requests.average;
console.log(`\nratio projects / bare: ${ratio.toFixed(2)} (target ≥ 0.5)`);
console.log(`p99 projects: ${projects.latency.p99} ms (target ≤ 25 ms)`);
