// Types only: this module runs in the worker, which stays small without the contracts' schemas.
import type { BenchmarkResult, BenchmarkTask } from '@site/contracts';

export interface TaskTiming {
  name: BenchmarkTask;
  seconds: number;
  operations: number;
  checksum: number;
}

export interface BrowserRunInput {
  scale: number;
  /** The engine's display name (the contract's ENGINE_LANGUAGES.browser, sent by the page). */
  language: string;
  /** The measured round (`runTasks` of @site/benchmark), tasks in their fixed order. */
  tasks: readonly TaskTiming[];
  /** The reference checksum of a task at this scale. */
  reference: (task: BenchmarkTask, scale: number) => number;
  formatOps: (perSecond: number) => string;
  version: string;
  /** First run in this worker: the code was not compiled by the JavaScript engine yet. */
  cold: boolean;
  /** Wall time of the whole round, warm-up included (the server reports the same for its child processes). */
  processSeconds?: number;
}

/**
 * The browser engine's result in the server's shape: totals, rate, and each checksum compared with the
 * reference. A mismatch makes it an error result, which is never ranked.
 */
export function buildBrowserResult(input: BrowserRunInput): BenchmarkResult {
  const tasks = input.tasks.map((task) => {
    const expected = input.reference(task.name, input.scale);
    return { ...task, expected, ok: task.checksum === expected };
  });
  const totalTimeSeconds = tasks.reduce((sum, task) => sum + task.seconds, 0);
  const totalOperations = tasks.reduce((sum, task) => sum + task.operations, 0);
  // A browser may coarsen its clock so much that a tiny round reads as 0 s: no rate rather than infinity.
  const operationsPerSecond = totalTimeSeconds > 0 ? totalOperations / totalTimeSeconds : 0;
  const wrong = tasks.filter((task) => !task.ok).map((task) => task.name);
  return {
    engine: 'browser',
    language: input.language,
    version: input.version,
    scale: input.scale,
    totalTimeSeconds,
    totalOperations,
    operationsPerSecond,
    opsFormatted: input.formatOps(operationsPerSecond),
    tasks,
    cold: input.cold,
    ...(input.processSeconds === undefined ? {} : { processSeconds: input.processSeconds }),
    ...(wrong.length > 0 ? { error: `Checksum differs from the reference: ${wrong.join(', ')}` } : {}),
  };
}

/** Browser tokens of a user agent string, most specific first (Edge and Opera also say "Chrome"). */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/([\d.]+)/, 'Edge'],
  [/\bOPR\/([\d.]+)/, 'Opera'],
  [/\bSamsungBrowser\/([\d.]+)/, 'Samsung Internet'],
  [/\bFirefox\/([\d.]+)/, 'Firefox'],
  [/\bFxiOS\/([\d.]+)/, 'Firefox'],
  [/\bHeadlessChrome\/([\d.]+)/, 'Chrome Headless'],
  [/\bCriOS\/([\d.]+)/, 'Chrome'],
  [/\b(?:Chrome|Chromium)\/([\d.]+)/, 'Chrome'],
  [/\bVersion\/([\d.]+).*\bSafari\//, 'Safari'],
];

/** "Chrome 140.0.7339.80", "Firefox 128.0", "Safari 17.4". */
export function browserVersion(userAgent: string): string {
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) return `${name} ${match[1]}`;
  }
  return 'Unknown browser';
}
