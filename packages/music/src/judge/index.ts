export {
  accuracyOf,
  ACCURACY_WEIGHTS,
  checkTimingWindows,
  COMBO_BONUS,
  comboBonus,
  DEFAULT_TIMING_WINDOWS,
  emptyTally,
  gradeOffset,
  HIT_POINTS,
  runBonus,
  scoreBounds,
  summarizePlay,
  TIMING_WINDOW_LIMITS,
  type PlaySummary,
  type PlayTally,
  type ResultCounts,
  type TimingWindows,
} from './scoring.js';
export {
  createJudge,
  type InputEvent,
  type Judge,
  type JudgedNote,
  type JudgeOptions,
  type PressOutcome,
} from './judge.js';
export { checkScore, WAIT_MODE_MAX_DURATION_MS, type CheckScoreOptions } from './check.js';
