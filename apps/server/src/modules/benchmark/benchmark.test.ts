import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { referenceChecksum, TASK_ORDER } from '@site/benchmark';
import { BENCHMARK_ENGINES, SERVER_ENGINES, type ServerEngine } from '@site/contracts';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { BENCHMARK_MESSAGES, BenchmarkService } from './benchmark.service.js';
import { engineInfo, toolchains, type Toolchain } from './engines.js';

const silent = pino({ level: 'silent' });

/** A toolchain whose "program" is a Node one-liner: for the service's failure paths. */
function fakeToolchain(script: string): Toolchain {
  return {
    version: 'fake 1',
    run: (_file, scale) => ({ file: process.execPath, args: ['-e', script, String(scale)] }),
  };
}

function fakeService(
  toolchain: Toolchain | { missing: string },
  limits = { timeoutMs: 5000, concurrency: 1, queue: 4 },
) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-test-'));
  const found = new Map<ServerEngine, Toolchain | { missing: string }>([['python', toolchain]]);
  return new BenchmarkService(dir, limits, silent, async () => found);
}

/** What a correct program prints at a scale (the reference values), optionally with one checksum off. */
function outputScript(scale: number, wrongTask?: string): string {
  const tasks = TASK_ORDER.map((name) => ({
    name,
    seconds: 0.01,
    operations: scale,
    checksum: referenceChecksum(name, scale) + (name === wrongTask ? 1 : 0),
  }));
  return `console.log(${JSON.stringify(JSON.stringify({ language: 'Fake', version: 'fake 1', scale, tasks }))})`;
}

describe('benchmark engines (real programs, real toolchains)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the six server engines with their toolchains and the limits', async () => {
    const res = await t.app.inject({ url: '/perf/engines' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((e: { engine: string }) => e.engine)).toEqual([...SERVER_ENGINES]);
    expect(body.data.find((e: { engine: string }) => e.engine === 'nodejs')).toMatchObject({
      available: true,
      version: `Node.js ${process.versions.node}`,
    });
    expect(body.limits).toEqual({ timeoutSeconds: 15, queuePerEngine: 12, concurrentRuns: 1, perMinutePerIp: 30 });
  });

  // Every engine installed here runs its real program; CI installs all of them (.ci/run).
  it.each([...SERVER_ENGINES])(
    '%s: runs the five tasks and every checksum matches the reference',
    async (engine) => {
      const info = (await engineInfo()).find((e) => e.engine === engine);
      if (!info?.available) {
        // Without its toolchain the engine must say so, not fail in some other way.
        const res = await t.app.inject({ url: `/perf/${engine}/benchmark?scale=100` });
        expect(res.statusCode).toBe(503);
        return;
      }
      for (const scale of [100, 300]) {
        const res = await t.app.inject({ url: `/perf/${engine}/benchmark?scale=${scale}` });
        expect(res.statusCode, res.body).toBe(200);
        const result = res.json();
        expect(result.error).toBeUndefined();
        expect(result.scale).toBe(scale);
        expect(result.tasks.map((task: { name: string }) => task.name)).toEqual([...TASK_ORDER]);
        for (const task of result.tasks) {
          expect(task.ok, `${engine} ${task.name} at ${scale}`).toBe(true);
          expect(task.checksum).toBe(referenceChecksum(task.name, scale));
        }
        expect(result.totalOperations).toBe(19 * scale);
        expect(result.version).toMatch(/\d/);
        expect(result.processSeconds).toBeGreaterThan(0);
      }
    },
    180_000,
  );

  it('marks the first run of an engine cold and the next ones warm', async () => {
    const first = (await t.app.inject({ url: '/perf/nodejs/benchmark?scale=200' })).json();
    const second = (await t.app.inject({ url: '/perf/nodejs/benchmark?scale=200' })).json();
    // The per-engine test above may have run Node.js first in this app; the second run is warm either way.
    expect(typeof first.cold).toBe('boolean');
    expect(second.cold).toBe(false);
  });

  it.each(['150', '0', '50', '100001', '200000', 'abc', '-100', ''])('refuses scale=%s with 422', async (scale) => {
    const res = await t.app.inject({ url: `/perf/nodejs/benchmark?scale=${scale}` });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.scale[0]).toBe('Scale must be a whole number from 100 to 100000, in steps of 100');
  });

  it('answers an unknown engine with 404 in the error shape', async () => {
    for (const url of ['/perf/ruby/benchmark?scale=100', '/perf/ruby/source', '/perf/browser/benchmark']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().success).toBe(false);
    }
  });

  it('shows the source of every engine, including the browser worker tasks', async () => {
    for (const engine of BENCHMARK_ENGINES) {
      const res = await t.app.inject({ url: `/perf/${engine}/source` });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.files.length).toBeGreaterThan(0);
      for (const file of body.files) {
        expect(file.filename).not.toMatch(/^\//); // never a server path
        expect(file.code.length).toBeGreaterThan(200);
      }
    }
    const cpp = (await t.app.inject({ url: '/perf/cpp/source' })).json();
    expect(cpp.files[0].filename).toBe('programs/benchmark.cpp');
    expect(cpp.files[0].code).toContain('primes');
  });
});

