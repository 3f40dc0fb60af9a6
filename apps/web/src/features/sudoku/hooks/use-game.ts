import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { Difficulty } from '../lib/difficulty';
import { gameReducer, startGame, type GameAction, type GameState, type NewGame } from '../lib/game';
import {
  DEFAULT_SETTINGS,
  findGame,
  loadGames,
  loadSettings,
  saveGame,
  saveSettings,
  type Settings,
} from '../lib/saved-games';
import { sharedPuzzle } from '../lib/share-code';
import { deviceStore, type DeviceStore } from '../lib/device-store';
import { emptyStats, loadStats, recordSolve, saveStats, type Stats } from '../lib/stats';
import type { ImportError, Puzzle, SudokuTask } from '../worker/protocol';
import { runTask } from '../worker/client';

/**
 * The game in play, kept outside React so that the server and the hydrating render see no game and the browser the
 * last game of this device (unless the address shares a puzzle, which then loads). Every change is saved at once.
 */
const gameStore = deviceStore<GameState | null>(
  () => (sharedPuzzle(window.location.search) ? null : (loadGames()[0] ?? null)),
  (game) => game && saveGame(game),
  null,
);

/** Changes the game in play (nothing without one). */
const dispatch = (action: GameAction): void => {
  const game = gameStore.get();
  if (!game) return;
  const next = gameReducer(game, action);
  if (next !== game) gameStore.set(next);
};

/** Today's date where the visitor is (YYYY-MM-DD): the daily puzzle follows the visitor's calendar. */
export function localDate(now = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

const randomSeed = (): string => {
  const bytes = new Uint32Array(2);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (n) => n.toString(36)).join('');
};

export type LoadStatus = 'idle' | 'loading' | 'failed';

/** Whether the worker is making or rating a puzzle (kept for this page view only). */
const statusStore = deviceStore<LoadStatus>(
  () => 'idle',
  () => undefined,
  'idle',
);
const setStatus = (status: LoadStatus) => statusStore.set(status);

const settingsStore = deviceStore<Settings>(loadSettings, saveSettings, DEFAULT_SETTINGS);
const statsStore = deviceStore<Stats>(loadStats, saveStats, emptyStats());
const useDeviceValue = <T>(store: DeviceStore<T>): T =>
  useSyncExternalStore(store.subscribe, store.get, () => store.fallback);

/**
 * The game in play: started from a difficulty, the daily puzzle (on a first visit too), pasted text or a shared
 * address, saved on every change and resumed on the next visit, with the player's settings and statistics.
 */
export function useSudokuGame() {
  const game = useDeviceValue(gameStore);
  const status = useDeviceValue(statusStore);
  const settings = useDeviceValue(settingsStore);
  const stats = useDeviceValue(statsStore);
  const request = useRef(0);

  /** Starts a puzzle, or resumes it when it is saved already. */
  const open = useCallback((puzzle: Puzzle, id: string, source: NewGame['source']) => {
    const saved = findGame(id);
    const { difficulty, date } = puzzle;
    gameStore.set(
      saved ?? startGame({ id, source, difficulty, puzzle: puzzle.puzzle, solution: puzzle.solution, date }),
    );
  }, []);

  /** Runs a task that yields a puzzle, the latest request winning. */
  const load = useCallback(
    async (task: SudokuTask, id: (puzzle: Puzzle) => string, source: NewGame['source']) => {
      const mine = ++request.current;
      setStatus('loading');
      try {
        const result = await runTask(task);
        if (mine !== request.current) return null;
        setStatus('idle');
        if (result.type === 'refused') return result.reason;
        if (result.type === 'puzzle') open(result.puzzle, id(result.puzzle), source);
        return null;
      } catch {
        if (mine === request.current) setStatus('failed');
        return null;
      }
    },
    [open],
  );

  const startNew = useCallback(
    (difficulty: Difficulty) => {
      const seed = randomSeed();
      void load({ type: 'generate', difficulty, seed }, () => `new:${difficulty}:${seed}`, 'new');
    },
    [load],
  );
  const startDaily = useCallback(() => {
    const date = localDate();
    const saved = findGame(`daily:${date}`);
    if (saved) gameStore.set(saved);
    else void load({ type: 'daily', date }, () => `daily:${date}`, 'daily');
  }, [load]);
  /** Rates pasted text and starts it; answers why it was refused, if it was. */
  const importPuzzle = useCallback(
    (text: string, source: 'import' | 'shared' = 'import'): Promise<ImportError | null> =>
      load({ type: 'import', text }, (puzzle) => `puzzle:${puzzle.puzzle}`, source),
    [load],
  );

  // After hydration, the puzzle the address shares (rated in the worker, or resumed when it was played here); on a
  // device that has no game yet, today's puzzle, so that a first visit opens on a grid to play.
  useEffect(() => {
    const shared = sharedPuzzle(window.location.search);
    if (shared) void importPuzzle(shared, 'shared');
    else if (!gameStore.get()) startDaily();
  }, [importPuzzle, startDaily]);

  // A solved game counts once in the statistics.
  useEffect(() => {
    if (!game?.completed) return;
    const before = statsStore.get();
    const after = recordSolve(before, {
      id: game.id,
      difficulty: game.difficulty,
      seconds: game.elapsed,
      date: game.date,
    });
    if (after !== before) statsStore.set(after);
  }, [game]);

  const setSettings = useCallback(
    (change: Partial<Settings>) => settingsStore.set({ ...settingsStore.get(), ...change }),
    [],
  );

  return { game, dispatch, status, settings, setSettings, stats, startNew, startDaily, importPuzzle };
}

export type SudokuGame = ReturnType<typeof useSudokuGame>;
