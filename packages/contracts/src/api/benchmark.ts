import { z } from 'zod';
import {
  benchmarkEnginesResponseSchema,
  benchmarkQuerySchema,
  benchmarkResultSchema,
  benchmarkSourceSchema,
} from '../benchmark.js';
import { errorResponseSchema } from '../errors.js';
import { benchmarkApi } from './benchmark.routes.js';
import { answers, family } from './family.js';

/** An engine in the address; one the benchmark does not have is an unknown address (404), not a bad request. */
const engineParamsSchema = z.object({ engine: z.string().max(20) });

export const benchmarkSchemas = {
  engines: answers(benchmarkEnginesResponseSchema, {
    summary: 'The server engines, whether their toolchain is installed, and the run limits',
  }),
  run: {
    summary: "Runs the five tasks in an engine's program and checks its checksums",
    params: engineParamsSchema,
    query: benchmarkQuerySchema,
    responses: {
      200: benchmarkResultSchema,
      429: errorResponseSchema,
      500: errorResponseSchema,
      503: errorResponseSchema,
      504: errorResponseSchema,
    },
  },
  source: answers(benchmarkSourceSchema, { summary: 'The source code an engine runs', params: engineParamsSchema }),
};

export const benchmarkEndpoints = /* @__PURE__ */ family('benchmark', benchmarkSchemas, benchmarkApi);
