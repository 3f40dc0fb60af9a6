import {
  benchmarkEnginesResponseSchema,
  benchmarkQuerySchema,
  benchmarkResultSchema,
  benchmarkSourceSchema,
  BENCHMARK_ENGINES,
  ENGINE_LANGUAGES,
  errorResponseSchema,
  SERVER_ENGINES,
  type BenchmarkEngine,
  type BenchmarkSource,
} from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/errors.js';
import { BENCHMARK_MESSAGES, BenchmarkService, readSources } from './benchmark.service.js';
import { ENGINES, engineInfo, TASKS_SOURCE } from './engines.js';

export interface BenchmarkRoutesOptions {
  /** Where compiled engine programs are kept (DATA_DIR/cache/benchmark). */
  cacheDir: string;
  limits: { timeoutMs: number; concurrency: number; queue: number; perMinute: number };
}

/** Files behind each engine's "view source": its program, and for the JavaScript engines the shared tasks. */
const SOURCE_FILES: Record<BenchmarkEngine, readonly string[]> = {
  browser: [TASKS_SOURCE],
  nodejs: ENGINES.nodejs.sources,
  python: ENGINES.python.sources,
  cpp: ENGINES.cpp.sources,
  php: ENGINES.php.sources,
  dotnet: ENGINES.dotnet.sources,
  go: ENGINES.go.sources,
};

/** The language benchmark (spec §7): `/perf/engines`, `/perf/{engine}/benchmark`, `/perf/{engine}/source`. */
export const benchmarkRoutes: FastifyPluginAsyncZod<BenchmarkRoutesOptions> = async (app, options) => {
  const service = new BenchmarkService(options.cacheDir, options.limits, app.log);
  const sources = new Map<BenchmarkEngine, Promise<BenchmarkSource>>();

  app.get(
    '/perf/engines',
    {
      schema: {
        tags: ['benchmark'],
        summary: 'The server engines, whether their toolchain is installed, and the run limits',
        response: { 200: benchmarkEnginesResponseSchema },
      },
    },
    async () => ({
      data: await engineInfo(),
      limits: {
        timeoutSeconds: options.limits.timeoutMs / 1000,
        queuePerEngine: options.limits.queue,
        concurrentRuns: options.limits.concurrency,
        perMinutePerIp: options.limits.perMinute,
      },
    }),
  );

  // One route per engine (not `/perf/:engine/…`): an unknown engine is an unknown address, 404.
  for (const engine of SERVER_ENGINES) {
    app.get(
      `/perf/${engine}/benchmark`,
      {
        schema: {
          tags: ['benchmark'],
          summary: `Runs the five tasks in the ${ENGINE_LANGUAGES[engine]} program and checks its checksums`,
          querystring: benchmarkQuerySchema,
          response: {
            200: benchmarkResultSchema,
            429: errorResponseSchema,
            500: errorResponseSchema,
            503: errorResponseSchema,
            504: errorResponseSchema,
          },
        },
        config: {
          rateLimit: {
            max: options.limits.perMinute,
            timeWindow: 60_000,
            errorResponseBuilder: () => new HttpError(429, BENCHMARK_MESSAGES.rateLimited),
          },
        },
      },
      async (request, reply) => {
        const result = await service.run(engine, request.query.scale);
        reply.header('Cache-Control', 'no-store');
        return result;
      },
    );
  }

  for (const engine of BENCHMARK_ENGINES) {
    app.get(
      `/perf/${engine}/source`,
      {
        schema: {
          tags: ['benchmark'],
          summary: `The source code the ${ENGINE_LANGUAGES[engine]} engine runs`,
          response: { 200: benchmarkSourceSchema },
        },
      },
      async () => {
        let source = sources.get(engine);
        if (!source) {
          source = readSources(SOURCE_FILES[engine]).then((files) => ({
            engine,
            language: ENGINE_LANGUAGES[engine],
            files,
          }));
          source.catch(() => sources.delete(engine));
          sources.set(engine, source);
        }
        return source;
      },
    );
  }
};
