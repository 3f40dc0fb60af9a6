/**
 * The state of one Sudoku game and every change to it, as a pure reducer: the digits, the corner and centre notes,
 * undo and redo of every change (notes too, a hint applied as one change), mistakes against the unique solution
 * (counted only while the player has them counted), hints used, the time and the completion.
 */
import type { Difficulty } from './difficulty';
import { PEERS, bitOf, candidateMasks, conflictCells, digitAt, hasDigit, withDigit } from './grid';

export type NoteKind = 'corner' | 'centre';
export type GameSource = 'new' | 'daily' | 'import' | 'shared';

/** What undo brings back: the digits and both kinds of notes. */
export interface Snapshot {
  readonly entries: string;
  readonly corner: readonly number[];
  readonly centre: readonly number[];
}

export interface GameState extends Snapshot {
  /** Stable id of the game: the puzzle and where it came from (a resumed game is found by it). */
  readonly id: string;
  readonly source: GameSource;
  /** null when the engine could not rate an imported puzzle. */
  readonly difficulty: Difficulty | null;
  /** The daily puzzle's date (YYYY-MM-DD). */
  readonly date?: string;
  readonly puzzle: string;
  /** The unique solution (null while unknown). */
  readonly solution: string | null;
  readonly undo: readonly Snapshot[];
  readonly redo: readonly Snapshot[];
  readonly mistakes: number;
  readonly hintsUsed: number;
  /** Seconds played. */
  readonly elapsed: number;
  readonly completed: boolean;
}

/** A cell and a digit (0..80, 1..9), as hints name them. */
export interface CellDigit {
  readonly cell: number;
  readonly digit: number;
}

/** What applying a hint changes. */
export interface HintChange {
  readonly placements: readonly CellDigit[];
  readonly eliminations: readonly CellDigit[];
  readonly erase: readonly number[];
  readonly restore: readonly CellDigit[];
}

export type GameAction =
  | { type: 'place'; cell: number; digit: number; countMistakes: boolean }
  | { type: 'clear'; cell: number }
  | { type: 'note'; cell: number; digit: number; kind: NoteKind }
  | { type: 'fillCandidates' }
  | { type: 'hint'; change: HintChange; countMistakes: boolean }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'tick'; seconds: number };

/** How many changes undo keeps: enough for any game, small enough to save on every change. */
export const UNDO_LIMIT = 200;

const NO_NOTES: readonly number[] = Array.from({ length: 81 }, () => 0);

export interface NewGame {
  id: string;
  source: GameSource;
  difficulty: Difficulty | null;
  puzzle: string;
  solution: string | null;
  date?: string;
}

/** A game at its start: the givens and nothing else. */
export function startGame({ id, source, difficulty, puzzle, solution, date }: NewGame): GameState {
  return {
    id,
    source,
    difficulty,
    ...(date ? { date } : {}),
    puzzle,
    solution,
    entries: puzzle,
    corner: NO_NOTES,
    centre: NO_NOTES,
    undo: [],
    redo: [],
    mistakes: 0,
    hintsUsed: 0,
    elapsed: 0,
    completed: false,
  };
}

export const isGiven = (state: GameState, cell: number): boolean => digitAt(state.puzzle, cell) !== 0;

/** Solved: every cell filled, and the solution's digits (or, without a solution, no clash). */
export function isSolved(entries: string, solution: string | null): boolean {
  if (entries.includes('.')) return false;
  return solution ? entries === solution : conflictCells(entries).size === 0;
}

const snapshot = (state: GameState): Snapshot => ({
  entries: state.entries,
  corner: state.corner,
  centre: state.centre,
});

/** A change to the grid: recorded for undo (the redo list is dropped), completion checked. */
function commit(state: GameState, next: Snapshot, extra: Partial<GameState> = {}): GameState {
  if (next.entries === state.entries && sameNotes(next, state)) return state;
  return {
    ...state,
    ...next,
    ...extra,
    undo: [...state.undo, snapshot(state)].slice(-UNDO_LIMIT),
    redo: [],
    completed: isSolved(next.entries, state.solution),
  };
}

const sameNotes = (a: Snapshot, b: Snapshot) =>
  a.corner.every((m, i) => m === b.corner[i]) && a.centre.every((m, i) => m === b.centre[i]);

/** Writes a digit and takes it out of the notes of the cell's peers. */
function placeDigit(snap: Snapshot, cell: number, digit: number): Snapshot {
  const corner = [...snap.corner];
  const centre = [...snap.centre];
  corner[cell] = 0;
  centre[cell] = 0;
  for (const peer of PEERS[cell]!) {
    corner[peer] = corner[peer]! & ~bitOf(digit);
    centre[peer] = centre[peer]! & ~bitOf(digit);
  }
  return { entries: withDigit(snap.entries, cell, digit), corner, centre };
}

