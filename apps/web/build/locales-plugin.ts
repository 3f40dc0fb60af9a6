import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Translations are served as plain JSON files, `/assets/locales/<version>/<lang>/<namespace>.json`, instead of
 * one JavaScript chunk per file: the app then needs one address pattern instead of a table of a hundred hashed
 * chunk names in its startup script (about 2 KiB gzipped of the home page's budget), and parsing JSON is
 * cheaper than evaluating a module. `<version>` is a hash of every translation, so the files can be cached
 * for a year like the other hashed assets and a new text is a new address.
 */

/** The source folder of the translations: `src/locales/<lang>/<namespace>.json`. */
export function localesDir(webRoot: string): string {
  return path.join(webRoot, 'src', 'locales');
}

/** Every translation file as `<lang>/<namespace>.json`, sorted. */
export function localeFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((lang) =>
      fs
        .readdirSync(path.join(dir, lang.name))
        .filter((file) => file.endsWith('.json'))
        .map((file) => `${lang.name}/${file}`),
    )
    .sort();
}

/** The address prefix of this set of translations (changes whenever any text does). */
export function localesBase(dir: string): string {
  const hash = crypto.createHash('sha256');
  for (const file of localeFiles(dir))
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(dir, file)));
  return `/assets/locales/${hash.digest('hex').slice(0, 10)}`;
}

/** A translation file as served: the same JSON without its indentation. */
function servedJson(dir: string, file: string): string {
  return JSON.stringify(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')));
}

/** Emits the translations into the build under `base`, and serves them from the sources in development. */
export function localesPlugin(dir: string, base: string): Plugin {
  return {
    name: 'site:locales',
    generateBundle() {
      for (const file of localeFiles(dir)) {
        this.emitFile({ type: 'asset', fileName: `${base.slice(1)}/${file}`, source: servedJson(dir, file) });
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split('?')[0] ?? '';
        const file = url.startsWith(`${base}/`) ? url.slice(base.length + 1) : null;
        if (!file || !localeFiles(dir).includes(file)) return next();
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(servedJson(dir, file));
      });
    },
  };
}
