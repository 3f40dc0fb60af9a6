#!/usr/bin/env node
// `npm run dev`: the API on :3000 (rebuilt by tsc --watch, restarted by node --watch) and the Vite
// dev server with hot reload on :5173, which proxies /api, /ai and /perf to it. Ctrl+C stops both.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const build = spawnSync('npx', ['tsc', '-b', 'packages/contracts', 'apps/server'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const env = {
  ...process.env,
  NODE_ENV: 'development',
  WEB_DIST: process.env.WEB_DIST ?? path.join(root, 'no-web-build'),
};
const children = [
  spawn('npx', ['tsc', '-b', '--watch', '--preserveWatchOutput', 'packages/contracts', 'apps/server'], {
    cwd: root,
    stdio: 'ignore',
  }),
  spawn(process.execPath, ['--watch-path=apps/server/dist', 'apps/server/dist/main.js'], {
    cwd: root,
    stdio: 'inherit',
    env,
  }),
  spawn('npx', ['vite'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
