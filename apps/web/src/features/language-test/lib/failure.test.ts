import type { BenchmarkResult } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import {
  failureHint,
  failureMessage,
  failureOfError,
  failureOfResult,
  failureStatus,
  runTimeoutMs,
  type EngineFailure,
} from './failure';

describe('failureOfError', () => {
  it('turns a non-OK answer into HTTP {status}, shown as an error', () => {
    const failure = failureOfError(new ApiError('http', 500, 'HTTP 500'), 35_000);
    expect(failure).toEqual({ kind: 'http', status: 500 });
    expect(failureStatus(failure)).toBe('error');
    expect(failureMessage(failure)).toEqual({ key: 'failure.http', values: { status: 500 } });
  });

  it('turns a network failure into service unavailable, shown offline', () => {
    const failure = failureOfError(new ApiError('network', 0, 'Network error'), 35_000);
    expect(failure).toEqual({ kind: 'network' });
    expect(failureStatus(failure)).toBe('offline');
    expect(failureMessage(failure).key).toBe('failure.network');
    expect(failureOfError(new TypeError('Failed to fetch'), 35_000)).toEqual({ kind: 'network' });
  });

  it('shows a missing toolchain (503) offline, still as HTTP 503 with its reason', () => {
    const failure = failureOfError(new ApiError('http', 503, 'python3 is not installed'), 35_000);
    expect(failureStatus(failure)).toBe('offline');
    expect(failureMessage(failure)).toEqual({ key: 'failure.http', values: { status: 503 } });
    expect(failureHint(failure)).toBe('failure.hint503');
  });

  it('explains the statuses the server uses on purpose, and only those', () => {
    const hint = (status: number) => failureHint({ kind: 'http', status });
    expect([422, 429, 504].map(hint)).toEqual(['failure.hint422', 'failure.hint429', 'failure.hint504']);
    expect(hint(500)).toBeUndefined();
    expect(failureHint({ kind: 'network' })).toBeUndefined();
  });

  it('reports its own time limit in seconds, and an unexpected answer', () => {
    const timeout = failureOfError(new ApiError('timeout', 0, 'too long'), 35_000);
    expect(failureMessage(timeout)).toEqual({ key: 'failure.timeout', values: { seconds: 35 } });
    expect(failureStatus(timeout)).toBe('error');
    expect(failureOfError(new ApiError('invalid', 200, 'shape'), 35_000)).toEqual({ kind: 'invalid' });
  });

  it('shows engines the server lists as not installed offline', () => {
    const failure: EngineFailure = { kind: 'unavailable', detail: 'php is not installed' };
    expect(failureStatus(failure)).toBe('offline');
    expect(failureStatus({ kind: 'worker' })).toBe('error');
  });
});

describe('failureOfResult', () => {
  const base: BenchmarkResult = {
    engine: 'python',
    language: 'Python',
    version: 'Python 3.11.2',
    scale: 100,
    totalTimeSeconds: 0.01,
    totalOperations: 1900,
    operationsPerSecond: 190_000,
    opsFormatted: '190K ops/s',
    cold: false,
    tasks: [
      { name: 'primes', seconds: 0.005, operations: 1000, checksum: 1, expected: 1, ok: true },
      { name: 'json', seconds: 0.005, operations: 100, checksum: 2, expected: 3, ok: false },
    ],
  };

  it('is an error naming the tasks whose checksum differs', () => {
    const failure = failureOfResult({ ...base, error: 'Checksum mismatch: json' });
    expect(failure).toEqual({ kind: 'checksum', tasks: ['json'] });
    expect(failureStatus(failure!)).toBe('error');
    expect(failureMessage(failure!)).toEqual({ key: 'failure.checksum', values: { count: 1 } });
  });

  it('trusts the per-task flags even without an error text, and passes a clean result', () => {
    expect(failureOfResult(base)).toEqual({ kind: 'checksum', tasks: ['json'] });
    const clean = { ...base, tasks: base.tasks.map((task) => ({ ...task, expected: task.checksum, ok: true })) };
    expect(failureOfResult(clean)).toBeNull();
  });
});

describe('runTimeoutMs', () => {
  it("allows the page's own run and one run ahead of it at the server's limit, plus a first compile", () => {
    expect(runTimeoutMs(15)).toBe(90_000);
    expect(runTimeoutMs(30)).toBe(120_000);
  });
});
