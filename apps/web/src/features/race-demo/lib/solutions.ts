import { RACE_LIMITS, RACE_SOLUTIONS, type RaceSolution } from '@site/contracts';

/** The cards in the order the page tells the story: the broken mode first, then its three fixes. */
export const SOLUTIONS: readonly RaceSolution[] = RACE_SOLUTIONS;

/** The translation key of a mode (`race-condition` → `raceCondition`). */
export function solutionKey(solution: RaceSolution): string {
  return solution.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
}

export const DEFAULT_SETTINGS = {
  concurrentRequests: RACE_LIMITS.defaultRequests,
  amount: RACE_LIMITS.defaultAmount,
} as const;
