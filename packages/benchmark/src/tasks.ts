/**
 * The five benchmark tasks, exactly as README.md in this package defines them for every language.
 * Each returns a checksum that depends on every step, so an engine that skips or changes work is caught.
 * Integers stay below 2^53, so JavaScript numbers hold them exactly (as int64 does elsewhere).
 */

export type TaskName = 'primes' | 'arrays' | 'strings' | 'json' | 'hashmap';

/** Loop counts per task at a scale: primes 10×, arrays 5×, strings 2×, JSON and map 1×. */
export const TASK_SIZES: Record<TaskName, number> = { primes: 10, arrays: 5, strings: 2, json: 1, hashmap: 1 };
export const TASK_ORDER: readonly TaskName[] = ['primes', 'arrays', 'strings', 'json', 'hashmap'];

/** Sum of the primes from 2 to n, each found by trial division by 2 and the odd numbers up to √i. */
export function primes(n: number): number {
  let sum = 0;
  for (let i = 2; i <= n; i++) {
    let prime = i === 2 || i % 2 !== 0;
    for (let d = 3; prime && d * d <= i; d += 2) if (i % d === 0) prime = false;
    if (prime) sum += i;
  }
  return sum;
}

/** n integers a[i] = (i × 7919) mod 10007, sorted ascending, then Σ a[i] × (i mod 7). */
export function arrays(n: number): number {
  const values = new Array<number>(n);
  for (let i = 0; i < n; i++) values[i] = (i * 7919) % 10007;
  values.sort((a, b) => a - b);
  let sum = 0;
  for (let i = 0; i < n; i++) sum += values[i]! * (i % 7);
  return sum;
}

/** The decimals of 0 … n−1, each followed by a comma, appended to one string: its length + the count of '7's. */
export function strings(n: number): number {
  let text = '';
  for (let i = 0; i < n; i++) text += `${i},`;
  let sevens = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 55) sevens++;
  return text.length + sevens;
}

/** n records {"id":i,"name":"item<i>","tags":["a","b"],"value":3i}, each serialised compactly and parsed back. */
export function json(n: number): number {
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const text = JSON.stringify({ id: i, name: `item${i}`, tags: ['a', 'b'], value: i * 3 });
    const record = JSON.parse(text) as { id: number; name: string; tags: string[]; value: number };
    sum += record.value + record.tags.length + text.length;
  }
  return sum;
}

/** map["k<i mod 1000>"] += i for i < n, then look up "k<i mod 1500>" for i < n: size + Σ values + hits. */
export function hashmap(n: number): number {
  const map = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const key = `k${i % 1000}`;
    map.set(key, (map.get(key) ?? 0) + i);
  }
  let hits = 0;
  for (let i = 0; i < n; i++) if (map.has(`k${i % 1500}`)) hits++;
  let sum = 0;
  for (const value of map.values()) sum += value;
  return map.size + sum + hits;
}

export const TASKS: Record<TaskName, (n: number) => number> = { primes, arrays, strings, json, hashmap };

/** Scale of the untimed warm-up round that precedes the measured one. */
export function warmUpScale(scale: number): number {
  return Math.max(100, Math.floor(scale / 10));
}

export interface TaskRun {
  name: TaskName;
  seconds: number;
  operations: number;
  checksum: number;
}

/** Warm-up round, then each task timed on its own with a monotonic clock (what every engine does). */
export function runTasks(scale: number, now: () => number = () => performance.now()): TaskRun[] {
  const warm = warmUpScale(scale);
  for (const name of TASK_ORDER) TASKS[name](warm * TASK_SIZES[name]);
  return TASK_ORDER.map((name) => {
    const n = scale * TASK_SIZES[name];
    const started = now();
    const checksum = TASKS[name](n);
    return { name, seconds: (now() - started) / 1000, operations: n, checksum };
  });
}

const references = new Map<string, number>();

/**
 * The checksum every engine must return for a task at a scale. Computed with this file's definitions
 * (and cached): they are the reference the other languages are tested against.
 */
export function referenceChecksum(name: TaskName, scale: number): number {
  const key = `${name}:${scale}`;
  let value = references.get(key);
  if (value === undefined) {
    value = TASKS[name](scale * TASK_SIZES[name]);
    references.set(key, value);
  }
  return value;
}
