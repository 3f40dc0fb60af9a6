import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// The package's source, as the app's build takes it (vite.config.ts): its dist is only built for production.
const vnPlaces = fileURLToPath(new URL('../../packages/vn-places/src/index.ts', import.meta.url));

export default defineProject({
  resolve: { alias: { '@site/vn-places': vnPlaces } },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'jsdom',
  },
});
