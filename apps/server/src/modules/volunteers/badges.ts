import { BADGE_IDS, BADGES, type BadgeId } from '@site/contracts';

/** What a volunteer's badges are computed from: their approved tasks and the reviews of their submissions. */
export interface BadgeCounts {
  /** Approved tasks by type. */
  verification: number;
  social_media: number;
  field_search: number;
  /** Submissions approved, and reviewed (approved + returned). */
  approved: number;
  reviewed: number;
  /** The weeks (their Monday, `YYYY-MM-DD`) with at least one approved task. */
  weeks: readonly string[];
  /** Approved urgent tasks submitted within their golden hours. */
  urgent_in_golden: number;
}

export interface BadgeState {
  id: BadgeId;
  progress: number;
  goal: number;
  earned: boolean;
}

const DAY_MS = 86_400_000;

/** The longest run of consecutive weeks in `weeks` (Mondays, any order, duplicates allowed). */
export function longestWeekRun(weeks: readonly string[]): number {
  const days = [...new Set(weeks)].map((week) => Date.parse(`${week}T00:00:00Z`) / DAY_MS).sort((a, b) => a - b);
  let best = 0;
  let run = 0;
  for (let i = 0; i < days.length; i++) {
    run = i > 0 && days[i]! - days[i - 1]! === 7 ? run + 1 : 1;
    best = Math.max(best, run);
  }
  return best;
}

/**
 * Each badge's progress and whether it is earned: counts of approved tasks of a type reach the goal; the
 * approval share (whole percent, rounded down) reaches 95 % over at least 20 reviewed submissions; four
 * consecutive weeks each with an approved task; ten urgent tasks submitted within their golden hours.
 */
export function badgeStates(counts: BadgeCounts): BadgeState[] {
  const share = counts.reviewed > 0 ? Math.floor((counts.approved * 100) / counts.reviewed) : 0;
  const progress: Record<BadgeId, number> = {
    dedicated_informer: counts.verification,
    community_star: counts.social_media,
    search_hero: counts.field_search,
    social_guardian: share,
    consistency_champion: longestWeekRun(counts.weeks),
    first_responder_elite: counts.urgent_in_golden,
  };
  return BADGE_IDS.map((id) => {
    const goal = BADGES[id].goal;
    const reached = progress[id] >= goal;
    const earned =
      id === 'social_guardian' ? reached && counts.reviewed >= BADGES.social_guardian.min_reviewed : reached;
    return { id, progress: progress[id], goal, earned };
  });
}
