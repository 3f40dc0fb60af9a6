/**
 * The techniques the human-style solver knows, easiest first, and the difficulty each belongs to. A puzzle's
 * difficulty is the difficulty of the hardest technique its solution needs.
 */

export const DIFFICULTIES = ['easy', 'medium', 'hard', 'expert'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Every technique id, in the order the solver tries them (which is also difficulty order). */
export const TECHNIQUES = [
  // easy
  'fullHouse',
  'nakedSingle',
  'hiddenSingle',
  // medium
  'pointing',
  'boxLineReduction',
  'nakedPair',
  'hiddenPair',
  // hard
  'nakedTriple',
  'hiddenTriple',
  'xWing',
  'swordfish',
  'nakedQuad',
  'hiddenQuad',
  'jellyfish',
  // expert
  'xyWing',
  'xyzWing',
  'wWing',
  'remotePairs',
  'simpleColoring',
  'uniqueRectangle',
  'xChain',
  'xyChain',
] as const;
export type TechniqueId = (typeof TECHNIQUES)[number];

const TIER_STARTS: Record<Difficulty, TechniqueId> = {
  easy: 'fullHouse',
  medium: 'pointing',
  hard: 'nakedTriple',
  expert: 'xyWing',
};

/** The difficulty of each technique. */
export const TECHNIQUE_DIFFICULTY: Readonly<Record<TechniqueId, Difficulty>> = Object.fromEntries(
  TECHNIQUES.map((id, i) => {
    let tier: Difficulty = 'easy';
    for (const d of DIFFICULTIES) if (TECHNIQUES.indexOf(TIER_STARTS[d]) <= i) tier = d;
    return [id, tier];
  }),
) as Record<TechniqueId, Difficulty>;

/** The techniques of one difficulty, in solver order. */
export const techniquesOf = (difficulty: Difficulty): TechniqueId[] =>
  TECHNIQUES.filter((t) => TECHNIQUE_DIFFICULTY[t] === difficulty);
