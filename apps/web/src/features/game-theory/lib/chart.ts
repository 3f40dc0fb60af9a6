/** A linear map from a domain to a range (pixels); a domain of one value maps to the range's start. */
export function linearScale(domain: readonly [number, number], range: readonly [number, number]) {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const span = d1 - d0;
  return (value: number) => (span === 0 ? r0 : r0 + ((value - d0) / span) * (r1 - r0));
}

/** One strategy's band of a stacked area chart: its lower and upper edge at each generation (shares, 0–1). */
export interface Band {
  readonly index: number;
  readonly lower: readonly number[];
  readonly upper: readonly number[];
}

/**
 * Stacks the strategies' shares generation by generation, in index order, keeping only strategies that had a
 * share at some point (an extinct-from-the-start strategy draws nothing).
 */
export function stackShares(shares: readonly (readonly number[])[]): Band[] {
  const strategies = shares[0]?.length ?? 0;
  const base = shares.map(() => 0);
  const bands: Band[] = [];
  for (let s = 0; s < strategies; s++) {
    if (!shares.some((row) => (row[s] ?? 0) > 0)) continue;
    const lower = [...base];
    const upper = shares.map((row, g) => base[g]! + (row[s] ?? 0));
    upper.forEach((value, g) => (base[g] = value));
    bands.push({ index: s, lower, upper });
  }
  return bands;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** An SVG path of a band: along the upper edge, back along the lower one, closed. */
export function bandPath(band: Band, x: (generation: number) => number, y: (share: number) => number): string {
  const top = band.upper.map((v, g) => `${round(x(g))},${round(y(v))}`);
  const bottom = band.lower.map((v, g) => `${round(x(g))},${round(y(v))}`).reverse();
  if (top.length === 0) return '';
  if (top.length === 1) {
    // One generation only: a thin column, so that the share still shows.
    const [x0] = [round(x(0))];
    return `M${x0 - 2},${round(y(band.upper[0]!))}H${x0 + 2}V${round(y(band.lower[0]!))}H${x0 - 2}Z`;
  }
  return `M${top.join('L')}L${bottom.join('L')}Z`;
}

/** Round tick values from 0 to `max` (at most `count` + 1 of them), for the generation axis. */
export function ticks(max: number, count = 5): number[] {
  if (max <= 0) return [0];
  const raw = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? raw;
  const out: number[] = [];
  for (let v = 0; v <= max + 1e-9; v += step) out.push(Math.round(v * 1e6) / 1e6);
  return out;
}
