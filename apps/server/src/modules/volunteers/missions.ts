import { WEEKLY_MISSIONS, weekBounds, type TaskType } from '@site/contracts';

/** Approved tasks by type within a mission's window. */
export type ApprovedByType = Partial<Record<TaskType, number>>;

/** A mission's target: approved tasks of `type` (`any` for all) to reach `goal`. */
export interface MissionRule {
  type: TaskType | 'any';
  goal: number;
}

/** Progress towards a mission: the approved tasks of its type (all of them for `any`), capped at nothing. */
export function missionProgress(rule: MissionRule, approved: ApprovedByType): number {
  if (rule.type === 'any') return Object.values(approved).reduce((sum, count) => sum + (count ?? 0), 0);
  return approved[rule.type] ?? 0;
}

/** Whether a mission is reached. */
export function missionReached(rule: MissionRule, approved: ApprovedByType): boolean {
  return missionProgress(rule, approved) >= rule.goal;
}

/** The ledger key of a weekly mission: `<id>@<week start>`, so that each is paid once a week. */
export function weeklyMissionKey(id: string, weekStart: string): string {
  return `${id}@${weekStart}`;
}

/** The ledger key of a challenge. */
export function challengeKey(id: number): string {
  return `challenge:${id}`;
}

/** Whole days left until `endsAt` (rounded up; 0 once it has ended). */
export function daysLeft(endsAt: string, now: Date): number {
  return Math.max(0, Math.ceil((Date.parse(endsAt) - now.getTime()) / 86_400_000));
}

/** The weekly missions of the week starting `weekStart`, with its end. */
export function weeklyMissions(weekStart: string) {
  const { ends_at } = weekBounds(weekStart);
  return WEEKLY_MISSIONS.map((mission) => ({ ...mission, ends_at }));
}
