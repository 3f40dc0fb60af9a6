/**
 * Games saved on the device: the few most recent games (the one in play first), each with its puzzle, entries,
 * notes, a bounded undo list, time, mistakes and hints used, under a versioned key. Whatever does not read back as
 * a game is dropped rather than trusted.
 */
import { STORAGE_KEYS, storage } from '../../../lib/storage';
import { isDifficulty } from './difficulty';
import { isSolved, type GameSource, type GameState, type Snapshot } from './game';
import { isGrid } from './grid';

/** The games kept: the current one and a few before it (today's daily, a shared puzzle). */
export const SAVED_GAMES = 4;
/** Undo steps kept per saved game (the game in play keeps more until the page is left). */
export const SAVED_UNDO = 50;

const SOURCES: readonly GameSource[] = ['new', 'daily', 'import', 'shared'];

interface SavedFile {
  version: 1;
  games: GameState[];
}

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
const isNotes = (value: unknown): value is number[] =>
  Array.isArray(value) && value.length === 81 && value.every((m) => isCount(m) && m < 1024);
const isSnapshot = (value: unknown): value is Snapshot => {
  const snap = value as Partial<Snapshot> | null;
  return Boolean(snap) && isGrid(snap!.entries) && isNotes(snap!.corner) && isNotes(snap!.centre);
};

/** A stored game, or null when the value is not one. */
export function readGame(value: unknown): GameState | null {
  if (!value || typeof value !== 'object') return null;
  const game = value as Record<string, unknown>;
  if (typeof game.id !== 'string' || !SOURCES.includes(game.source as GameSource)) return null;
  if (game.difficulty !== null && !isDifficulty(game.difficulty)) return null;
  if (!isGrid(game.puzzle) || !isSnapshot(game)) return null;
  if (game.solution !== null && !isGrid(game.solution)) return null;
  if (game.date !== undefined && (typeof game.date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(game.date))) return null;
  if (!Array.isArray(game.undo) || !game.undo.every(isSnapshot)) return null;
  if (!Array.isArray(game.redo) || !game.redo.every(isSnapshot)) return null;
  if (!isCount(game.mistakes) || !isCount(game.hintsUsed) || !isCount(game.elapsed)) return null;
  const state = value as GameState;
  return { ...state, completed: isSolved(state.entries, state.solution) };
}

/** Every saved game, the latest first. */
export function loadGames(): GameState[] {
  try {
    const file = JSON.parse(storage.get(STORAGE_KEYS.sudokuGames) ?? 'null') as SavedFile | null;
    if (!file || file.version !== 1 || !Array.isArray(file.games)) return [];
    return file.games.map(readGame).filter((game): game is GameState => game !== null);
  } catch {
    return [];
  }
}

/** Saves a game as the latest, with its undo and redo lists bounded. */
export function saveGame(game: GameState): void {
  const kept: GameState = {
    ...game,
    undo: game.undo.slice(-SAVED_UNDO),
    redo: game.redo.slice(-SAVED_UNDO),
  };
  const games = [kept, ...loadGames().filter((other) => other.id !== game.id)].slice(0, SAVED_GAMES);
  storage.set(STORAGE_KEYS.sudokuGames, JSON.stringify({ version: 1, games } satisfies SavedFile));
}

/** The saved game with an id, if any. */
export const findGame = (id: string): GameState | null => loadGames().find((game) => game.id === id) ?? null;

export interface Settings {
  countMistakes: boolean;
  autoCandidates: boolean;
}
export const DEFAULT_SETTINGS: Settings = { countMistakes: false, autoCandidates: false };

export function loadSettings(): Settings {
  try {
    const value = JSON.parse(storage.get(STORAGE_KEYS.sudokuSettings) ?? 'null') as Partial<Settings> | null;
    return {
      countMistakes: value?.countMistakes === true,
      autoCandidates: value?.autoCandidates === true,
    };
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export const saveSettings = (settings: Settings): void =>
  storage.set(STORAGE_KEYS.sudokuSettings, JSON.stringify(settings));
