#!/usr/bin/env node
// Runs the Playwright suite against the built site: a free port, a fresh data folder (SQLite, seeded
// on start), removed afterwards. Extra arguments go to Playwright (e.g. a test file or --grep).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, requireBuiltSite, root } from './built-site.mjs';

requireBuiltSite();
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chrome)) {
  console.error(
    `No Chromium at ${chrome}: install Debian's chromium (apt-get install -y chromium) or set CHROME_PATH.`,
  );
  process.exit(1);
}

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-'));
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: path.join(root, 'apps/web'),
  stdio: 'inherit',
  env: { ...process.env, E2E_PORT: String(port), E2E_DATA_DIR: dataDir },
});
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
