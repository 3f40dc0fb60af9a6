import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGE_CODES } from '../../../packages/contracts/src/languages';
import type { Plugin } from 'vite';
import { AREA_HINTS, PAGE_HINTS, STARTUP_HINT, type PageHint } from '../src/app/pages/page-hints';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Resolved hints of one page in one language: files as absolute URL paths. */
export interface ResolvedHint {
  modulepreload: string[];
  style: string[];
  fetch: string[];
  /** Translation files (JSON, fetched by lib/i18n.ts). */
  translations: string[];
}

/** The file written next to the Vite manifest and read by the server (apps/server/src/plugins/page-hints.ts). */
export interface PageHintsFile {
  startup: Record<string, ResolvedHint>;
  areas: Record<string, Record<string, ResolvedHint>>;
  pages: Record<string, Record<string, ResolvedHint>>;
}

/** Files of the entry and its static imports: the HTML already loads them. */
function entryFiles(manifest: Manifest): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return files;
}

/** A hinted translation file (`src/locales/{lang}/<namespace>.json`): its namespace, or null for a module. */
function localeNamespace(module: string): string | null {
  return /^src\/locales\/\{lang\}\/([\w-]+)\.json$/.exec(module)?.[1] ?? null;
}

/** A page's hint resolved for one language; translations are JSON files under `localesBase` (build/locales-plugin.ts). */
export function resolveHint(
  hint: PageHint,
  lang: string,
  manifest: Manifest,
  skip: Set<string>,
  localesBase: string,
): ResolvedHint {
  const modulepreload = new Set<string>();
  const style = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`page hints: "${key}" is not a module of the build (see src/app/pages/page-hints.ts)`);
    if (!skip.has(chunk.file)) modulepreload.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) if (!skip.has(css)) style.add(`/${css}`);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  const translations: string[] = [];
  for (const module of hint.modules ?? []) {
    const namespace = localeNamespace(module);
    if (namespace) translations.push(`${localesBase}/${lang}/${namespace}.json`);
    else visit(module.replaceAll('{lang}', lang));
  }
  return {
    modulepreload: [...modulepreload],
    style: [...style],
    fetch: (hint.data ?? []).map((url) => url.replaceAll('{lang}', lang)),
    translations,
  };
}

export function resolvePageHints(manifest: Manifest, localesBase: string): PageHintsFile {
  const skip = entryFiles(manifest);
  const perLanguage = (hint: PageHint) =>
    Object.fromEntries(LANGUAGE_CODES.map((lang) => [lang, resolveHint(hint, lang, manifest, skip, localesBase)]));
  const map = (hints: Readonly<Record<string, PageHint>>) =>
    Object.fromEntries(Object.entries(hints).map(([key, hint]) => [key, perLanguage(hint)]));
  return { startup: perLanguage(STARTUP_HINT), areas: map(AREA_HINTS), pages: map(PAGE_HINTS) };
}

/** After the build, turns src/app/pages/page-hints.ts into hashed file names: dist/.vite/page-hints.json. */
export function pageHintsPlugin(localesBase: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'site:page-hints',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const manifestPath = path.join(outDir, '.vite', 'manifest.json');
      const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
      fs.writeFileSync(
        path.join(outDir, '.vite', 'page-hints.json'),
        JSON.stringify(resolvePageHints(manifest, localesBase)),
      );
    },
  };
}
