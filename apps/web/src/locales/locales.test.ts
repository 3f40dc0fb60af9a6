import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGE_CODES, SITE_ROUTES } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { NAV_GROUPS } from '../components/header/nav-items';
import { NAMESPACES } from '../lib/i18n';

type Tree = { [key: string]: string | Tree };
const dir = path.dirname(new URL(import.meta.url).pathname);
const load = (lng: string, ns: string): Tree => JSON.parse(fs.readFileSync(path.join(dir, lng, `${ns}.json`), 'utf8'));

/** Every leaf as `dotted.key → text`. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * The keys a language must have: the English ones, except that each plural family (`x_one`, `x_other`)
 * takes the forms of that language's plural rules (Russian one/few/many/other, Japanese other only…),
 * as i18next looks them up.
 */
function expectedKeys(english: Map<string, string>, lng: string): Map<string, string> {
  const forms = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
  const out = new Map<string, string>();
  for (const [key, text] of english) {
    if (!PLURAL.test(key)) out.set(key, text);
    else
      for (const form of forms)
        out.set(key.replace(PLURAL, `_${form}`), english.get(key.replace(PLURAL, '_other')) ?? text);
  }
  return out;
}

describe('translations', () => {
  it('has a folder with every namespace for each of the ten languages, and nothing else', () => {
    const folders = fs.readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory());
    expect(folders.map((d) => d.name).sort()).toEqual([...LANGUAGE_CODES].sort());
    for (const lng of LANGUAGE_CODES) {
      expect(fs.readdirSync(path.join(dir, lng)).sort(), lng).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
    }
  });

  for (const ns of NAMESPACES) {
    const source = flatten(load('en', ns));
    for (const lng of LANGUAGE_CODES.filter((l) => l !== 'en')) {
      it(`${lng}/${ns}.json has exactly the English keys (plural forms per language), all translated, placeholders intact`, () => {
        const english = expectedKeys(source, lng);
        const other = flatten(load(lng, ns));
        const missing = [...english.keys()].filter((k) => !other.has(k));
        // English's own plural forms are tolerated where the language does not use them (i18next ignores them).
        const extra = [...other.keys()].filter((k) => !english.has(k) && !source.has(k));
        expect(missing, `missing in ${lng}/${ns}`).toEqual([]);
        expect(extra, `not in English ${ns}`).toEqual([]);
        for (const [key, text] of other) {
          expect(text.trim(), `${lng}/${ns}: ${key} is empty`).not.toBe('');
          // A plural form may leave out {{count}} (Arabic's dual and singular name no number).
          const wanted = placeholders(english.get(key) ?? source.get(key) ?? '');
          const got = placeholders(text);
          if (PLURAL.test(key))
            expect(wanted, `${lng}/${ns}: ${key} placeholders`).toEqual(expect.arrayContaining(got));
          else expect(got, `${lng}/${ns}: ${key} placeholders`).toEqual(wanted);
        }
      });
    }
  }

  it('has a title, heading and summary for every page of the route table', () => {
    for (const lng of LANGUAGE_CODES) {
      const pages = flatten(load(lng, 'pages'));
      for (const { pageKey } of SITE_ROUTES) {
        for (const field of ['title', 'heading', 'summary']) {
          expect(pages.get(`${pageKey}.${field}`), `${lng}: ${pageKey}.${field}`).toBeTruthy();
        }
      }
    }
  });

  it('has a label for every menu group and item', () => {
    const common = flatten(load('en', 'common'));
    for (const group of NAV_GROUPS) {
      expect(common.has(`nav.${group.id}`), group.id).toBe(true);
      for (const item of group.items) expect(common.has(`nav.${item.id}`), item.id).toBe(true);
    }
  });
});
