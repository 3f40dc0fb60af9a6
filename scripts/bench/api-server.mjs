// The server under test for `npm run bench:api`: the real app (built), on a temp SQLite database with
// the demo content, plus one bare route that does no work, as the baseline. Prints its port when ready.
import { benchApp, serveBench, UNLIMITED } from './common.mjs';

await serveBench(
  await benchApp('site-bench-', {
    ...UNLIMITED,
    // Connection limits for bench:slow-clients.
    ...(process.env.IDLE_TIMEOUT_MS ? { IDLE_TIMEOUT_MS: process.env.IDLE_TIMEOUT_MS } : {}),
    ...(process.env.MAX_CONNECTIONS ? { MAX_CONNECTIONS: process.env.MAX_CONNECTIONS } : {}),
    ...(process.env.CONTACT_RATE_LIMIT_MAX ? { CONTACT_RATE_LIMIT_MAX: process.env.CONTACT_RATE_LIMIT_MAX } : {}),
  }),
);
