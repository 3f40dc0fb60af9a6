#!/usr/bin/env node
// Bundle budget (ARCHITECTURE.md): the JavaScript a first visit to the home page must load, gzipped,
// stays within 100 KiB. Counted from Vite's manifest: the entry, every chunk it imports statically,
// and the home page's lazily loaded chunk with its own static imports. Chunks loaded only on demand
// (other pages, the toast library, the mobile menu panel, the language tour) are listed, not counted.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET_KIB = 100;
const dist = path.resolve(process.env.WEB_DIST ?? 'apps/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const homeKey = Object.keys(manifest).find((key) => key.endsWith('features/home/home-page.tsx'));
if (!entryKey || !homeKey) {
  console.error('The manifest has no entry or no home page chunk.');
  process.exit(1);
}

/** A chunk and everything it imports statically, as manifest keys. */
function staticGraph(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticGraph(imported, seen);
  return seen;
}

const initial = new Set([...staticGraph(entryKey), ...staticGraph(homeKey)]);
const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const brotliSize = (file) => zlib.brotliCompressSync(fs.readFileSync(path.join(dist, file))).length;
const kib = (bytes) => (bytes / 1024).toFixed(1);

let totalGzip = 0;
let totalBrotli = 0;
console.log('Home page initial JavaScript (gzip -9 / brotli):');
for (const key of initial) {
  const file = manifest[key].file;
  const gz = gzipSize(file);
  const br = brotliSize(file);
  totalGzip += gz;
  totalBrotli += br;
  console.log(`  ${kib(gz).padStart(6)} KiB ${kib(br).padStart(6)} KiB  ${file}`);
}
const onDemand = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && !initial.has(key));
console.log(`Loaded on demand, not counted: ${onDemand.map((k) => path.basename(k)).join(', ')}`);
console.log(`Total: ${kib(totalGzip)} KiB gzipped (${kib(totalBrotli)} KiB brotli), budget ${BUDGET_KIB} KiB gzipped.`);
if (totalGzip > BUDGET_KIB * 1024) {
  console.error(`Over budget by ${kib(totalGzip - BUDGET_KIB * 1024)} KiB.`);
  process.exit(1);
}
