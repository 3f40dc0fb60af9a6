#!/usr/bin/env node
// `npm run lighthouse [-- /path …]`: Lighthouse (mobile, its default) on the built site served by the
// real server on a temp SQLite database with the demo content, using the system Chromium. Prints the
// four category scores per page. Targets (ARCHITECTURE.md): performance ≥ 95, the others 100.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
for (const file of ['apps/web/dist/index.html', 'apps/server/dist/main.js']) {
  if (!fs.existsSync(path.join(root, file))) {
    console.error(`${file} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
}
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const pages = process.argv.slice(2).filter((a) => a.startsWith('/'));
if (pages.length === 0) pages.push('/');

const port = await new Promise((resolve, reject) => {
  const probe = net.createServer();
  probe.on('error', reject);
  probe.listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-lighthouse-'));
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 100; i++) {
  if (
    await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  await new Promise((r) => setTimeout(r, 100));
}

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});
let failed = false;
try {
  for (const page of pages) {
    // One unmeasured visit first, as a returning visitor's server has it warm (seeded images, caches).
    await fetch(base + page);
    const result = await lighthouse(base + page, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const { categories, audits } = result.lhr;
    // LIGHTHOUSE_JSON=dir keeps each full report for a closer look (treemap, long tasks, network).
    if (process.env.LIGHTHOUSE_JSON) {
      fs.mkdirSync(process.env.LIGHTHOUSE_JSON, { recursive: true });
      const name = page === '/' ? 'home' : page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
      fs.writeFileSync(path.join(process.env.LIGHTHOUSE_JSON, `${name}.json`), JSON.stringify(result.lhr));
    }
    const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
    console.log(
      `${page.padEnd(24)} performance ${score('performance')}  accessibility ${score('accessibility')}  best practices ${score('best-practices')}  SEO ${score('seo')}`,
    );
    for (const key of [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ]) {
      console.log(`    ${audits[key].title}: ${audits[key].displayValue}`);
    }
    for (const [key, category] of Object.entries(categories)) {
      if (key === 'performance' || category.score === 1) continue;
      const failing = category.auditRefs
        .map((ref) => audits[ref.id])
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative');
      for (const audit of failing) console.log(`    ${key}: ${audit.id} — ${audit.title}`);
    }
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
