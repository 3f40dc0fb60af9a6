import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatClock,
  formatCompact,
  formatCount,
  formatDate,
  formatDateTime,
  formatTime,
  formatFactor,
  formatMilliseconds,
  formatNumber,
  formatPercent,
  formatPlayerTime,
  formatRunTime,
  formatSeconds,
  formatShare,
  formatSize,
  formatSizeInWords,
  formatUptime,
  parseServerDate,
  recentTimeText,
  relativeTime,
  type SizeText,
} from './format';

/** One formatter call and the text it must give, as a test named by the call. */
function call<A extends unknown[]>(format: (...args: A) => unknown, args: A, text: unknown) {
  return { name: `${format.name}(${args.map(String).join(', ')})`, result: () => format(...args), text };
}

const NOW = Date.parse('2025-03-10T12:00:00Z');

const CALLS = [
  // Bytes: B, KB, MB and GB in powers of 1024, the number written for the visitor's language.
  call(formatBytes, [0, 'en-US'], '0 B'),
  call(formatBytes, [512, 'en-US'], '512 B'),
  call(formatBytes, [1023, 'en-US'], '1,023 B'),
  call(formatBytes, [1024, 'en-US'], '1 KB'),
  call(formatBytes, [1536, 'en-US'], '1.5 KB'),
  call(formatBytes, [22197, 'en-US'], '21.7 KB'),
  call(formatBytes, [5 * 1024 * 1024, 'en-US'], '5 MB'),
  call(formatBytes, [1.25 * 1024 ** 3, 'en-US'], '1.25 GB'),
  call(formatBytes, [3 * 1024 ** 4, 'en-US'], '3,072 GB'),
  call(formatBytes, [1536, 'de-DE'], '1,5 KB'),
  call(formatBytes, [2.5 * 1024 * 1024, 'fr-FR'], '2,5 MB'),
  // Nothing to say about an unknown size.
  call(formatBytes, [null, 'en-US'], null),
  call(formatBytes, [undefined, 'en-US'], null),
  call(formatBytes, [-1, 'en-US'], null),
  call(formatBytes, [Number.NaN, 'en-US'], null),
  // Counts grouped in the language's way.
  call(formatNumber, [1234567, 'en-US'], '1,234,567'),
  call(formatNumber, [1234567, 'de-DE'], '1.234.567'),
  call(formatNumber, [12, 'ar-SA'], '١٢'),
  // Small error rates stay visible.
  call(formatShare, [0, 'en-US'], '0%'),
  call(formatShare, [0.0004, 'en-US'], '0.04%'),
  call(formatShare, [0.125, 'en-US'], '12.5%'),
  call(formatShare, [1, 'en-US'], '100%'),
  // Rates compactly in the locale.
  call(formatCompact, [12_400_000, 'en-US'], '12.4M'),
  call(formatCompact, [950, 'en-US'], '950'),
  call(formatCompact, [1_234_567, 'de-DE'], '1,23\u00a0Mio.'),
  // Counts, factors and percentages per language.
  call(formatCount, [19_000, 'en-US'], '19,000'),
  call(formatCount, [19_000, 'fr-FR'], '19\u202f000'),
  call(formatFactor, [2.345, 'en-US'], '2.3'),
  call(formatFactor, [37.6, 'en-US'], '38'),
  call(formatFactor, [Number.POSITIVE_INFINITY, 'en-US'], ''),
  call(formatPercent, [42.4, 'en-US'], '42%'),
  // A 0–100 value as a percent, whole or with the decimals asked for.
  call(formatPercent, [80, 'en-US', 1], '80%'),
  call(formatPercent, [33.333, 'en-US', 1], '33.3%'),
  call(formatPercent, [35, 'en-US'], '35%'),
  // Running times with the locale's digits.
  call(formatClock, [187, 'en-US'], '3:07'),
  call(formatClock, [3723, 'en-US'], '1:02:03'),
  call(formatClock, [0, 'en-US'], '0:00'),
  // A player time: m:ss under an hour, h:mm:ss from an hour, none for an unknown duration.
  call(formatPlayerTime, [0], '0:00'),
  call(formatPlayerTime, [6.3], '0:06'),
  call(formatPlayerTime, [59.6], '1:00'),
  call(formatPlayerTime, [187], '3:07'),
  call(formatPlayerTime, [2729], '45:29'),
  call(formatPlayerTime, [3600], '1:00:00'),
  call(formatPlayerTime, [3 * 3600 + 5 * 60 + 9], '3:05:09'),
  call(formatPlayerTime, [null], null),
  call(formatPlayerTime, [undefined], null),
  call(formatPlayerTime, [-3], null),
  // The two largest units of an uptime, never below zero.
  call(formatUptime, [42, 'en-US'], '42 sec'),
  call(formatUptime, [3 * 3600 + 5 * 60 + 9, 'en-US'], '3 hr 5 min'),
  call(formatUptime, [2 * 86400 + 3600, 'en-US'], '2 days 1 hr'),
  call(formatUptime, [86400, 'en-US'], '1 day'),
  call(formatUptime, [0, 'en-US'], '0 sec'),
  call(formatUptime, [3 * 86_400 + 4 * 3600 + 59, 'en-US'], '3 days 4 hr'),
  call(formatUptime, [2 * 3600 + 5, 'en-US'], '2 hr'),
  call(formatUptime, [-5, 'en-US'], '0 sec'),
  // One decimal only for short latencies.
  call(formatMilliseconds, [3.456, 'en-US'], '3.5 ms'),
  call(formatMilliseconds, [123.4, 'en-US'], '123 ms'),
  // Durations in milliseconds under a second and seconds above.
  call(formatSeconds, [0.01234, 'en-US'], '12.3 ms'),
  call(formatSeconds, [0.0004, 'en-US'], '0.4 ms'),
  call(formatSeconds, [2.345, 'en-US'], '2.35 sec'),
  call(formatSeconds, [Number.NaN, 'en-US'], ''),
  // A run's duration in milliseconds under a second, else in seconds.
  call(formatRunTime, [84.4, 'en-US'], '84 ms'),
  call(formatRunTime, [1250, 'en-US'], '1.25 sec'),
  // Relative times: now, minutes, hours and days ago; a date for a week or more; future times as now.
  call(relativeTime, ['2025-03-10T11:59:50Z', 'en-US', NOW], 'now'),
  call(relativeTime, ['2025-03-10T11:55:00Z', 'en-US', NOW], '5 minutes ago'),
  call(relativeTime, ['2025-03-10T09:00:00Z', 'en-US', NOW], '3 hours ago'),
  call(relativeTime, ['2025-03-09T12:00:00Z', 'en-US', NOW], 'yesterday'),
  call(relativeTime, ['2025-03-07T12:00:00Z', 'en-US', NOW], '3 days ago'),
  call(relativeTime, ['2025-02-01T12:00:00Z', 'en-US', NOW], 'Feb 1, 2025'),
  call(relativeTime, ['2025-03-10T12:05:00Z', 'en-US', NOW], 'now'),
  // ...in the visitor's language.
  call(relativeTime, ['2025-03-10T11:55:00Z', 'fr-FR', NOW], 'il y a 5 minutes'),
];

