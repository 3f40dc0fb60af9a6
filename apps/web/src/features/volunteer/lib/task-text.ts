import { keyOfCode, VOLUNTEER_CODES, type VolunteerTask } from '@site/contracts';
import { ApiError } from '../../../lib/api-client';
import { currentLanguage, localeOf } from '../../../lib/i18n';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** The words a platform task's title and description are filled with: its case, report, province, language. */
function subjectParams(task: VolunteerTask) {
  const { subject } = task;
  return {
    case: subject.case_number ?? '',
    report: subject.report_ref ?? '',
    province: subject.province_name ?? '',
    language: subject.language ? languageName(subject.language, localeOf(currentLanguage())) : '',
  };
}

/**
 * The language a translation asks for, named in the interface's language ("into Khmer", "sang tiếng Khmer"): the
 * names come from Intl, whose data the server and the browser both have for the site's ten interface languages
 * (a language's own name would not do: browsers carry no data for locales outside their own interface's).
 */
export function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code; // not a language tag
  }
}

/** A task's title: a custom task's own, a platform task's worded from its kind and subject. */
export function taskTitle(task: VolunteerTask, t: Translate): string {
  if (task.title) return task.title;
  return t(`volunteer:kinds.${task.kind}.title`, subjectParams(task));
}

/** A task's description, the same way. */
export function taskDescription(task: VolunteerTask, t: Translate): string {
  if (task.description) return task.description;
  return t(`volunteer:kinds.${task.kind}.description`, subjectParams(task));
}

/** Whole hours and minutes from `now` to `until`; null when it has passed or is unreadable. */
export function timeLeft(until: string, now: number): { days: number; hours: number; minutes: number } | null {
  const end = Date.parse(until);
  if (Number.isNaN(end) || end <= now) return null;
  const minutesLeft = Math.floor((end - now) / 60_000);
  return {
    days: Math.floor(minutesLeft / 1440),
    hours: Math.floor((minutesLeft % 1440) / 60),
    minutes: minutesLeft % 60,
  };
}

/** "2 d 3 h", "3 h 20 min", "12 min" or "ended", with the page's texts. */
export function timeLeftText(until: string, now: number, t: Translate): string {
  const left = timeLeft(until, now);
  if (!left) return t('volunteer:time.ended');
  if (left.days > 0) return t('volunteer:time.daysHours', { days: left.days, hours: left.hours });
  if (left.hours > 0) return t('volunteer:time.hoursMinutes', { hours: left.hours, minutes: left.minutes });
  return t('volunteer:time.minutes', { minutes: left.minutes });
}

/**
 * What a refused task action says: the volunteer message of its code (someone else took the task, three
 * tasks already held, reserved to first responders…) or, for anything else, that it failed.
 */
export function taskErrorText(error: unknown, t: Translate): string {
  if (error instanceof ApiError) {
    const key = keyOfCode(VOLUNTEER_CODES, error.coded.code);
    // Codes of the account forms are worded by their own namespace: here they fall back to "failed".
    const text = key ? t(`volunteer:messages.${key}`, { defaultValue: '' }) : '';
    if (text) return text;
    if (error.kind === 'network' || error.kind === 'timeout') return t('volunteer:messages.offline');
  }
  return t('volunteer:messages.failed');
}

/** The lifetime-points progress from the start of the current level to the next one, in percent (100 at the top). */
export function levelProgress(lifetime: number, levelStart: number, nextAt: number | null): number {
  if (nextAt === null || nextAt <= levelStart) return 100;
  return Math.max(0, Math.min(100, Math.round(((lifetime - levelStart) / (nextAt - levelStart)) * 100)));
}
