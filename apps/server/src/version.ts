import fs from 'node:fs';

/** The server's version, from its package.json (works from src/ under tests and from dist/). */
export const VERSION: string = (
  JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
