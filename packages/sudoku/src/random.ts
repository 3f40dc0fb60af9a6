/**
 * Seeded randomness: the same seed gives the same numbers on every engine (integer arithmetic only), so a seed names
 * a puzzle for everyone.
 */

/** A generator of uniform 32-bit unsigned integers. */
export type Random = () => number;

/**
 * cyrb128: hashes a string into four 32-bit words (the state of sfc32). Every character counts, so 'a' and 'a ' differ.
 */
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** sfc32 (Chris Doty-Humphrey's small fast counting generator), seeded by the hash of the seed's text. */
export function seededRandom(seed: number | string): Random {
  let [a, b, c, d] = cyrb128(String(seed));
  const next = (): number => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  // The first outputs still carry the hash's structure: skip them.
  for (let i = 0; i < 15; i++) next();
  return next;
}

/** A uniform integer in 0..n−1 (n ≤ 2^32), without modulo bias. */
export function randomInt(random: Random, n: number): number {
  const limit = 0x100000000 - (0x100000000 % n);
  for (;;) {
    const x = random();
    if (x < limit) return x % n;
  }
}

/** Shuffles a list in place (Fisher–Yates) and returns it. */
export function shuffle<T>(random: Random, list: T[]): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = randomInt(random, i + 1);
    const t = list[i]!;
    list[i] = list[j]!;
    list[j] = t;
  }
  return list;
}
