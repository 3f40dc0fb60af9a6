import type { SkillGroup } from '@site/contracts';

/**
 * The skill groups in display order. The contract's SKILL_GROUPS says the same (a unit test
 * holds them together); importing it would pull the contract's schemas into this early chunk.
 */
export const SKILL_ORDER: readonly SkillGroup[] = ['languages', 'frameworks', 'databases', 'tools', 'cloud'];
