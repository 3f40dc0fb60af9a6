/** Rating: a puzzle's difficulty is that of the hardest technique a person needs, always using the easiest first. */
import { Board } from './board.js';
import { readCells, conflictCells, cellsToGrid } from './grid.js';
import { solveLogically } from './logic/index.js';
import { searchSolutions, type SolveStatus } from './solver.js';
import { TECHNIQUES, type Difficulty, type TechniqueId } from './techniques.js';

export interface TechniqueUse {
  id: TechniqueId;
  /** How many steps used it. */
  count: number;
}

export interface RateResult {
  /** The puzzle's solve status: only a `unique` puzzle is rated. */
  status: SolveStatus;
  /**
   * The difficulty of the hardest technique needed; null when the puzzle is not `unique`, or when the techniques this
   * engine knows cannot finish it (then `techniques` says how far they went).
   */
  difficulty: Difficulty | null;
  /** The techniques used, in TECHNIQUES order, with how many steps used each. */
  techniques: TechniqueUse[];
  /** The solution, when the puzzle is unique. */
  solution?: string;
}

/** Rates a puzzle (81 characters, `.` or `0` for an empty cell). Never throws: a puzzle that cannot be rated says why in `status`. */
export function rate(grid: string): RateResult {
  const cells = readCells(grid);
  if (!cells || conflictCells(cells).length > 0) return { status: 'invalid', difficulty: null, techniques: [] };
  const { count, solution } = searchSolutions(cells, 2);
  if (count !== 1) return { status: count === 0 ? 'none' : 'multiple', difficulty: null, techniques: [] };
  const result = solveLogically(Board.fromCells(cells), { unique: true });
  const techniques: TechniqueUse[] = [];
  result.counts.forEach((n, i) => {
    if (n) techniques.push({ id: TECHNIQUES[i]!, count: n });
  });
  return {
    status: 'unique',
    difficulty: result.solved ? (result.hardest ?? 'easy') : null,
    techniques,
    solution: cellsToGrid(solution!),
  };
}
