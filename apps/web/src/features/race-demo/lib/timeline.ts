/** One step of the lost-update timeline: which request acts, what it does, and what the database then holds. */
export interface TimelineStep {
  actor: 'a' | 'b';
  action: 'read' | 'write';
  /** The balance read, or the balance written. */
  value: number;
  /** The balance stored after the step. */
  stored: number;
}

export interface Timeline {
  steps: TimelineStep[];
  /** What the balance should be after both debits. */
  expected: number;
  /** What it is. */
  actual: number;
  /** The money paid out that the balance never lost. */
  lost: number;
}

/**
 * The classic interleaving of two debits of `amount` from `start` (e.g. 1000, two of 100):
 * both read before either writes, so the second write erases the first.
 */
export function lostUpdateTimeline(start: number, amount: number): Timeline {
  const written = start - amount;
  const steps: TimelineStep[] = [
    { actor: 'a', action: 'read', value: start, stored: start },
    { actor: 'b', action: 'read', value: start, stored: start },
    { actor: 'a', action: 'write', value: written, stored: written },
    { actor: 'b', action: 'write', value: written, stored: written },
  ];
  const expected = start - 2 * amount;
  return { steps, expected, actual: written, lost: written - expected };
}

/** The amount of the page's worked example: two requests of 100. */
export const EXAMPLE_AMOUNT = 100;
