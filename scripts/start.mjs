#!/usr/bin/env node
// `npm start`: builds whatever is missing or older than its sources, then runs the server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [major] = process.versions.node.split('.').map(Number);
if (major < 24) {
  console.error(`This project needs Node.js 24 or newer; this is ${process.version}.`);
  process.exit(1);
}

// The SQLite driver is a native addon: built for another Node version, it cannot load.
try {
  createRequire(path.join(root, 'apps/server/package.json'))('better-sqlite3');
} catch (error) {
  if (error && (error.code === 'ERR_DLOPEN_FAILED' || /NODE_MODULE_VERSION/.test(String(error.message)))) {
    console.error(
      `The SQLite driver was built for another Node.js version than ${process.version}.\n` +
        'Run `npm rebuild better-sqlite3` (or reinstall with `npm ci`) with this Node.js, then start again.',
    );
    process.exit(1);
  }
  throw error;
}

/** Newest modification time among the files of these folders/files (0 if none). */
function newest(...targets) {
  let latest = 0;
  for (const target of targets.map((t) => path.join(root, t))) {
    if (!fs.existsSync(target)) continue;
    const stat = fs.statSync(target);
    if (stat.isFile()) latest = Math.max(latest, stat.mtimeMs);
    else
      for (const entry of fs.readdirSync(target, { recursive: true, withFileTypes: true }))
        if (entry.isFile()) latest = Math.max(latest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

function builtAt(file) {
  const full = path.join(root, file);
  return fs.existsSync(full) ? fs.statSync(full).mtimeMs : 0;
}

function run(args) {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const contractsSrc = newest('packages/contracts/src', 'packages/contracts/package.json');
const benchmarkSrc = newest('packages/benchmark/src', 'packages/benchmark/package.json');
const benchmarkStale = builtAt('packages/benchmark/dist/index.js') < benchmarkSrc;
// The server's build (tsc -b) builds the workspace packages it references (apps/server/tsconfig.json) with it.
const serverPackages = ['vn-places', 'vn-report', 'reunion-match', 'music'].map((name) =>
  newest(`packages/${name}/src`, `packages/${name}/package.json`),
);
const serverStale =
  builtAt('apps/server/dist/main.js') < Math.max(contractsSrc, newest('apps/server/src'), ...serverPackages);
// The web build is the browser's files and the server renderer (dist-ssr), built together; it reads the source of
// every workspace package it imports (vite.config.ts aliases), so a change to any of them builds it again.
const webPackages = fs
  .readdirSync(path.join(root, 'packages'))
  .map((name) => newest(`packages/${name}/src`, `packages/${name}/package.json`));
const webStale =
  Math.min(builtAt('apps/web/dist/index.html'), builtAt('apps/web/dist-ssr/entry-server.js')) <
  Math.max(...webPackages, newest('apps/web/src', 'apps/web/index.html', 'apps/web/public', 'apps/web/vite.config.ts'));

if (benchmarkStale) {
  console.log('Building the benchmark tasks…');
  run(['run', 'build', '-w', 'packages/benchmark']);
}
if (serverStale) {
  console.log('Building the server…');
  run(['run', 'build', '-w', 'packages/contracts']);
  run(['run', 'build', '-w', 'apps/server']);
}
if (webStale) {
  console.log('Building the web app…');
  run(['run', 'build', '-w', 'apps/web']);
}

const server = spawnSync(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(server.status ?? 0);
