// The server under test for the gallery half of `npm run bench:media`: the real app (built) on a temp
// SQLite database whose gallery holds 500 public items (copies of the demo items' rows), plus a bare route.
import { benchApp, serveBench, UNLIMITED } from './common.mjs';

const bench = await benchApp('site-bench-', UNLIMITED);
const { app } = bench;
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
await serveBench(bench);
