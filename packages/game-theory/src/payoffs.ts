/** A move: 0 cooperates, 1 defects. Numbers, so that histories fit in typed arrays. */
export type Move = 0 | 1;
export const COOPERATE = 0 as const;
export const DEFECT = 1 as const;

/**
 * The prisoner's dilemma of Axelrod's tournaments: both cooperate 3 each (reward), both defect 1 each (punishment),
 * a defector facing a cooperator gets 5 (temptation) and the cooperator 0 (sucker).
 */
export const PAYOFFS = Object.freeze({ reward: 3, punishment: 1, temptation: 5, sucker: 0 });

/**
 * The payoff of a player who played `mine` against `theirs`, indexed `mine * 2 + theirs`:
 * C/C reward, C/D sucker, D/C temptation, D/D punishment.
 */
export const PAYOFF_TABLE: readonly number[] = Object.freeze([
  PAYOFFS.reward,
  PAYOFFS.sucker,
  PAYOFFS.temptation,
  PAYOFFS.punishment,
]);

/** The payoff of a player who played `mine` against `theirs`. */
export function payoff(mine: Move, theirs: Move): number {
  return PAYOFF_TABLE[mine * 2 + theirs]!;
}

/** 'C' or 'D', for display and tests. */
export function moveLetter(move: Move): 'C' | 'D' {
  return move === DEFECT ? 'D' : 'C';
}

/** A history as letters ('CCDC…'). */
export function movesToString(moves: ArrayLike<number>): string {
  let text = '';
  for (let i = 0; i < moves.length; i++) text += moves[i] === DEFECT ? 'D' : 'C';
  return text;
}
