import { STRATEGY_IDS, type StrategyId } from '@site/game-theory';

/**
 * One colour per strategy, chosen to tell fifteen apart (Tableau 20's strong and light pairs, reordered so that
 * neighbours in the list differ in hue). Colour is never the only cue: the legend, the map's labels and the tables
 * name the strategy.
 */
export const STRATEGY_COLOURS: Readonly<Record<StrategyId, string>> = {
  'tit-for-tat': '#1f77b4',
  'always-cooperate': '#2ca02c',
  'always-defect': '#d62728',
  grudger: '#8c564b',
  random: '#7f7f7f',
  'tit-for-two-tats': '#17becf',
  'suspicious-tit-for-tat': '#9467bd',
  'generous-tit-for-tat': '#98df8a',
  pavlov: '#ff7f0e',
  joss: '#e377c2',
  detective: '#bcbd22',
  alternator: '#ffbb78',
  prober: '#393b79',
  gradual: '#aec7e8',
  'soft-majority': '#c49c94',
};

/** The colour of a strategy by its index (what assignments store). */
export function strategyColour(index: number): string {
  const id = STRATEGY_IDS[index];
  return id ? STRATEGY_COLOURS[id] : '#cccccc';
}

/** The stops of the score scale, low to high (viridis): light enough at the top, dark at the bottom. */
export const SCORE_STOPS = ['#440154', '#3b528b', '#21918c', '#5ec962', '#fde725'] as const;

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const hex = (channels: readonly number[]) =>
  `#${channels.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/**
 * A score's colour on the sequential scale between `min` and `max` (clamped; the middle of the scale when all
 * scores are equal or the score is not a number).
 */
export function scoreColour(score: number, min: number, max: number): string {
  const t = Number.isFinite(score) && max > min ? Math.min(1, Math.max(0, (score - min) / (max - min))) : 0.5;
  const position = t * (SCORE_STOPS.length - 1);
  const low = Math.min(SCORE_STOPS.length - 2, Math.floor(position));
  const a = rgb(SCORE_STOPS[low]!);
  const b = rgb(SCORE_STOPS[low + 1]!);
  const f = position - low;
  return hex(a.map((channel, i) => channel + (b[i]! - channel) * f));
}

/** The smallest and largest finite value (0 and 0 for none). */
export function extent(values: ArrayLike<number>): { min: number; max: number } {
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (!Number.isFinite(v)) continue;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return min <= max ? { min, max } : { min: 0, max: 0 };
}
