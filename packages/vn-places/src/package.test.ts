import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.dirname(fileURLToPath(import.meta.url));

/** The package's own modules a module loads, directly or not (relative imports only). */
function reachable(module: string, seen = new Set<string>()): Set<string> {
  if (seen.has(module)) return seen;
  seen.add(module);
  const text = fs.readFileSync(path.join(src, module), 'utf8');
  for (const [, target] of text.matchAll(/from '\.\/([^']+)\.js'/g)) reachable(`${target}.ts`, seen);
  return seen;
}

describe('the package', () => {
  it('keeps the pre-2025 data out of what the current units and their search load', () => {
    for (const module of ['current.ts', 'search-current.ts', 'seats.ts', 'names.ts']) {
      const loaded = [...reachable(module)];
      expect(loaded, module).not.toContain('old.ts');
      expect(loaded, module).not.toContain('generated/old-units.ts');
    }
    expect([...reachable('search.ts')]).toContain('generated/old-units.ts');
  });

  it('says where the generated data comes from, with the licence text beside it', () => {
    for (const file of ['current-units.ts', 'old-units.ts']) {
      const head = fs.readFileSync(path.join(src, 'generated', file), 'utf8').slice(0, 600);
      expect(head).toContain('tanthuan031/vnadministrative');
      expect(head).toContain('MIT');
    }
    const licence = fs.readFileSync(path.join(src, 'generated/LICENSE'), 'utf8');
    expect(licence).toMatch(/^MIT License/);
    expect(licence).toContain('Permission is hereby granted, free of charge');
  });
});
