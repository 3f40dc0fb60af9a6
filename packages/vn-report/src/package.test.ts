import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.dirname(fileURLToPath(import.meta.url));
const modules = fs.readdirSync(src).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));

describe('the package', () => {
  it('is pure: no module imports Node, a network client or anything but its own modules and two packages', () => {
    expect(modules.length).toBeGreaterThan(5);
    for (const module of modules) {
      const text = fs.readFileSync(path.join(src, module), 'utf8');
      for (const [, target] of text.matchAll(/from '([^']+)'/g))
        expect(
          ['@site/contracts', '@site/vn-places'].includes(target!) || target!.startsWith('./'),
          `${module}: ${target}`,
        ).toBe(true);
      expect(text, module).not.toMatch(/\b(?:fetch|XMLHttpRequest|require)\s*\(|\bimport\s*\(|process\.env/);
      expect(text, module).not.toMatch(/\bconsole\./);
    }
  });
});
