// The server under test for the gallery half of `npm run bench:media`: the real app (built) on a temp
// SQLite database whose gallery holds 500 public items (copies of the demo items' rows), plus a bare route.
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
});
const app = await buildApp(config, { logger: false, worker: false });
const demo = await app.db.selectFrom('media_items').selectAll().execute();
const target = 500;
for (let i = demo.length; i < target; i++) {
  const { id: _id, ...row } = demo[i % demo.length];
  await app.db
    .insertInto('media_items')
    .values({
      ...row,
      uuid: crypto.randomUUID(),
      seed_key: null,
      title_en: `${row.title_en} ${i}`,
      created_at: new Date(Date.now() - i * 60_000).toISOString(),
    })
    .execute();
}
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
