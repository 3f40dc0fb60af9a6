import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// The package's source, as the app's build takes it (vite.config.ts): its dist is only built for production.
const vnPlaces = fileURLToPath(new URL('../../packages/vn-places/src/index.ts', import.meta.url));
const music = fileURLToPath(new URL('../../packages/music/src/index.ts', import.meta.url));
const gameTheory = fileURLToPath(new URL('../../packages/game-theory/src/index.ts', import.meta.url));
const sudoku = fileURLToPath(new URL('../../packages/sudoku/src/index.ts', import.meta.url));
// VexFlow's font modules, which its package does not export (vite.config.ts).
const vexflowEntry = createRequire(import.meta.url).resolve('vexflow/core');
const vexflowFonts = `${vexflowEntry.slice(0, vexflowEntry.lastIndexOf('build'))}build/esm/src/fonts`;

export default defineProject({
  resolve: {
    alias: {
      '@site/vn-places': vnPlaces,
      '@site/music': music,
      '@site/game-theory': gameTheory,
      '@site/sudoku': sudoku,
      '@vexflow-fonts/bravura': `${vexflowFonts}/bravura.js`,
      '@vexflow-fonts/petaluma': `${vexflowFonts}/petaluma.js`,
    },
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'jsdom',
  },
});
