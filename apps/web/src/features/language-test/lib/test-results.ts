import type { BenchmarkEngine, BenchmarkResult } from '@site/contracts';

/**
 * A test's benchmark result: one `primes` task of 1900 operations in `totalTimeSeconds`; a result that is
 * not `ok` has a wrong checksum and says so.
 */
export function benchmarkResult(engine: BenchmarkEngine, totalTimeSeconds: number, ok = true): BenchmarkResult {
  return {
    engine,
    language: engine,
    version: '1',
    scale: 100,
    totalTimeSeconds,
    totalOperations: 1900,
    operationsPerSecond: 1900 / totalTimeSeconds,
    opsFormatted: '',
    cold: false,
    tasks: [{ name: 'primes', seconds: totalTimeSeconds, operations: 1900, checksum: 1, expected: ok ? 1 : 2, ok }],
    ...(ok ? {} : { error: 'Checksum differs' }),
  };
}
