import { describe, expect, it } from 'vitest';
import { formatOps } from './format';
import { arrays, hashmap, json, primes, referenceChecksum, runTasks, strings, TASK_ORDER, warmUpScale } from './tasks';

describe('benchmark tasks (README.md definitions)', () => {
  it('primes: the sum of the primes up to n, worked by hand for small n', () => {
    expect(primes(1)).toBe(0);
    expect(primes(2)).toBe(2);
    expect(primes(10)).toBe(2 + 3 + 5 + 7);
    expect(primes(30)).toBe(2 + 3 + 5 + 7 + 11 + 13 + 17 + 19 + 23 + 29);
    expect(primes(9)).toBe(17); // 9 = 3 × 3 is caught by d·d ≤ i
  });

  it('arrays: sorted values weighted by position mod 7', () => {
    // values 0, 7919, 5831 (15838 mod 10007) → sorted 0, 5831, 7919 → 0·0 + 5831·1 + 7919·2
    expect(arrays(3)).toBe(5831 + 7919 * 2);
    expect(arrays(0)).toBe(0);
  });

  it('strings: length of "0,1,…," plus its sevens', () => {
    expect(strings(3)).toBe('0,1,2,'.length);
    expect(strings(8)).toBe('0,1,2,3,4,5,6,7,'.length + 1);
    expect(strings(18)).toBe(Array.from({ length: 18 }, (_, i) => `${i},`).join('').length + 2); // 7 and 17
  });

  it('json: value + tags + text length of each compact record', () => {
    const text = '{"id":1,"name":"item1","tags":["a","b"],"value":3}';
    expect(json(2)).toBe('{"id":0,"name":"item0","tags":["a","b"],"value":0}'.length + 2 + 3 + 2 + text.length);
  });

  it('hashmap: size + Σ values + hits', () => {
    // n = 3: keys k0 k1 k2 with 0, 1, 2; lookups k0 k1 k2 all hit
    expect(hashmap(3)).toBe(3 + 3 + 3);
    // n = 2000: 1000 keys; Σ i = 1999000; lookups of k0…k1499 for i < 2000 hit when i mod 1500 < 1000
    const hits = Array.from({ length: 2000 }, (_, i) => i % 1500).filter((k) => k < 1000).length;
    expect(hashmap(2000)).toBe(1000 + 1999000 + hits);
  });

  it('checksums at the page default scale stay exact integers', () => {
    for (const name of TASK_ORDER) {
      const value = referenceChecksum(name, 100_000);
      expect(Number.isSafeInteger(value)).toBe(true);
    }
  });

  it('runs a warm-up round and then each task once, timed', () => {
    const runs = runTasks(100);
    expect(runs.map((r) => r.name)).toEqual(TASK_ORDER);
    expect(runs.map((r) => r.operations)).toEqual([1000, 500, 200, 100, 100]);
    for (const run of runs) expect(run.checksum).toBe(referenceChecksum(run.name, 100));
    expect(warmUpScale(2000)).toBe(200);
    expect(warmUpScale(500)).toBe(100);
  });

  it('formats rates', () => {
    expect(formatOps(950)).toBe('950 ops/s');
    expect(formatOps(12_400)).toBe('12.4K ops/s');
    expect(formatOps(3_210_000)).toBe('3.21M ops/s');
    expect(formatOps(1_050_000_000)).toBe('1.05B ops/s');
    expect(formatOps(250_000)).toBe('250K ops/s');
  });
});
