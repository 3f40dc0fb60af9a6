import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { localesBase, localesDir, localesPlugin } from './build/locales-plugin';
import { pageHintsPlugin } from './build/page-hints-plugin';

const contracts = fileURLToPath(new URL('../../packages/contracts/src/index.ts', import.meta.url));
const benchmark = fileURLToPath(new URL('../../packages/benchmark/src/index.ts', import.meta.url));
// The administrative units: imported only by the admin case form's lazily loaded page (its place picker).
const vnPlaces = fileURLToPath(new URL('../../packages/vn-places/src/index.ts', import.meta.url));
// Note Dance's engine (sheet format, ABC import): its source, like the contracts'.
const music = fileURLToPath(new URL('../../packages/music/src/index.ts', import.meta.url));
// The game theory engine (strategies, matches, the nations' graph): its source, like the contracts'.
const gameTheory = fileURLToPath(new URL('../../packages/game-theory/src/index.ts', import.meta.url));
// The Sudoku engine: its source, like the contracts'; only Chic Sudoku's worker imports it.
const sudoku = fileURLToPath(new URL('../../packages/sudoku/src/index.ts', import.meta.url));
// VexFlow's music fonts one at a time (its package exports only the core and the all-fonts bundles): the
// notation loads the font it draws with, embedded as a data: URL, never from a CDN (components/notation).
const vexflowEntry = createRequire(import.meta.url).resolve('vexflow/core');
const vexflowFonts = `${vexflowEntry.slice(0, vexflowEntry.lastIndexOf('build'))}build/esm/src/fonts`;
const locales = localesDir(fileURLToPath(new URL('.', import.meta.url)));
const localesUrl = localesBase(locales);
const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

// `vite build --ssr src/entry-server.tsx` builds the server renderer (docs/decisions/0009) into
// dist-ssr/: a Node module that imports its dependencies from node_modules, without page hints or
// the browser's chunk groups.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), localesPlugin(locales, localesUrl), pageHintsPlugin(localesUrl)],
  // Where the browser fetches translations (lib/i18n.ts, build/locales-plugin.ts).
  define: { __LOCALES_BASE__: JSON.stringify(localesUrl) },
  resolve: {
    alias: {
      '@site/contracts': contracts,
      '@site/benchmark': benchmark,
      '@site/vn-places': vnPlaces,
      '@site/music': music,
      '@site/game-theory': gameTheory,
      '@site/sudoku': sudoku,
      '@vexflow-fonts/bravura': `${vexflowFonts}/bravura.js`,
      '@vexflow-fonts/petaluma': `${vexflowFonts}/petaluma.js`,
    },
  },
  build: isSsrBuild
    ? { target: 'node24', outDir: 'dist-ssr', emptyOutDir: true, sourcemap: false, assetsInlineLimit: 0 }
    : {
        target: 'es2022',
        // Every browser the site supports preloads modules itself (Safari from 17); an older one only
        // loads them a little later, so the polyfill's 0.5 KiB stays out of every first visit.
        modulePreload: { polyfill: false },
        manifest: true,
        sourcemap: false,
        assetsInlineLimit: 0,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // Everything the entry needs at start in one file: on a slow phone network each request costs
                // a round trip, and six small startup chunks queued behind each other on HTTP/1.1.
                { name: 'startup', tags: ['$initial'], priority: 2 },
                // TanStack Query and the page-level query scope, shared by the home hero and the admin.
                {
                  name: 'query',
                  test: /node_modules[\\/]@tanstack[\\/]|src[\\/](components[\\/]query-scope|lib[\\/]query-client)/,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
  server: {
    proxy: { '/api': apiTarget, '/ai': apiTarget, '/perf': apiTarget },
  },
}));
