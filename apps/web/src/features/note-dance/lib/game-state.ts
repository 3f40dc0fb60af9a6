/**
 * The game's states (NOTE_DANCE_GAME_STATES): `song-choice` (the list), `loading` (the chosen song's notes on
 * their way), `playing`, `complete` (the results). Pure: the page keeps it in a reducer.
 */
import type { NoteDanceGameState, NoteDanceInput } from '@site/contracts';
import type { PlaySummary } from '@site/music';

/** How the song is shown: notes falling onto the keys, or the staff with a cursor running along it. */
export type PlayLayout = 'falling' | 'staff';
export const PLAY_LAYOUTS: readonly PlayLayout[] = ['falling', 'staff'];

export interface PlaySettings {
  input: NoteDanceInput;
  layout: PlayLayout;
  /** Share of the sheet's tempo, within NOTE_DANCE_LIMITS.tempoScaleMin..tempoScaleMax. */
  tempoScale: number;
  waitMode: boolean;
  /** Parts switched off (a hand the player does not play). */
  skipParts: string[];
  /** Bars to repeat (first and last, counted from 1), or null for the whole song. */
  loop: { from: number; to: number } | null;
}

export interface GameModel {
  state: NoteDanceGameState;
  sheetId: number | null;
  settings: PlaySettings;
  /** Counts each start, so a new play of the same song starts afresh. */
  run: number;
  summary: PlaySummary | null;
}

export type GameEvent =
  | { type: 'choose'; sheetId: number }
  | { type: 'loaded' }
  | { type: 'settings'; settings: Partial<PlaySettings> }
  | { type: 'finished'; summary: PlaySummary }
  | { type: 'again' }
  | { type: 'back' };

export const DEFAULT_SETTINGS: PlaySettings = {
  input: 'keyboard',
  layout: 'falling',
  tempoScale: 1,
  waitMode: false,
  skipParts: [],
  loop: null,
};

export function initialGame(settings: Partial<PlaySettings> = {}): GameModel {
  return { state: 'song-choice', sheetId: null, settings: { ...DEFAULT_SETTINGS, ...settings }, run: 0, summary: null };
}

/** The next model; an event that does not apply in the current state changes nothing. */
export function gameReducer(model: GameModel, event: GameEvent): GameModel {
  switch (event.type) {
    case 'choose':
      if (model.state !== 'song-choice' && model.state !== 'complete') return model;
      // A new song: its hands and passage are its own.
      return {
        ...model,
        state: 'loading',
        sheetId: event.sheetId,
        summary: null,
        settings: { ...model.settings, skipParts: [], loop: null },
      };
    case 'loaded':
      return model.state === 'loading' ? { ...model, state: 'playing', run: model.run + 1 } : model;
    case 'settings':
      return { ...model, settings: { ...model.settings, ...event.settings } };
    case 'finished':
      return model.state === 'playing' ? { ...model, state: 'complete', summary: event.summary } : model;
    case 'again':
      return model.state === 'complete' || model.state === 'playing'
        ? { ...model, state: 'playing', summary: null, run: model.run + 1 }
        : model;
    case 'back':
      return { ...model, state: 'song-choice', sheetId: null, summary: null };
  }
}

/**
 * Whether a finished play may be saved: a whole song (a looped passage is practice: its notes are not the
 * sheet's, and the server's check would refuse them).
 */
export function isSavable(settings: PlaySettings): boolean {
  return settings.loop === null;
}
