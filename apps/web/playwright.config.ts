import { defineConfig } from '@playwright/test';
import { writeFakePianoWav } from './e2e/fake-piano-wav';

/**
 * Browser tests against the built site on a real server (scripts/e2e.mjs picks the port and a fresh
 * data folder). Uses the machine's Chromium (CHROME_PATH or /usr/bin/chromium); never downloads one.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
/** Note Dance's listen mode hears a generated piano through Chromium's fake microphone: C4 and G4 struck in turn. */
const fakePiano = writeFakePianoWav([60, 67]);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  projects: [
    {
      name: 'site',
      testIgnore: [
        /admin-(projects|media|reunion|reunion-landing|reunion-reports|reunion-stories)\.spec\.ts/,
        /note-dance-listen\.spec\.ts/,
      ],
    },
    // The microphone's flags differ: a fake device fed a generated WAV, permission granted without a prompt.
    {
      name: 'fake-microphone',
      testMatch: /note-dance-listen\.spec\.ts/,
      use: {
        launchOptions: {
          executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
          args: [
            ...chromiumArgs,
            '--use-fake-ui-for-media-stream',
            '--use-fake-device-for-media-stream',
            `--use-file-for-fake-audio-capture=${fakePiano}`,
            '--autoplay-policy=no-user-gesture-required',
          ],
        },
      },
    },
    // Creates, publishes and renames content that the other suites count on the home page: runs after them.
    {
      name: 'content-editing',
      testMatch: /admin-(projects|media|reunion|reunion-landing|reunion-reports|reunion-stories)\.spec\.ts/,
      dependencies: ['site'],
    },
  ],
  use: {
    baseURL,
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  webServer: {
    command: 'node ../server/dist/main.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? '',
      LOG_LEVEL: 'warn',
      // Dozens of page loads from one address in a minute: lift the per-IP limit for this run.
      RATE_LIMIT_MAX: '100000',
      CONTACT_RATE_LIMIT_MAX: '100000',
      COMMENT_RATE_LIMIT_MAX: '100000',
      FEEDBACK_RATE_LIMIT_MAX: '100000',
      BENCHMARK_RATE_LIMIT_MAX: '10000',
      // The reunion map's tiles: a fake tile server when the runner started one (scripts/e2e.mjs), else none.
      MAP_TILE_URL: process.env.E2E_MAP_TILE_URL ?? 'off',
      // The admin the browser tests sign in as (e2e/fixtures.ts ADMIN).
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'admin-password-123',
    },
  },
});
