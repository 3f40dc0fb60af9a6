import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.dirname(new URL(import.meta.url).pathname);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * A class a component takes from a CSS module that the module does not define becomes the literal class
 * "undefined" in the page, and the style it promised is silently missing. Every `styles.name` used must exist.
 */
describe('CSS modules', () => {
  it('define every class the components use from them', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(src)) {
      const code = fs.readFileSync(file, 'utf8');
      for (const [, name, module] of code.matchAll(/import (\w+) from '([^']+\.module\.css)';/g)) {
        const css = fs.readFileSync(path.resolve(path.dirname(file), module!), 'utf8');
        const defined = new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]));
        for (const [, used] of code.matchAll(new RegExp(`(?<![\\w'"\`./-])${name}\\.(\\w+)`, 'g'))) {
          if (!defined.has(used)) missing.push(`${path.relative(src, file)}: ${name}.${used}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
