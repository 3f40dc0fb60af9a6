import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const contracts = fileURLToPath(new URL('../../packages/contracts/src/index.ts', import.meta.url));
const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@site/contracts': contracts } },
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: false,
    assetsInlineLimit: 0,
  },
  server: {
    proxy: { '/api': apiTarget, '/ai': apiTarget, '/perf': apiTarget },
  },
});
