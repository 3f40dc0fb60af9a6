#!/usr/bin/env node
// Writes .br and .gz beside every compressible file of a build folder, so the server sends
// precompressed files without compressing per request. Usage: node scripts/precompress.mjs DIR
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = process.argv[2];
if (!dir || !fs.existsSync(dir)) {
  console.error('usage: node scripts/precompress.mjs BUILD_DIR');
  process.exit(2);
}
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest|map)$/i;
let files = 0;
let before = 0;
let after = 0;
for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const data = fs.readFileSync(file);
  if (data.length < 512) continue;
  const br = zlib.brotliCompressSync(data, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
  const gz = zlib.gzipSync(data, { level: 9 });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, gz);
  files++;
  before += data.length;
  after += br.length;
}
console.log(
  `precompressed ${files} files: ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB brotli`,
);
