// What every bench script starts with: the repository root, a check that the server is built, the
// numeric `--name=value` options; and what they run: the app on a temporary database, a bench server in a
// child process, a load test of one route.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

if (!fs.existsSync(path.join(root, 'apps/server/dist/app.js'))) {
  console.error('apps/server/dist is missing: run `npm run build` first.');
  process.exit(1);
}

/** The number given as `--name=value`, or the fallback. */
export const arg = (name, fallback) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);

/** Settings that lift the general rate limit, so that a load test measures the route, not the limiter. */
export const UNLIMITED = { RATE_LIMIT_MAX: '1000000' };

/**
 * The real app (built) on a temporary SQLite data folder with the demo content, no logging and no job
 * worker; `settings` are added to its configuration. `stop()` closes it and removes the folder (`dataDir`).
 */
export async function benchApp(folderPrefix, settings = {}) {
  const { buildApp } = await import(path.join(root, 'apps/server/dist/app.js'));
  const { loadConfig } = await import(path.join(root, 'apps/server/dist/config.js'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), folderPrefix));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'bench@example.com',
    ADMIN_PASSWORD: 'bench-password-not-used',
    ...settings,
  });
  const app = await buildApp(config, { logger: false, worker: false });
  const stop = async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { app, dataDir, stop };
}

/**
 * The child side of a bench server: adds a bare route that does no work (the baseline), listens on a free
 * port, sends the port to the parent, and stops when told to (SIGTERM) or when the parent goes.
 */
export async function serveBench({ app, stop }) {
  app.get('/api/bench/bare', async () => ({ ok: true }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.send?.({ port: app.server.address().port });
  const exit = async () => {
    await stop();
    process.exit(0);
  };
  process.on('SIGTERM', exit);
  process.on('disconnect', exit);
}

/** Starts a bench server script (`scripts/bench/…-server.mjs`) as a child; answers it and its port. */
export async function startBenchServer(script, options = {}) {
  const server = fork(path.join(root, 'scripts/bench', script), { stdio: 'inherit', ...options });
  const port = await new Promise((resolve, reject) => {
    server.once('message', (m) => resolve(m.port));
    server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { server, port };
}

/**
 * autocannon on one route, after a 2-second warm-up so that every route starts with compiled code paths
 * and warm caches; prints one line (the title padded to `width`) and answers the result.
 */
export async function loadTest(port, title, urlPath, { connections, duration, width }) {
  await autocannon({ url: `http://127.0.0.1:${port}${urlPath}`, connections, duration: 2 });
  const result = await autocannon({ url: `http://127.0.0.1:${port}${urlPath}`, connections, duration });
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(
    `${title.padEnd(width)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(3)} ms   p99 ${String(result.latency.p99).padStart(3)} ms   errors ${errors}`,
  );
  return result;
}
