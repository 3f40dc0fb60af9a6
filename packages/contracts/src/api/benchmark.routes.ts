import { routes } from '../endpoint.js';
import type { benchmarkSchemas } from './benchmark.js';

/** The language benchmark: the engines, a run of one engine's program, and the source it runs. */
export const benchmarkApi = /* @__PURE__ */ routes<typeof benchmarkSchemas>()({
  engines: { method: 'GET', path: '/perf/engines', auth: 'public' },
  run: { method: 'GET', path: '/perf/:engine/benchmark', auth: 'public' },
  source: { method: 'GET', path: '/perf/:engine/source', auth: 'public' },
});
