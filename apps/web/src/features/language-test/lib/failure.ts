import type { BenchmarkResult, BenchmarkTask } from '@site/contracts';
import { ApiError } from '../../../lib/api-client';

/** Why an engine has no ranked result. */
export type EngineFailure =
  /** The server answered an error status ('HTTP {status}'). */
  | { kind: 'http'; status: number }
  /** No answer at all ('Service unavailable'). */
  | { kind: 'network' }
  /** No answer within the page's own time limit. */
  | { kind: 'timeout'; seconds: number }
  /** An answer that is not a benchmark result. */
  | { kind: 'invalid' }
  /** The server lists the engine's toolchain as missing: not requested at all. */
  | { kind: 'unavailable'; detail?: string }
  /** A result whose checksums differ from the reference (never ranked). */
  | { kind: 'checksum'; tasks: BenchmarkTask[] }
  /** The browser could not run the Web Worker. */
  | { kind: 'worker' };

/** The card's state for a failure: offline when the engine cannot be reached or is not installed. */
export function failureStatus(failure: EngineFailure): 'error' | 'offline' {
  switch (failure.kind) {
    case 'network':
    case 'unavailable':
      return 'offline';
    case 'http':
      // 503 is the server's answer for an engine whose toolchain is missing.
      return failure.status === 503 ? 'offline' : 'error';
    default:
      return 'error';
  }
}

/** Why a request for a run failed. */
export function failureOfError(error: unknown, timeoutMs: number): EngineFailure {
  if (error instanceof ApiError) {
    if (error.kind === 'http') return { kind: 'http', status: error.status };
    if (error.kind === 'timeout') return { kind: 'timeout', seconds: Math.round(timeoutMs / 1000) };
    if (error.kind === 'invalid') return { kind: 'invalid' };
  }
  return { kind: 'network' };
}

/** A result with a checksum error (the server sets `error`; a wrong task is also caught by its `ok` flag). */
export function failureOfResult(result: BenchmarkResult): EngineFailure | null {
  const wrong = result.tasks.filter((task) => !task.ok).map((task) => task.name);
  if (!result.error && wrong.length === 0) return null;
  return { kind: 'checksum', tasks: wrong };
}

/** The translation key and values of a failure's message (namespace language-test). */
export function failureMessage(failure: EngineFailure): { key: string; values: Record<string, string | number> } {
  switch (failure.kind) {
    case 'http':
      return { key: 'failure.http', values: { status: failure.status } };
    case 'network':
      return { key: 'failure.network', values: {} };
    case 'timeout':
      return { key: 'failure.timeout', values: { seconds: failure.seconds } };
    case 'invalid':
      return { key: 'failure.invalid', values: {} };
    case 'unavailable':
      return { key: 'failure.unavailable', values: {} };
    case 'checksum':
      return { key: 'failure.checksum', values: { count: failure.tasks.length } };
    case 'worker':
      return { key: 'failure.worker', values: {} };
  }
}

/** Statuses the server uses on purpose, each explained by a hint under 'HTTP {status}'. */
const HTTP_HINTS: Record<number, string> = {
  422: 'failure.hint422',
  429: 'failure.hint429',
  503: 'failure.hint503',
  504: 'failure.hint504',
};

export function failureHint(failure: EngineFailure): string | undefined {
  return failure.kind === 'http' ? HTTP_HINTS[failure.status] : undefined;
}

/** Allowance for a first-time compile (C++, Go, C#) inside a cold run; the first Go build also fills its cache. */
const COLD_BUILD_ALLOWANCE_SECONDS = 60;

/**
 * How long the page waits for one server run. This is a backstop against a lost connection, not the
 * benchmark's limit: the server bounds every phase itself (a run is killed after `timeoutSeconds`, the queue
 * is short, a compile has its own limit). Runs wait their turn one at a time, so the page allows for its own
 * run and one run ahead of it at the full limit, plus a first-time compile.
 */
export function runTimeoutMs(timeoutSeconds: number): number {
  return (timeoutSeconds * 2 + COLD_BUILD_ALLOWANCE_SECONDS) * 1000;
}
