import { STRATEGY_IDS, type StrategyId } from '@site/game-theory';
import { decodeState, DEFAULT_TURNS, encodeMix, isSimMode, type PageState, type SimMode } from './url-state';
import type { SimSettings } from './simulate';

/** The simulation form as typed: numbers stay text until the run, where they are checked and clamped. */
export interface SimDraft {
  readonly mode: SimMode;
  readonly random: boolean;
  readonly weights: Readonly<Record<StrategyId, string>>;
  readonly noise: string;
  readonly turns: string;
  readonly generations: string;
  readonly repetitions: string;
  readonly seed: string;
}

/** The form filled from a page state (play mode's state starts the spatial game). */
export function draftOf(state: PageState): SimDraft {
  const mix = state.mix;
  const mode = isSimMode(state.mode) ? state.mode : 'spatial';
  return {
    mode,
    random: mix === 'random',
    weights: Object.fromEntries(
      STRATEGY_IDS.map((id) => [id, String(mix === 'random' ? 1 : (mix[id] ?? 0))]),
    ) as Record<StrategyId, string>,
    noise: String(state.noise),
    turns: String(isSimMode(state.mode) ? state.turns : DEFAULT_TURNS[mode]),
    generations: String(state.generations),
    repetitions: String(state.repetitions),
    seed: state.seed,
  };
}

/** Whether the draft leaves at least one strategy on the map. */
export function draftHasStrategy(draft: SimDraft): boolean {
  return draft.random || STRATEGY_IDS.some((id) => Number(draft.weights[id]) >= 1);
}

/**
 * The page state a draft runs: read through the address's own decoder, so that the form and a shared address
 * accept, round and clamp the same values. Weights are whole numbers from 0 to 10.
 */
export function stateOfDraft(draft: SimDraft, base: PageState): PageState {
  const weights = Object.fromEntries(
    STRATEGY_IDS.map((id) => [id, Math.min(10, Math.max(0, Math.round(Number(draft.weights[id]) || 0)))]),
  );
  const params = new URLSearchParams({
    mode: draft.mode,
    seed: draft.seed.trim(),
    noise: draft.noise,
    turns: draft.turns,
    gen: draft.generations,
    rep: draft.repetitions,
    mix: draft.random ? 'random' : encodeMix(weights),
  });
  return { ...decodeState(params.toString()), nation: base.nation, colour: base.colour };
}

/** The part of a page state a run depends on. */
export function settingsOf(state: PageState): SimSettings {
  return {
    mode: isSimMode(state.mode) ? state.mode : 'spatial',
    seed: state.seed,
    noise: state.noise,
    turns: state.turns,
    generations: state.generations,
    repetitions: state.repetitions,
    mix: state.mix,
  };
}