describe('benchmark rate limit per address', () => {
  it('refuses runs past BENCHMARK_RATE_LIMIT_MAX a minute with a clear message', async () => {
    const t = await createTestApp({ BENCHMARK_RATE_LIMIT_MAX: '2' });
    try {
      for (let i = 0; i < 2; i++) {
        expect((await t.app.inject({ url: '/perf/nodejs/benchmark?scale=100' })).statusCode).toBe(200);
      }
      const refused = await t.app.inject({ url: '/perf/nodejs/benchmark?scale=100' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(BENCHMARK_MESSAGES.rateLimited);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});

describe('benchmark service limits and failures', () => {
  it('answers 503 when the toolchain is missing', async () => {
    const service = fakeService({ missing: 'python3 is not installed' });
    await expect(service.run('python', 100)).rejects.toMatchObject({
      statusCode: 503,
      message: BENCHMARK_MESSAGES.unavailable('Python', 'python3 is not installed'),
    });
  });

  it('kills a program that runs past the time limit (504)', async () => {
    const service = fakeService(fakeToolchain('setInterval(() => {}, 1000)'), {
      timeoutMs: 400,
      concurrency: 1,
      queue: 4,
    });
    const started = performance.now();
    await expect(service.run('python', 100)).rejects.toMatchObject({ statusCode: 504 });
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('queues runs one at a time and refuses those past the queue (429)', async () => {
    const slow = `setTimeout(() => { ${outputScript(100)} }, 300)`;
    const service = fakeService(fakeToolchain(slow), { timeoutMs: 5000, concurrency: 1, queue: 1 });
    const runs = await Promise.allSettled([
      service.run('python', 100),
      service.run('python', 100),
      service.run('python', 100),
    ]);
    expect(runs.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect((runs[2] as PromiseRejectedResult).reason).toMatchObject({
      statusCode: 429,
      message: BENCHMARK_MESSAGES.busy,
    });
    // Once the queue has drained, runs are accepted again.
    await expect(service.run('python', 100)).resolves.toMatchObject({ engine: 'python' });
  });

  it('reports a checksum that differs from the reference as an error', async () => {
    const service = fakeService(fakeToolchain(outputScript(100, 'json')));
    const result = await service.run('python', 100);
    expect(result.error).toMatch(/Checksum mismatch in json/);
    expect(result.tasks.find((task) => task.name === 'json')?.ok).toBe(false);
    expect(result.tasks.filter((task) => task.ok)).toHaveLength(4);
  });

  it('answers 500 without internals when a program crashes or prints garbage', async () => {
    for (const script of ['process.exit(3)', 'console.log("not json")', 'console.log(JSON.stringify({ tasks: [] }))']) {
      const service = fakeService(fakeToolchain(script));
      await expect(service.run('python', 100)).rejects.toMatchObject({
        statusCode: 500,
        message: BENCHMARK_MESSAGES.failed('Python'),
      });
    }
  });

  it('finds the toolchains once and describes every engine', async () => {
    expect(await toolchains()).toBe(await toolchains());
    const info = await engineInfo();
    for (const engine of info) {
      if (engine.available) expect(engine.version).toBeTruthy();
      else expect(engine.detail).toBeTruthy();
    }
  });
});
