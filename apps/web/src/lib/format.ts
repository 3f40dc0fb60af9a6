import type { LanguageCode } from '@site/contracts';
import { formatDecimal } from './number-format';

/**
 * The web app's one formatter module: sizes, numbers, percentages, durations and dates, in the interface
 * language's locale. Nothing here runs on import, so a page that takes one function loads only that one.
 */

// ——— Sizes ———

/** File size units, powers of 1024. */
export const SIZE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/**
 * A file size with the number in the locale's way: `512 B`, `1.5 KB`, `23.4 MB`, `1.25 GB` (whole bytes, one
 * decimal in KB and MB, two in GB). The admin's library and the public gallery both write sizes with it, so
 * one file reads the same in both. Null for an unknown size.
 */
export function formatBytes(bytes: number | null | undefined, locale: string): string | null {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return null;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : unit === SIZE_UNITS.length - 1 ? 2 : 1;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${SIZE_UNITS[unit]}`;
}

/** A known file size (negative counts as 0) as formatBytes writes it; always a text. */
export function formatSize(bytes: number, locale: string): string {
  return formatBytes(Math.max(0, bytes), locale) ?? '';
}

const KILOBYTE = 1024;
const MEGABYTE = 1024 * 1024;

/** The texts a size is written with: the unit's word around `value` (e.g. the home page's `hero.sizeKilobytes`). */
export type SizeText = (unit: 'kilobytes' | 'megabytes', value: string) => string;

/**
 * A file size as the language writes it: kilobytes below a megabyte, else megabytes, with at most one
 * decimal — what Intl.NumberFormat's short kilobyte/megabyte units write (`format.test.ts` compares them
 * for every language), without building a formatter (see formatDecimal): the home page's startup uses it.
 * The unit words are the caller's texts.
 */
export function formatSizeInWords(bytes: number, language: LanguageCode, text: SizeText): string {
  const megabytes = bytes >= MEGABYTE;
  const amount = Math.max(0, bytes) / (megabytes ? MEGABYTE : KILOBYTE);
  const rounded = Math.round(amount * 10) / 10;
  const value = formatDecimal(rounded, Number.isInteger(rounded) ? 0 : 1, language);
  return text(megabytes ? 'megabytes' : 'kilobytes', value);
}

// ——— Numbers and percentages ———

/** A whole number in the language's locale (grouping, native digits where the locale uses them). */
export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** A count as a whole number in the locale (fractions rounded away), e.g. "19,000". */
export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/** A large number in short form ("12.4M", "950"), three significant digits; empty for no finite, positive value. */
export function formatCompact(value: number, locale: string): string {
  if (!Number.isFinite(value) || value < 0) return '';
  return new Intl.NumberFormat(locale, { notation: 'compact', maximumSignificantDigits: 3 }).format(value);
}

/** How many times faster: one decimal under 10 (2.4), whole numbers above (37); empty for no positive factor. */
export function formatFactor(factor: number, locale: string): string {
  if (!Number.isFinite(factor) || factor <= 0) return '';
  return new Intl.NumberFormat(locale, { maximumFractionDigits: factor < 10 ? 1 : 0 }).format(factor);
}

/** A share from 0 to 1 as a percentage; small shares keep two decimals so that 0.04 % does not read as 0 %. */
export function formatShare(share: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 0,
    maximumFractionDigits: share > 0 && share < 0.1 ? 2 : 1,
  }).format(share);
}

/** A percent given as 0–100, like "35 %" in the locale, with at most `maximumFractionDigits` decimals. */
export function formatPercent(value: number, locale: string, maximumFractionDigits = 0): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits }).format(value / 100);
}

// ——— Durations ———

/** A running time like 3:07 or 1:02:03, with the locale's digits. */
export function formatClock(totalSeconds: number, locale: string): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const two = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
  const one = new Intl.NumberFormat(locale, { useGrouping: false });
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${one.format(h)}:${two.format(m)}:${two.format(s)}` : `${one.format(m)}:${two.format(s)}`;
}

/**
 * A duration as a player shows it, in plain digits without building a formatter: `m:ss` under an hour
 * (`3:07`, `12:40`), else `h:mm:ss`; null when unknown.
 */
