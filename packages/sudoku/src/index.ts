/**
 * @site/sudoku: the pure Sudoku engine of Chic Sudoku. No I/O, no clock, no Math.random: it runs the same in Node and
 * in a Web Worker. See README.md.
 */
export {
  candidates,
  conflicts,
  isComplete,
  normalizeGrid,
  parseGrid,
  MAX_GRID_TEXT,
  type GridParseError,
  type GridParseResult,
  type HouseRef,
  type HouseType,
} from './grid.js';
export { solve, type SolveResult, type SolveStatus } from './solver.js';
export { rate, type RateResult, type TechniqueUse } from './rate.js';
export { generate, type GeneratedPuzzle } from './generate.js';
export { hint, HINT_KEYS, type Hint, type HintKey, type HintKind, type HintTechnique, type Notes } from './hint.js';
export { daily, dailyPuzzle, dailySeed, DAILY_DIFFICULTY_BY_WEEKDAY, type Daily } from './daily.js';
export {
  DIFFICULTIES,
  TECHNIQUES,
  TECHNIQUE_DIFFICULTY,
  techniquesOf,
  type Difficulty,
  type TechniqueId,
} from './techniques.js';
export type { CellDigit, HintParams } from './board.js';