it.each(CALLS)('$name', ({ result, text }) => {
  expect(result()).toBe(text);
});

/** The owner's library and the visitor's viewer show one file's size the same way, in every language. */
describe('formatSize', () => {
  it('reads the same as formatBytes for every known size (the admin and the gallery)', () => {
    const sizes = [
      0,
      1,
      999,
      1023,
      1024,
      28_061,
      42_761,
      49_134,
      1_048_576,
      5_368_709,
      25 * 1024 * 1024,
      3 * 1024 ** 3,
    ];
    for (const { locale } of LANGUAGES) {
      for (const bytes of sizes)
        expect(formatSize(bytes, locale), `${locale} ${bytes}`).toBe(formatBytes(bytes, locale));
    }
  });
});

const locales = path.resolve(import.meta.dirname, '../locales');

/** The language's own `home` texts for the size units, filled in as i18next fills them. */
function homeTexts(code: string): SizeText {
  const hero = (
    JSON.parse(fs.readFileSync(path.join(locales, code, 'home.json'), 'utf8')) as { hero: Record<string, string> }
  ).hero;
  return (unit, value) => {
    const key = unit === 'megabytes' ? 'sizeMegabytes' : 'sizeKilobytes';
    const template = hero[key];
    if (!template) throw new Error(`${code}/home.json has no hero.${key}`);
    return template.replace('{{value}}', value);
  };
}

const intl = (bytes: number, locale: string) => {
  const unit = bytes >= 1024 * 1024 ? 'megabyte' : 'kilobyte';
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(
    bytes / (unit === 'megabyte' ? 1024 * 1024 : 1024),
  );
};

describe('formatSizeInWords', () => {
  const sizes = [
    0, 100, 512, 1024, 1536, 10_000, 43_520, 1_000_000, 1_048_575, 1_048_576, 1_258_291, 5_242_880, 123_456_789,
  ];

  it.each(LANGUAGES.map((l) => [l.code, l.locale] as const))('writes sizes in %s as Intl does (%s)', (code, locale) => {
    const text = homeTexts(code);
    for (const bytes of sizes) expect(formatSizeInWords(bytes, code, text), `${bytes} bytes`).toBe(intl(bytes, locale));
  });

  it('uses kilobytes below a megabyte and megabytes from one', () => {
    const text = homeTexts('en');
    expect(formatSizeInWords(1_048_575, 'en', text)).toBe('1,024 kB');
    expect(formatSizeInWords(1_048_576, 'en', text)).toBe('1 MB');
    expect(formatSizeInWords(-5, 'en', text)).toBe('0 kB');
  });
});

