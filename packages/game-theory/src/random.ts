/** A seed: any number or string. The same seed gives the same games, on every machine. */
export type Seed = number | string;

/** Murmur3's finaliser: spreads the bits of a 32-bit integer. */
function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * A seed as a 32-bit unsigned integer. A safe integer hashes its low and high 32 bits; any other number and every
 * string hash their text (FNV-1a over UTF-16 code units, then mixed).
 */
export function hashSeed(seed: Seed): number {
  if (typeof seed === 'number' && Number.isSafeInteger(seed)) {
    const low = seed >>> 0;
    const high = Math.floor(seed / 4294967296) >>> 0;
    return fmix32((fmix32(low) ^ Math.imul(high + 0x9e3779b9, 0x27d4eb2f)) >>> 0);
  }
  const text = typeof seed === 'number' ? `n:${seed}` : seed;
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return fmix32(h >>> 0);
}

/** A seed derived from a base and a few integers (a repetition, a pair…): independent of the order of the games. */
export function deriveSeed(base: number, a: number, b = 0, c = 0): number {
  let h = fmix32((base ^ 0x9e3779b9) >>> 0);
  h = fmix32((h ^ Math.imul(a + 1, 0x85ebca6b)) >>> 0);
  h = fmix32((h ^ Math.imul(b + 1, 0xc2b2ae35)) >>> 0);
  h = fmix32((h ^ Math.imul(c + 1, 0x27d4eb2f)) >>> 0);
  return h;
}

/**
 * Chris Doty-Humphrey's sfc32 (PractRand's Small Fast Counting generator, 128 bits of state), seeded through
 * splitmix32. No Math.random anywhere in the package: every random choice comes from one of these.
 */
export class Rng {
  private a = 0;
  private b = 0;
  private c = 0;
  private d = 0;

  constructor(seed: Seed = 0) {
    this.reseed(hashSeed(seed));
  }

  /** Restarts the generator from a 32-bit seed (no allocation: the tournament reuses one generator). */
  reseed(seed32: number): this {
    let s = seed32 >>> 0;
    const split = () => {
      s = (s + 0x9e3779b9) | 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
      z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
      return (z ^ (z >>> 15)) >>> 0;
    };
    this.a = split();
    this.b = split();
    this.c = split();
    this.d = 1;
    for (let i = 0; i < 12; i++) this.uint32();
    return this;
  }

  /** The next 32-bit unsigned integer. */
  uint32(): number {
    const t0 = (this.a + this.b) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    const c = (this.c << 21) | (this.c >>> 11);
    this.d = (this.d + 1) | 0;
    const t = (t0 + this.d) | 0;
    this.c = (c + t) | 0;
    return t >>> 0;
  }

  /** A number in [0, 1). */
  next(): number {
    return this.uint32() / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
}
