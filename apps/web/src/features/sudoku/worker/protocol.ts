import type { Difficulty } from '../lib/difficulty';
import type { HintInfo } from '../lib/texts';

/** Page → worker: one task of the engine. */
export type SudokuTask =
  | { type: 'generate'; difficulty: Difficulty; seed: string }
  | { type: 'daily'; date: string }
  | { type: 'import'; text: string }
  | { type: 'hint'; grid: string; notes: number[][]; puzzle: string };

/** Why an imported puzzle is refused: text that is not a grid, or a grid without one solution. */
export type ImportError =
  'empty' | 'tooLong' | 'badCharacter' | 'tooFewCells' | 'tooManyCells' | 'invalid' | 'none' | 'multiple';

export interface Puzzle {
  puzzle: string;
  solution: string;
  /** null: the engine's techniques cannot finish it (beyond the grader). */
  difficulty: Difficulty | null;
  date?: string;
}

export type TaskResult =
  { type: 'puzzle'; puzzle: Puzzle } | { type: 'refused'; reason: ImportError } | { type: 'hint'; hint: HintInfo };

export interface WorkerRequest {
  id: number;
  task: SudokuTask;
}
export type WorkerResponse = { id: number; result: TaskResult } | { id: number; error: string };