export function formatPlayerTime(seconds: number | null | undefined): string | null {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return null;
  const total = Math.round(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(secs)}` : `${minutes}:${pad(secs)}`;
}

/** An uptime like "3 days, 4 hr" or "12 min": the two largest units, in the language's locale. */
export function formatUptime(totalSeconds: number, locale: string): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const parts: [Intl.NumberFormatOptions['unit'], number][] = [
    ['day', Math.floor(seconds / 86_400)],
    ['hour', Math.floor((seconds % 86_400) / 3600)],
    ['minute', Math.floor((seconds % 3600) / 60)],
    ['second', seconds % 60],
  ];
  const first = parts.findIndex(([, value]) => value > 0);
  const shown = first < 0 ? [parts[3]!] : parts.slice(first, first + 2).filter(([, value], i) => i === 0 || value > 0);
  const texts = shown.map(([unit, value]) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(value),
  );
  return new Intl.ListFormat(locale, { style: 'narrow', type: 'unit' }).format(texts);
}

/** A latency like "12 ms", with one decimal below 10 ms. */
export function formatMilliseconds(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'millisecond',
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}

/** A run's duration: whole milliseconds under a second (`84 ms`), else seconds (`1.25 s`). */
export function formatRunTime(ms: number, locale: string): string {
  if (ms < 1000) {
    return new Intl.NumberFormat(locale, { style: 'unit', unit: 'millisecond', maximumFractionDigits: 0 }).format(ms);
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', maximumFractionDigits: 2 }).format(ms / 1000);
}

/** A duration given in seconds: milliseconds under a second (three significant digits), else seconds (`2.35 sec`). */
export function formatSeconds(seconds: number, locale: string): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '';
  if (seconds < 1) {
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'millisecond',
      unitDisplay: 'short',
      maximumSignificantDigits: 3,
    }).format(seconds * 1000);
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'second',
    unitDisplay: 'short',
    maximumFractionDigits: 2,
  }).format(seconds);
}

// ——— Dates ———

const SQL_DATETIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d+)?)$/;

/**
 * Dates from the server: ISO 8601, or SQL's "YYYY-MM-DD HH:MM:SS" (SQLite's `CURRENT_TIMESTAMP`), which has
 * no zone and means UTC, while the browser would read it as local time. Invalid input gives null.
 */
export function parseServerDate(value: string): Date | null {
  const sql = SQL_DATETIME.exec(value);
  const date = new Date(sql ? `${sql[1]}T${sql[2]}Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * How a time is shown: `seconds` adds them (events of one run differ by milliseconds, so minutes would say
 * nothing); `timeZone` is the zone to show it in, the visitor's when absent (lib/hydration's
 * useDisplayTimeZone gives the one a server-rendered page must use).
 */
export interface TimeOptions {
  seconds?: boolean;
  timeZone?: string;
}

/** A date in the language's locale, e.g. "12 Mar 2025"; the value itself when it is no date. */
export function formatDate(value: string, locale: string, { timeZone }: TimeOptions = {}): string {
  const date = parseServerDate(value);
  if (!date) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(date);
}

/**
 * A date and time in the language's locale, e.g. "12 Mar 2025, 14:05" (see TimeOptions); the value itself
 * when it is no date. Shown in UTC, the zone's name follows the time, so that nobody reads it as local.
 */
export function formatDateTime(value: string, locale: string, options: TimeOptions = {}): string {
  const date = parseServerDate(value);
  if (!date) return value;
  return formatTime(date, locale, { ...options, date: true });
}

/** A time of day in the language's locale, with the date when `date` is set (see TimeOptions). */
export function formatTime(
  value: Date | number,
  locale: string,
  { seconds = false, timeZone, date = false }: TimeOptions & { date?: boolean } = {},
): string {
  const timeStyle = seconds ? 'medium' : 'short';
  // timeStyle has no zone name of its own below 'full': written out field by field in UTC, where it is needed.
  if (timeZone === undefined) {
    return new Intl.DateTimeFormat(locale, { dateStyle: date ? 'medium' : undefined, timeStyle }).format(value);
  }
  return new Intl.DateTimeFormat(locale, {
    ...(date ? { year: 'numeric', month: 'short', day: 'numeric' } : {}),
    hour: 'numeric',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
    timeZone,
    timeZoneName: 'short',
  }).format(value);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

/**
 * "2 minutes ago", "yesterday", "now" in the language's locale; a week or more ago becomes a date.
 * Future times (clock skew) count as now.
 */
export function relativeTime(value: string, locale: string, now: number = Date.now()): string {
  const date = parseServerDate(value);
  if (!date) return value;
  let amount = Math.max(0, Math.round((now - date.getTime()) / 1000));
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (amount < 45) return rtf.format(0, 'second');
  for (const [unit, size] of UNITS) {
    if (amount < size) return rtf.format(-amount, unit);
    amount = Math.round(amount / size);
  }
  return formatDate(value, locale);
}

const HOUR_MS = 3_600_000;

/**
 * How long ago something was posted, the short way: under 1 hour `justNow`, under 24 hours "3h ago", under
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
