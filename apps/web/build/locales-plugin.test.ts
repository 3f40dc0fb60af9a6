// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_CODES } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../src/lib/i18n';
import { localeFiles, localesBase, localesDir } from './locales-plugin';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('translation files', () => {
  it('are every namespace in every language', () => {
    const expected = LANGUAGE_CODES.flatMap((lang) => NAMESPACES.map((ns) => `${lang}/${ns}.json`)).sort();
    expect(localeFiles(localesDir(webRoot))).toEqual(expected);
  });

  it('are served under an address that changes with any text, and only then', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'locales-'));
    try {
      fs.mkdirSync(path.join(dir, 'en'));
      fs.writeFileSync(path.join(dir, 'en', 'common.json'), '{"hello":"Hello"}');
      const first = localesBase(dir);
      expect(first).toMatch(/^\/assets\/locales\/[0-9a-f]{10}$/);
      expect(localesBase(dir)).toBe(first);
      fs.writeFileSync(path.join(dir, 'en', 'common.json'), '{"hello":"Hi"}');
      expect(localesBase(dir)).not.toBe(first);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
