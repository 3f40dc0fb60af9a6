import { STRATEGY_IDS, type StrategyId } from '@site/game-theory';
import { STRATEGY_CODES, strategyOfCode } from './strategy-codes';

/** The play page's modes: leading a nation by hand, or one of the three simulations. */
export const SIM_MODES = ['axelrod', 'ecological', 'spatial'] as const;
export type SimMode = (typeof SIM_MODES)[number];
export type PageMode = 'play' | SimMode;

/** Strategy weights (0 leaves one out), or 'random': every nation draws a strategy uniformly. */
export type Mix = 'random' | Readonly<Partial<Record<StrategyId, number>>>;
export type ColourBy = 'strategy' | 'score';

/** Everything a run depends on: the same state gives the same run. */
export interface PageState {
  readonly mode: PageMode;
  readonly seed: string;
  readonly noise: number;
  readonly turns: number;
  readonly generations: number;
  readonly repetitions: number;
  readonly mix: Mix;
  /** The player's nation (cca3) in play mode. */
  readonly nation: string | null;
  readonly colour: ColourBy;
}

export const LIMITS = {
  noise: { min: 0, max: 0.5 },
  turns: { min: 1, max: 500 },
  generations: { min: 1, max: 500 },
  repetitions: { min: 1, max: 10 },
  weight: { min: 0, max: 10 },
} as const;

/** Axelrod's tournaments played 200 turns a match; a spatial generation plays 50 (the engine's default). */
export const DEFAULT_TURNS: Readonly<Record<PageMode, number>> = {
  play: 50,
  axelrod: 200,
  ecological: 200,
  spatial: 50,
};

/** Every strategy once: the 195 nations split as evenly as the engine's largest remainder allows. */
export const EQUAL_MIX: Mix = Object.fromEntries(STRATEGY_IDS.map((id) => [id, 1]));

export const DEFAULT_STATE: PageState = {
  mode: 'play',
  seed: 'world',
  noise: 0,
  turns: DEFAULT_TURNS.play,
  generations: 50,
  repetitions: 1,
  mix: EQUAL_MIX,
  nation: null,
  colour: 'strategy',
};

const SEED = /^[A-Za-z0-9_-]{1,24}$/;
const NATION = /^[A-Z]{3}$/;

export function isSimMode(mode: PageMode): mode is SimMode {
  return mode !== 'play';
}

/** `mix=tft.3-alld.1`: code and weight per strategy with a positive weight; `mix=random`. */
export function encodeMix(mix: Mix): string {
  if (mix === 'random') return 'random';
  return STRATEGY_IDS.filter((id) => (mix[id] ?? 0) > 0)
    .map((id) => `${STRATEGY_CODES[id]}.${mix[id]}`)
    .join('-');
}

/** The mix an address names; null when it names none (unknown codes and bad weights are skipped). */
export function decodeMix(text: string | null): Mix | null {
  if (text === null) return null;
  if (text === 'random') return 'random';
  const weights: Partial<Record<StrategyId, number>> = {};
  for (const part of text.split('-')) {
    const [code = '', value = '', ...rest] = part.split('.');
    const id = strategyOfCode(code);
    const weight = Number(value);
    if (!id || rest.length > 0 || !/^\d+$/.test(value) || weight > LIMITS.weight.max || weight <= 0) continue;
    weights[id] = weight;
  }
  return Object.keys(weights).length > 0 ? weights : null;
}

/** Whether a mix gives at least one strategy a weight. */
export function mixHasStrategy(mix: Mix): boolean {
  return mix === 'random' || STRATEGY_IDS.some((id) => (mix[id] ?? 0) > 0);
}

function number(text: string | null, { min, max }: { min: number; max: number }, integer: boolean): number | null {
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value) || (integer && !Number.isInteger(value))) return null;
  return Math.min(max, Math.max(min, value));
}

/** The state an address's query names; anything missing or invalid takes its default. */
export function decodeState(search: string): PageState {
  const params = new URLSearchParams(search);
  const modeText = params.get('mode');
  const mode: PageMode =
    modeText === 'play' || (SIM_MODES as readonly string[]).includes(modeText ?? '')
      ? (modeText as PageMode)
      : DEFAULT_STATE.mode;
  const seed = params.get('seed');
  const nation = params.get('nation');
  return {
    mode,
    seed: seed && SEED.test(seed) ? seed : DEFAULT_STATE.seed,
    noise: number(params.get('noise'), LIMITS.noise, false) ?? DEFAULT_STATE.noise,
    turns: number(params.get('turns'), LIMITS.turns, true) ?? DEFAULT_TURNS[mode],
    generations: number(params.get('gen'), LIMITS.generations, true) ?? DEFAULT_STATE.generations,
    repetitions: number(params.get('rep'), LIMITS.repetitions, true) ?? DEFAULT_STATE.repetitions,
    mix: decodeMix(params.get('mix')) ?? DEFAULT_STATE.mix,
    nation: nation && NATION.test(nation) ? nation : null,
    colour: params.get('colour') === 'score' ? 'score' : 'strategy',
  };
}

/**
 * The query of a state: a simulation carries everything its run depends on (so that a shared address replays it
 * even if a default changes); play mode carries its nation, seed, noise and mix. The colouring is kept only when
 * it is not the default.
 */
export function encodeState(state: PageState): string {
  const params = new URLSearchParams({ mode: state.mode, seed: state.seed, noise: String(state.noise) });
  if (isSimMode(state.mode)) {
    params.set('turns', String(state.turns));
    if (state.mode !== 'axelrod') params.set('gen', String(state.generations));
    if (state.mode !== 'spatial') params.set('rep', String(state.repetitions));
  } else if (state.nation) params.set('nation', state.nation);
  params.set('mix', encodeMix(state.mix));
  if (state.colour !== 'strategy') params.set('colour', state.colour);
  return params.toString();
}

/** Whether an address names a simulation's run (a mode and a seed): opening it runs it again. */
export function namesRun(search: string): boolean {
  const params = new URLSearchParams(search);
  return (SIM_MODES as readonly string[]).includes(params.get('mode') ?? '') && params.has('seed');
}

/** A fresh seed for a new run: six letters and digits. */
export function freshSeed(random: () => number = Math.random): string {
  return Math.floor(random() * 36 ** 6)
    .toString(36)
    .padStart(6, '0');
}
