/**
 * Dates from the server: ISO 8601, or SQL's "YYYY-MM-DD HH:MM:SS" which is UTC. Invalid input gives null.
 */
export function parseServerDate(value: string): Date | null {
  const sql = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d+)?)$/.exec(value);
  const date = new Date(sql ? `${sql[1]}T${sql[2]}Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
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

/** A date and time in the language's locale, e.g. "12 Mar 2025, 14:05". */
export function formatDateTime(value: string, locale: string): string {
  const date = parseServerDate(value);
  if (!date) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A date in the language's locale, e.g. "12 Mar 2025". */
export function formatDate(value: string, locale: string): string {
  const date = parseServerDate(value);
  if (!date) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/** A whole number in the language's locale (grouping, native digits where the locale uses them). */
export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** An uptime like "3 days, 4 hr" or "12 min": the two largest units, in the language's locale. */
export function formatDuration(totalSeconds: number, locale: string): string {
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

/** A latency like "12 ms". */
export function formatMilliseconds(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'millisecond',
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}
