import { mixAssignment, NATIONS, randomAssignment, STRATEGY_IDS } from '@site/game-theory';
import type { Mix } from './url-state';

/**
 * The nations' strategies at the start of a game or a run: the mix's exact counts placed in a seeded order, or
 * each nation drawing one uniformly. Same mix and seed: same map.
 */
export function initialAssignment(mix: Mix, seed: string): Uint8Array {
  if (mix === 'random') return randomAssignment(NATIONS.length, STRATEGY_IDS, `${seed}:start`);
  return mixAssignment(NATIONS.length, mix, `${seed}:start`);
}

/** How many nations play each strategy (by strategy index). */
export function countStrategies(assignment: ArrayLike<number>): number[] {
  const counts = STRATEGY_IDS.map(() => 0);
  for (let i = 0; i < assignment.length; i++) counts[assignment[i]!]!++;
  return counts;
}
