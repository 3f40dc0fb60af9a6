import { benchmarkEndpoints, BENCHMARK_ENGINES, SERVER_ENGINES, type BenchmarkEngine } from '@site/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../lib/endpoint.js';
import { HttpError, sendApiNotFound } from '../../plugins/errors.js';
import { BENCHMARK_MESSAGES, BenchmarkService } from './benchmark.service.js';
import { engineInfo } from './engines.js';

export interface BenchmarkRoutesOptions {
  /** Where compiled engine programs are kept (DATA_DIR/cache/benchmark). */
  cacheDir: string;
  limits: { timeoutMs: number; concurrency: number; queue: number; perMinute: number };
}

/** The language benchmark: `/perf/engines`, `/perf/{engine}/benchmark`, `/perf/{engine}/source`. */
export const benchmarkRoutes: FastifyPluginAsyncZod<BenchmarkRoutesOptions> = async (app, options) => {
  const service = new BenchmarkService(options.cacheDir, options.limits, app.log);

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
      return service.source(engine);
    },
  });
};
