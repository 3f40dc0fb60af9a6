import {
  benchmarkEndpoints,
  BENCHMARK_ENGINES,
  ENGINE_LANGUAGES,
  SERVER_ENGINES,
  type BenchmarkEngine,
  type BenchmarkSource,
} from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../lib/endpoint.js';
import { HttpError, sendApiNotFound } from '../../plugins/errors.js';
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

/** The language benchmark: `/perf/engines`, `/perf/{engine}/benchmark`, `/perf/{engine}/source`. */
export const benchmarkRoutes: FastifyPluginAsyncZod<BenchmarkRoutesOptions> = async (app, options) => {
  const service = new BenchmarkService(options.cacheDir, options.limits, app.log);
  const sources = new Map<BenchmarkEngine, Promise<BenchmarkSource>>();

  app.route({
    ...endpoint(benchmarkEndpoints, 'engines'),
    handler: async () => ({
      data: await engineInfo(),
      limits: {
        timeoutSeconds: options.limits.timeoutMs / 1000,
        queuePerEngine: options.limits.queue,
        concurrentRuns: options.limits.concurrency,
        perMinutePerIp: options.limits.perMinute,
      },
    }),
  });

  const isServerEngine = (name: string): name is (typeof SERVER_ENGINES)[number] =>
    (SERVER_ENGINES as readonly string[]).includes(name);
  const isEngine = (name: string): name is BenchmarkEngine => (BENCHMARK_ENGINES as readonly string[]).includes(name);

  // An engine the benchmark does not have is an unknown address: 404, as for any other.
  app.route({
    ...endpoint(benchmarkEndpoints, 'run'),
    config: {
      rateLimit: {
        max: options.limits.perMinute,
        timeWindow: 60_000,
        // Counted per address and engine: running the seven engines once each is seven runs of seven engines.
        keyGenerator: (request) => `${request.ip}|${(request.params as { engine?: string }).engine ?? ''}`,
        errorResponseBuilder: () => new HttpError(429, BENCHMARK_MESSAGES.rateLimited),
      },
    },
    handler: async (request, reply) => {
      const { engine } = request.params;
      if (!isServerEngine(engine)) return sendApiNotFound(reply);
      const result = await service.run(engine, request.query.scale);
      reply.header('Cache-Control', 'no-store');
      return result;
    },
  });

  app.route({
    ...endpoint(benchmarkEndpoints, 'source'),
    handler: async (request, reply) => {
      const { engine } = request.params;
      if (!isEngine(engine)) return sendApiNotFound(reply);
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
  });
};
