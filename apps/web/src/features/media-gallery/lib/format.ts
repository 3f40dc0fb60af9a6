import { MEDIA_DESCRIPTION_PREVIEW } from '@site/contracts';

export { SIZE_UNITS } from '../../../lib/format';

/** A file size as the viewer shows it (lib/format.ts): `512 B`, `1.5 KB`, `23.4 MB`, `1.25 GB`; null when unknown. */
export { formatBytes as formatFileSize } from '../../../lib/format';

/** A duration as a player shows it: `m:ss` under an hour (`3:07`, `12:40`), else `h:mm:ss`. */
export function formatDuration(seconds: number | null | undefined): string | null {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return null;
  const total = Math.round(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(secs)}` : `${minutes}:${pad(secs)}`;
}

/**
 * The card's description: at most `max` characters (whole code points, so an emoji is never cut in
 * half), then an ellipsis.
 */
export function cutDescription(text: string | null | undefined, max: number = MEDIA_DESCRIPTION_PREVIEW): string {
  const clean = (text ?? '').trim();
  const chars = Array.from(clean);
  if (chars.length <= max) return clean;
  return `${chars.slice(0, max).join('').trimEnd()}…`;
}

const HOUR_MS = 3_600_000;

/**
 * How long ago something was posted: under 1 hour `justNow`, under 24 hours "3h ago", under
 * 168 hours "2d ago" (both by Intl in the visitor's language), else the date.
 */
export function recentTimeText(iso: string, now: Date, locale: string, justNow: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const hours = (now.getTime() - date.getTime()) / HOUR_MS;
  if (hours < 1) return justNow;
  const relative = new Intl.RelativeTimeFormat(locale, { style: 'narrow', numeric: 'always' });
  if (hours < 24) return relative.format(-Math.floor(hours), 'hour');
  if (hours < 168) return relative.format(-Math.floor(hours / 24), 'day');
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/** A date and time for the details list, in the visitor's locale. */
export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** Whether an item was changed after it was created (the viewer shows "updated" only then). */
export function wasUpdated(createdAt: string, updatedAt: string): boolean {
  const created = new Date(createdAt).getTime();
  const updated = new Date(updatedAt).getTime();
  if (Number.isNaN(created) || Number.isNaN(updated)) return createdAt !== updatedAt;
  // Within the same second is the same moment (a row written twice on creation).
  return Math.abs(updated - created) >= 1000;
}

export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}
