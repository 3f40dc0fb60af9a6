// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_CODES, SITE_ROUTES } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { AREA_HINTS, PAGE_HINTS, STARTUP_HINT } from '../src/app/pages/page-hints';
import { resolvePageHints } from './page-hints-plugin';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('page hints', () => {
  it('name real page keys, areas and source files, in every language', () => {
    const pageKeys = new Set(SITE_ROUTES.map((r) => r.pageKey));
    const areas = new Set(SITE_ROUTES.map((r) => r.area));
    for (const key of Object.keys(PAGE_HINTS)) expect(pageKeys, key).toContain(key);
    for (const key of Object.keys(AREA_HINTS)) expect(areas, key).toContain(key);
    for (const hint of [STARTUP_HINT, ...Object.values(AREA_HINTS), ...Object.values(PAGE_HINTS)]) {
      for (const module of hint.modules ?? []) {
        for (const lang of LANGUAGE_CODES) {
          const file = module.replaceAll('{lang}', lang);
          expect(fs.existsSync(path.join(webRoot, file)), file).toBe(true);
        }
      }
      // Data the server answers itself: API paths, with the language first when the answer depends on it (an
      // answer the same in every language, such as the open volunteer tasks, has none); a value may be a
      // parameter of the page's address ({q}), filled in per request.
      for (const url of hint.data ?? []) {
        expect(url).toMatch(/^\/(api|perf)\/[^?]*(\?[\w-]+=([\w-]+|\{\w+\})(&[\w-]+=([\w-]+|\{\w+\}))*)?$/);
        if (url.includes('lang=')) expect(url).toMatch(/\?lang=\{lang\}(&|$)/);
      }
    }
  });

  it('resolve to hashed files with their imports and CSS, leaving out what the entry already loads', () => {
    const manifest: Record<string, { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }> = {
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_startup'], css: ['assets/index-1.css'] },
      _startup: { file: 'assets/startup-1.js' },
      _query: { file: 'assets/query-1.js', imports: ['_startup'] },
      'src/features/home/home-page.tsx': {
        file: 'assets/home-page-1.js',
        imports: ['_startup', '_query'],
        css: ['assets/home-page-1.css'],
      },
      'src/features/home/components/hero-extras.tsx': { file: 'assets/hero-extras-1.js', imports: ['_query'] },
    };
    // The other pages' hinted modules, as plain chunks (translations are files of their own, not modules).
    for (const hint of Object.values(PAGE_HINTS)) {
      for (const module of (hint.modules ?? []).filter((m) => !m.startsWith('src/locales/'))) {
        for (const lang of LANGUAGE_CODES) {
          const key = module.replaceAll('{lang}', lang);
          manifest[key] ??= { file: `assets/${path.basename(key)}.js` };
        }
      }
    }
    const hints = resolvePageHints(manifest, '/assets/locales/v1');
    expect(hints.pages.languageTest?.fr?.fetch).toEqual(['/perf/engines']);
    expect(hints.pages.languageTest?.fr?.translations).toEqual(['/assets/locales/v1/fr/language-test.json']);
    expect(hints.startup.ar).toEqual({
      modulepreload: [],
      style: [],
      fetch: [],
      translations: ['/assets/locales/v1/ar/common.json', '/assets/locales/v1/ar/pages.json'],
    });
    expect(hints.areas.site?.vi?.fetch).toEqual(['/api/site?lang=vi']);
    expect(hints.pages.home?.ja).toEqual({
      modulepreload: ['/assets/home-page-1.js', '/assets/query-1.js', '/assets/hero-extras-1.js'],
      style: ['/assets/home-page-1.css'],
      fetch: ['/api/portfolio/home?lang=ja'],
      translations: ['/assets/locales/v1/ja/home.json'],
    });
  });

  it('fail the build when a hinted module is not in it', () => {
    expect(() => resolvePageHints({ 'index.html': { file: 'assets/index.js', isEntry: true } }, '/l')).toThrow(
      /is not a module of the build/,
    );
  });
});