const isWrong = (state: GameState, cell: number, digit: number) =>
  state.solution !== null && digitAt(state.solution, cell) !== digit;

export function gameReducer(state: GameState, action: GameAction): GameState {
  if (action.type === 'tick') return state.completed ? state : { ...state, elapsed: state.elapsed + action.seconds };
  if (action.type === 'undo' || action.type === 'redo') return travel(state, action.type);
  if (state.completed) return state;
  switch (action.type) {
    case 'place': {
      const { cell, digit } = action;
      if (isGiven(state, cell) || digitAt(state.entries, cell) === digit) return state;
      const mistake = action.countMistakes && isWrong(state, cell, digit) ? 1 : 0;
      return commit(state, placeDigit(state, cell, digit), { mistakes: state.mistakes + mistake });
    }
    case 'clear': {
      const { cell } = action;
      if (isGiven(state, cell)) return state;
      if (digitAt(state.entries, cell))
        return commit(state, { ...snapshot(state), entries: withDigit(state.entries, cell, 0) });
      const corner = [...state.corner];
      const centre = [...state.centre];
      corner[cell] = 0;
      centre[cell] = 0;
      return commit(state, { entries: state.entries, corner, centre });
    }
    case 'note': {
      const { cell, digit, kind } = action;
      if (digitAt(state.entries, cell)) return state;
      const notes = [...state[kind]];
      notes[cell] = notes[cell]! ^ bitOf(digit);
      return commit(state, { ...snapshot(state), [kind]: notes });
    }
    case 'fillCandidates': {
      const masks = candidateMasks(state.entries);
      return commit(state, { ...snapshot(state), centre: masks });
    }
    case 'hint':
      return applyHint(state, action.change, action.countMistakes);
  }
}

/** A hint as one change: wrong digits erased, missing notes restored, candidates removed, digits placed. */
function applyHint(state: GameState, change: HintChange, countMistakes: boolean): GameState {
  let snap = snapshot(state);
  for (const cell of change.erase)
    if (!isGiven(state, cell)) snap = { ...snap, entries: withDigit(snap.entries, cell, 0) };
  const centre = [...snap.centre];
  const computed = candidateMasks(snap.entries);
  for (const { cell, digit } of change.restore) centre[cell] = centre[cell]! | bitOf(digit);
  for (const { cell, digit } of change.eliminations) {
    // A cell without notes holds every candidate its houses allow: write them down before removing one.
    if (!centre[cell]) centre[cell] = computed[cell]!;
    centre[cell] = centre[cell]! & ~bitOf(digit);
  }
  snap = { ...snap, centre };
  let mistakes = state.mistakes;
  for (const { cell, digit } of change.placements) {
    if (isGiven(state, cell)) continue;
    if (countMistakes && isWrong(state, cell, digit)) mistakes++;
    snap = placeDigit(snap, cell, digit);
  }
  const next = commit(state, snap, { hintsUsed: state.hintsUsed + 1, mistakes });
  return next === state ? { ...state, hintsUsed: state.hintsUsed + 1 } : next;
}

function travel(state: GameState, direction: 'undo' | 'redo'): GameState {
  const from = direction === 'undo' ? state.undo : state.redo;
  const target = from[from.length - 1];
  if (!target) return state;
  const rest = from.slice(0, -1);
  const kept = [...(direction === 'undo' ? state.redo : state.undo), snapshot(state)].slice(-UNDO_LIMIT);
  return {
    ...state,
    ...target,
    undo: direction === 'undo' ? rest : kept,
    redo: direction === 'undo' ? kept : rest,
    completed: isSolved(target.entries, state.solution),
  };
}

/**
 * The notes a cell shows: its centre notes, or with automatic candidates on (`computed`: candidateMasks of the
 * entries) and none written, the candidates its houses allow; its corner notes as written.
 */
export function shownNotes(
  state: Snapshot,
  cell: number,
  computed: readonly number[] | null,
): { corner: number; centre: number } {
  if (digitAt(state.entries, cell)) return { corner: 0, centre: 0 };
  return { corner: state.corner[cell]!, centre: state.centre[cell] || (computed?.[cell] ?? 0) };
}

/** The player's candidates for the engine's hint: the centre notes (a cell without them: every allowed digit). */
export function hintNotes(state: Snapshot): number[][] {
  return state.centre.map((mask) => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => hasDigit(mask, d)));
}
