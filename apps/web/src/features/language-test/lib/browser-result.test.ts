import { formatOps, referenceChecksum, runTasks } from '@site/benchmark';
import { benchmarkResultSchema } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { browserVersion, buildBrowserResult, type TaskTiming } from './browser-result';

const TIMINGS: TaskTiming[] = [
  { name: 'primes', seconds: 0.004, operations: 1000, checksum: 76127 },
  { name: 'arrays', seconds: 0.002, operations: 500, checksum: 10 },
  { name: 'strings', seconds: 0.001, operations: 200, checksum: 20 },
  { name: 'json', seconds: 0.002, operations: 100, checksum: 30 },
  { name: 'hashmap', seconds: 0.001, operations: 100, checksum: 40 },
];
/** References that agree with TIMINGS except where a test changes one. */
const agreeing = (name: string) => TIMINGS.find((task) => task.name === name)!.checksum;

describe('buildBrowserResult', () => {
  it('sums the tasks, computes the rate and keeps the server shape', () => {
    const result = buildBrowserResult({
      scale: 100,
      language: 'JavaScript (browser)',
      tasks: TIMINGS,
      reference: agreeing,
      formatOps,
      version: 'Chrome 140.0',
      cold: true,
      processSeconds: 0.05,
    });
    expect(result.totalTimeSeconds).toBeCloseTo(0.01, 10);
    expect(result.totalOperations).toBe(1900);
    expect(result.operationsPerSecond).toBeCloseTo(190_000, 3);
    expect(result.opsFormatted).toBe('190K ops/s');
    expect(result).toMatchObject({
      engine: 'browser',
      language: 'JavaScript (browser)',
      scale: 100,
      version: 'Chrome 140.0',
      cold: true,
    });
    expect(result.error).toBeUndefined();
    expect(result.tasks.every((task) => task.ok)).toBe(true);
    expect(benchmarkResultSchema.safeParse(result).success).toBe(true);
  });

  it('reports a differing checksum as an error naming the task, with the expected value', () => {
    const result = buildBrowserResult({
      scale: 100,
      language: 'JavaScript (browser)',
      tasks: TIMINGS,
      reference: (name) => (name === 'json' ? 31 : agreeing(name)),
      formatOps,
      version: 'Firefox 128.0',
      cold: false,
    });
    expect(result.error).toBe('Checksum differs from the reference: json');
    expect(result.tasks.find((task) => task.name === 'json')).toMatchObject({ checksum: 30, expected: 31, ok: false });
    expect(result.tasks.filter((task) => task.ok)).toHaveLength(4);
    expect(result.processSeconds).toBeUndefined();
  });

  it('gives no rate, rather than infinity, when a coarse clock reads zero', () => {
    const result = buildBrowserResult({
      scale: 100,
      language: 'JavaScript (browser)',
      tasks: TIMINGS.map((task) => ({ ...task, seconds: 0 })),
      reference: agreeing,
      formatOps,
      version: 'Safari 17.4',
      cold: false,
    });
    expect(result.operationsPerSecond).toBe(0);
    expect(benchmarkResultSchema.safeParse(result).success).toBe(true);
  });

  it('passes with the real task code against the real references', () => {
    const result = buildBrowserResult({
      scale: 100,
      language: 'JavaScript (browser)',
      tasks: runTasks(100),
      reference: referenceChecksum,
      formatOps,
      version: 'Node test',
      cold: true,
    });
    expect(result.error).toBeUndefined();
    expect(result.tasks.map((task) => task.name)).toEqual(['primes', 'arrays', 'strings', 'json', 'hashmap']);
    expect(result.totalOperations).toBe(100 * (10 + 5 + 2 + 1 + 1));
  });
});

describe('browserVersion', () => {
  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.7339.80 Safari/537.36',
      'Chrome 140.0.7339.80',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.7339.16 Safari/537.36',
      'Chrome Headless 140.0.7339.16',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36 Edg/139.0.3405.86',
      'Edge 139.0.3405.86',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/110.0.0.0',
      'Opera 110.0.0.0',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox 128.0'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      'Safari 17.4',
    ],
    ['SomethingElse/1.0', 'Unknown browser'],
  ])('%s → %s', (userAgent, expected) => {
    expect(browserVersion(userAgent)).toBe(expected);
  });
});
