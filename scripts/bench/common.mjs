// What every bench script starts with: the repository root, a check that the server is built, and the
// numeric `--name=value` options.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

if (!fs.existsSync(path.join(root, 'apps/server/dist/app.js'))) {
  console.error('apps/server/dist is missing: run `npm run build` first.');
  process.exit(1);
}

/** The number given as `--name=value`, or the fallback. */
export const arg = (name, fallback) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
