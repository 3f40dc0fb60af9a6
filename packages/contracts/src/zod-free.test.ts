import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A page that imports a zod schema loads zod and the schemas with it (≈ 38 KiB gzipped) before it can
 * start. So what pages need at start lives in modules without zod: each family's plain values
 * (`*.values.ts`: enums, limits, message codes, URL helpers), the endpoint declarations (`api/*.routes.ts`),
 * the languages and the route table. This test follows their imports (type-only imports do not count:
 * they vanish in the build) and fails if any of them reaches zod.
 */
const here = path.dirname(fileURLToPath(import.meta.url));

const ZOD_FREE = [
  ...fs.readdirSync(here).filter((file) => file.endsWith('.values.ts')),
  ...fs
    .readdirSync(path.join(here, 'api'))
    .filter((file) => file.endsWith('.routes.ts'))
    .map((file) => `api/${file}`),
  'youtube.ts',
  'message-texts.ts',
  'languages.ts',
  'routes.ts',
  'messages.ts',
  'form-messages.ts',
  'endpoint.ts',
  'page-render.ts',
];

/** The modules a file imports for their values (not `import type`), relative ones resolved to files. */
function valueImports(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of source.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?from\s+'([^']+)'/gms)) {
    const [, typeOnly, specifier] = match;
    if (typeOnly || !specifier) continue;
    found.push(
      specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier.replace(/\.js$/, '.ts')) : specifier,
    );
  }
  return found;
}

/** The chain of imports from `file` to zod, or undefined when there is none. */
function pathToZod(file: string, seen = new Set<string>()): string[] | undefined {
  if (seen.has(file)) return undefined;
  seen.add(file);
  for (const imported of valueImports(file)) {
    if (imported === 'zod' || imported.startsWith('zod/')) return [file, 'zod'];
    if (!imported.startsWith('/')) continue;
    const chain = pathToZod(imported, seen);
    if (chain) return [file, ...chain];
  }
  return undefined;
}

describe('modules that pages import at start', () => {
  it('include every family that has plain values', () => {
    expect(ZOD_FREE.filter((file) => file.endsWith('.values.ts')).length).toBeGreaterThanOrEqual(7);
  });

  it.each(ZOD_FREE)('%s does not load zod', (file) => {
    const chain = pathToZod(path.join(here, file));
    expect(chain?.map((step) => path.relative(here, step) || step)).toBeUndefined();
  });
});
