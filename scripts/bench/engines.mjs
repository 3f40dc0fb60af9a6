#!/usr/bin/env node
// `npm run bench:engines`: the language benchmark's harness overhead. For each server engine, the same
// program is run directly from a shell and through GET /perf/{engine}/benchmark of the real server, in
// alternating rounds of one run; prints the medians of the time the program reports and of the wall time
// (shell: process start to exit; endpoint: the whole HTTP request), and their ratios (target ≤ 1.1).
// Options: --scale=<n> (default 2000), --rounds=<n> (default 5).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { arg, benchApp, UNLIMITED } from './common.mjs';

const { ENGINES, toolchains } = await import('../../apps/server/dist/modules/benchmark/engines.js');

const scale = arg('scale', 2000);
const rounds = arg('rounds', 5);
const run = promisify(execFile);

const { app, dataDir, stop } = await benchApp('site-bench-engines-', {
  ...UNLIMITED,
  BENCHMARK_RATE_LIMIT_MAX: '10000',
});
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${app.server.address().port}`;

const quote = (s) => `'${String(s).replaceAll("'", "'\\''")}'`;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const reported = (result) => result.tasks.reduce((sum, t) => sum + t.seconds, 0);

/** The program from a shell, as a person would run it (compiled languages built once into a temp folder). */
async function directCommand(engine, toolchain) {
  const source = ENGINES[engine].sources[0];
  if (!toolchain.build) return toolchain.run(source, scale);
  const output = path.join(dataDir, `direct-${engine}${engine === 'dotnet' ? '.exe' : ''}`);
  const build = toolchain.build(source, output, dataDir);
  await run(build.file, build.args, { env: { ...process.env, ...build.env } });
  return toolchain.run(output, scale);
}

async function direct(command) {
  const started = performance.now();
  const { stdout } = await run('sh', ['-c', [command.file, ...command.args].map(quote).join(' ')]);
  const wall = (performance.now() - started) / 1000;
  return { wall, time: reported(JSON.parse(stdout.trim().split('\n').pop())) };
}

async function endpoint(engine) {
  const started = performance.now();
  const res = await fetch(`${base}/perf/${engine}/benchmark?scale=${scale}`);
  const body = await res.json();
  const wall = (performance.now() - started) / 1000;
  if (!res.ok || body.error) throw new Error(`${engine}: HTTP ${res.status} ${body.message ?? body.error}`);
  return { wall, time: body.totalTimeSeconds };
}

console.log(`scale ${scale}, ${rounds} alternating rounds per engine, median of each, Node ${process.version}\n`);
console.log('engine   program time: shell   endpoint   ratio   |   wall: shell   endpoint (HTTP)   ratio');
const found = await toolchains();
const worst = { time: 0, wall: 0 };
for (const [engine, toolchain] of found) {
  if ('missing' in toolchain) {
    console.log(`${engine.padEnd(8)} not installed (${toolchain.missing})`);
    continue;
  }
  const command = await directCommand(engine, toolchain);
  await endpoint(engine); // the server's first run builds its own copy; not measured
  await direct(command);
  const shell = [];
  const server = [];
  for (let i = 0; i < rounds; i++) {
    if (i % 2 === 0) {
      shell.push(await direct(command));
      server.push(await endpoint(engine));
    } else {
      server.push(await endpoint(engine));
      shell.push(await direct(command));
    }
  }
  const time = [median(shell.map((r) => r.time)), median(server.map((r) => r.time))];
  const wall = [median(shell.map((r) => r.wall)), median(server.map((r) => r.wall))];
  const ratios = { time: time[1] / time[0], wall: wall[1] / wall[0] };
  worst.time = Math.max(worst.time, ratios.time);
  worst.wall = Math.max(worst.wall, ratios.wall);
  const ms = (s) => `${(s * 1000).toFixed(1)} ms`.padStart(10);
  console.log(
    `${engine.padEnd(8)} ${ms(time[0])}          ${ms(time[1])}  ${ratios.time.toFixed(2).padStart(5)}   |   ${ms(wall[0])}   ${ms(wall[1])}        ${ratios.wall.toFixed(2).padStart(5)}`,
  );
}
await stop();
console.log(
  `\nworst ratio endpoint / shell: program time ${worst.time.toFixed(2)}, wall ${worst.wall.toFixed(2)} (target ≤ 1.1)`,
);
