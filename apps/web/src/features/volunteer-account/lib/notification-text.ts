import { VOLUNTEER_LEVELS, type VolunteerNotification } from '@site/contracts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
const number = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** A level's key from the params: its key as sent, or the key of its number. */
function levelKey(params: VolunteerNotification['params']): string | null {
  const key = text(params.level_key) ?? text(params.level);
  if (key && VOLUNTEER_LEVELS.some((level) => level.key === key)) return key;
  const level = number(params.level);
  return VOLUNTEER_LEVELS.find((entry) => entry.level === level)?.key ?? null;
}

/**
 * A notification in the interface language, worded from its kind and params (the server sends ids, keys,
 * numbers and public case numbers, never text about a person): points of an approved task, the reviewer's note
 * of a returned one, the badge's and level's names from the `volunteer` vocabulary, the mission's title, and the
 * case and province of an urgent task. A param that is missing gives the kind's plain wording.
 */
export function notificationText(notification: VolunteerNotification, t: Translate): string {
  const { params } = notification;
  const k = (key: string, options?: Record<string, unknown>) => t(`notifications.kinds.${key}`, options);
  switch (notification.kind) {
    case 'task_approved':
      return k('task_approved', { points: number(params.points) ?? 0 });
    case 'task_returned': {
      const note = text(params.note);
      return note ? k('task_returned', { note }) : k('task_returned_plain');
    }
    case 'badge_earned': {
      const badge = text(params.badge);
      return k('badge_earned', { badge: badge ? t(`volunteer:badges.${badge}.name`) : '' });
    }
    case 'level_up': {
      const key = levelKey(params);
      return k('level_up', { level: key ? t(`volunteer:levels.${key}`) : String(params.level ?? '') });
    }
    case 'mission_completed': {
      const mission = text(params.mission);
      const title =
        text(params.title) ??
        (mission && !mission.startsWith('challenge:') ? t(`volunteer:missions.${mission}.title`) : null);
      return title ? k('mission_completed', { mission: title }) : k('mission_completed_plain');
    }
    case 'urgent_nearby': {
      const caseNumber = text(params.case_number);
      const province = text(params.province_name) ?? text(params.province);
      return caseNumber && province ? k('urgent_nearby', { case: caseNumber, province }) : k('urgent_nearby_plain');
    }
  }
}

/** Where a notification leads: the case it names, or the task list for a task. */
export function notificationLink(notification: VolunteerNotification): { href: string; case: string | null } | null {
  const caseNumber = text(notification.params.case_number);
  if (caseNumber) return { href: `/reunion/cases/${encodeURIComponent(caseNumber)}`, case: caseNumber };
  if (number(notification.params.task_id) !== null || notification.kind === 'urgent_nearby') {
    return { href: '/volunteer/tasks', case: null };
  }
  return null;
}
