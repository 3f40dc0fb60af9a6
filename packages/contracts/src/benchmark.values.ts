// Plain values of the benchmark family, without zod: a page imports these without loading the schemas.

/** The six engines the server runs as child processes; the seventh runs in the browser. */
export const SERVER_ENGINES = ['nodejs', 'python', 'cpp', 'php', 'dotnet', 'go'] as const;
export type ServerEngine = (typeof SERVER_ENGINES)[number];

/** All seven, in the order the page shows them. */
export const BENCHMARK_ENGINES = ['browser', ...SERVER_ENGINES] as const;
export type BenchmarkEngine = (typeof BENCHMARK_ENGINES)[number];

/** Display names (the `language` field of a result). */
export const ENGINE_LANGUAGES: Record<BenchmarkEngine, string> = {
  browser: 'JavaScript (browser)',
  nodejs: 'Node.js',
  python: 'Python',
  cpp: 'C++',
  php: 'PHP',
  dotnet: '.NET (C#)',
  go: 'Go',
};

/** The five tasks, in the order every engine runs them (packages/benchmark defines them precisely). */
export const BENCHMARK_TASKS = ['primes', 'arrays', 'strings', 'json', 'hashmap'] as const;
export type BenchmarkTask = (typeof BENCHMARK_TASKS)[number];

/** Scale input. */
export const BENCHMARK_SCALE = { min: 100, max: 100_000, step: 100, default: 2000, warnAbove: 50_000 } as const;

export const BENCHMARK_ERRORS = {
  scaleInvalid: 'Scale must be a whole number from 100 to 100000, in steps of 100',
} as const;