describe('parseServerDate', () => {
  it('reads ISO and SQL (UTC) timestamps', () => {
    expect(parseServerDate('2025-03-10T11:00:00.000Z')?.toISOString()).toBe('2025-03-10T11:00:00.000Z');
    expect(parseServerDate('2025-03-10 11:00:00')?.toISOString()).toBe('2025-03-10T11:00:00.000Z');
    expect(parseServerDate('yesterday')).toBeNull();
  });

  it('reads SQLite timestamps as UTC and ISO timestamps as they are', () => {
    expect(parseServerDate('2025-01-02 10:00:00')?.toISOString()).toBe('2025-01-02T10:00:00.000Z');
    expect(parseServerDate('2025-01-02 10:00:00.250')?.toISOString()).toBe('2025-01-02T10:00:00.250Z');
    expect(parseServerDate('2025-01-02T10:00:00.000+02:00')?.toISOString()).toBe('2025-01-02T08:00:00.000Z');
    expect(parseServerDate('not a date')).toBeNull();
  });
});

describe('formatDateTime', () => {
  it('gives the seconds when asked, and the value itself when it is no date', () => {
    expect(formatDateTime('not a date', 'en-US', { seconds: true })).toBe('not a date');
    expect(formatDateTime('2025-01-02T10:00:05Z', 'en-US', { seconds: true })).toMatch(/Jan 2, 2025.*\d{1,2}:\d{2}:05/);
  });

  it('shows a time in the zone it is given, naming it, whatever the zone of the machine', () => {
    expect(formatDateTime('2025-01-02T23:30:05Z', 'en-US', { timeZone: 'UTC' })).toBe('Jan 2, 2025, 11:30 PM UTC');
    expect(formatDateTime('2025-01-02T23:30:05Z', 'en-US', { timeZone: 'Asia/Ho_Chi_Minh', seconds: true })).toBe(
      'Jan 3, 2025, 6:30:05 AM GMT+7',
    );
    expect(formatTime(Date.UTC(2025, 0, 2, 23, 30, 5), 'vi-VN', { seconds: true, timeZone: 'UTC' })).toBe(
      '23:30:05 UTC',
    );
    expect(formatDate('2025-01-02T23:30:05Z', 'en-US', { timeZone: 'Asia/Ho_Chi_Minh' })).toBe('Jan 3, 2025');
  });
});

describe('recentTimeText', () => {
  const now = new Date('2026-05-10T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const HOUR = 3_600_000;

  it('says "Just now" under an hour (and for a clock slightly ahead)', () => {
    expect(recentTimeText(ago(0), now, 'en-US', 'Just now')).toBe('Just now');
    expect(recentTimeText(ago(HOUR - 1), now, 'en-US', 'Just now')).toBe('Just now');
    expect(recentTimeText(ago(-5000), now, 'en-US', 'Just now')).toBe('Just now');
  });

  it('says "Nh ago" under 24 hours and "Nd ago" under 168 hours', () => {
    expect(recentTimeText(ago(HOUR), now, 'en-US', 'Just now')).toBe('1h ago');
    expect(recentTimeText(ago(23.9 * HOUR), now, 'en-US', 'Just now')).toBe('23h ago');
    expect(recentTimeText(ago(24 * HOUR), now, 'en-US', 'Just now')).toBe('1d ago');
    expect(recentTimeText(ago(167 * HOUR), now, 'en-US', 'Just now')).toBe('6d ago');
  });

  it('shows the date from a week on, in the visitor’s language', () => {
    const iso = ago(168 * HOUR);
    expect(recentTimeText(iso, now, 'en-US', 'Just now')).toBe(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(iso)),
    );
    expect(recentTimeText(iso, now, 'de-DE', 'Gerade eben')).toMatch(/^0[2-4]\.05\.2026$/);
  });

  it('speaks other languages through Intl', () => {
    expect(recentTimeText(ago(3 * HOUR), now, 'de-DE', 'Gerade eben')).toBe(
      new Intl.RelativeTimeFormat('de-DE', { style: 'narrow' }).format(-3, 'hour'),
    );
    expect(recentTimeText(ago(30 * HOUR), now, 'ar', 'الآن')).toBe(
      new Intl.RelativeTimeFormat('ar', { style: 'narrow' }).format(-1, 'day'),
    );
  });
});
