import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pageHintsPlugin } from './build/page-hints-plugin';

const contracts = fileURLToPath(new URL('../../packages/contracts/src/index.ts', import.meta.url));
const benchmark = fileURLToPath(new URL('../../packages/benchmark/src/index.ts', import.meta.url));
const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  plugins: [react(), pageHintsPlugin()],
  resolve: { alias: { '@site/contracts': contracts, '@site/benchmark': benchmark } },
  build: {
    target: 'es2022',
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
});
