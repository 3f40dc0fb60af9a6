// The server under test for `npm run bench:api`: the real app (built), on a temp SQLite database with
// the demo content, plus one bare route that does no work, as the baseline. Prints its port when ready.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/dist/app.js';
import { loadConfig } from '../../apps/server/dist/config.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-'));
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  RATE_LIMIT_MAX: '1000000',
  ADMIN_EMAIL: 'bench@example.com',
  ADMIN_PASSWORD: 'bench-password-not-used',
  // Connection limits for bench:slow-clients.
  ...(process.env.IDLE_TIMEOUT_MS ? { IDLE_TIMEOUT_MS: process.env.IDLE_TIMEOUT_MS } : {}),
  ...(process.env.MAX_CONNECTIONS ? { MAX_CONNECTIONS: process.env.MAX_CONNECTIONS } : {}),
  ...(process.env.CONTACT_RATE_LIMIT_MAX ? { CONTACT_RATE_LIMIT_MAX: process.env.CONTACT_RATE_LIMIT_MAX } : {}),
});
const app = await buildApp(config, { logger: false, worker: false });
app.get('/api/bench/bare', async () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port: 0 });
process.send?.({ port: app.server.address().port });
const stop = async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('disconnect', stop);
