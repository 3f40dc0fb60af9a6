import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatClock,
  formatCompact,
  formatCount,
  formatDateTime,
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

describe('formatBytes', () => {
  it('uses B, KB, MB and GB in powers of 1024', () => {
    expect(formatBytes(0, 'en-US')).toBe('0 B');
    expect(formatBytes(512, 'en-US')).toBe('512 B');
    expect(formatBytes(1023, 'en-US')).toBe('1,023 B');
    expect(formatBytes(1024, 'en-US')).toBe('1 KB');
    expect(formatBytes(1536, 'en-US')).toBe('1.5 KB');
    expect(formatBytes(22197, 'en-US')).toBe('21.7 KB');
    expect(formatBytes(5 * 1024 * 1024, 'en-US')).toBe('5 MB');
    expect(formatBytes(1.25 * 1024 ** 3, 'en-US')).toBe('1.25 GB');
    expect(formatBytes(3 * 1024 ** 4, 'en-US')).toBe('3,072 GB');
  });

  it('formats the number for the visitor’s language', () => {
    expect(formatBytes(1536, 'de-DE')).toBe('1,5 KB');
    expect(formatBytes(2.5 * 1024 * 1024, 'fr-FR')).toBe('2,5 MB');
  });

  it('has nothing to say about an unknown size', () => {
    expect(formatBytes(null, 'en-US')).toBeNull();
    expect(formatBytes(undefined, 'en-US')).toBeNull();
    expect(formatBytes(-1, 'en-US')).toBeNull();
    expect(formatBytes(Number.NaN, 'en-US')).toBeNull();
  });
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

describe('numbers', () => {
  it('groups counts in the language’s way', () => {
    expect(formatNumber(1234567, 'en-US')).toBe('1,234,567');
    expect(formatNumber(1234567, 'de-DE')).toBe('1.234.567');
    expect(formatNumber(12, 'ar-SA')).toBe('١٢');
  });

  it('keeps small error rates visible', () => {
    expect(formatShare(0, 'en-US')).toBe('0%');
    expect(formatShare(0.0004, 'en-US')).toBe('0.04%');
    expect(formatShare(0.125, 'en-US')).toBe('12.5%');
    expect(formatShare(1, 'en-US')).toBe('100%');
  });

  it('shows rates compactly in the locale', () => {
    expect(formatCompact(12_400_000, 'en-US')).toBe('12.4M');
    expect(formatCompact(950, 'en-US')).toBe('950');
    expect(formatCompact(1_234_567, 'de-DE')).toBe('1,23\u00a0Mio.');
  });

  it('formats counts, factors and percentages per language', () => {
    expect(formatCount(19_000, 'en-US')).toBe('19,000');
    expect(formatCount(19_000, 'fr-FR')).toBe('19\u202f000');
    expect(formatFactor(2.345, 'en-US')).toBe('2.3');
    expect(formatFactor(37.6, 'en-US')).toBe('38');
    expect(formatFactor(Number.POSITIVE_INFINITY, 'en-US')).toBe('');
    expect(formatPercent(42.4, 'en-US')).toBe('42%');
  });
});

describe('formatPercent', () => {
  it('writes a 0–100 value as a percent, whole or with the decimals asked for', () => {
    expect(formatPercent(80, 'en-US', 1)).toBe('80%');
    expect(formatPercent(33.333, 'en-US', 1)).toBe('33.3%');
    expect(formatPercent(35, 'en-US')).toBe('35%');
  });
});

describe('durations', () => {
  it('writes running times with the locale’s digits', () => {
    expect(formatClock(187, 'en-US')).toBe('3:07');
    expect(formatClock(3723, 'en-US')).toBe('1:02:03');
    expect(formatClock(0, 'en-US')).toBe('0:00');
  });

  it('shows a player time as m:ss under an hour and h:mm:ss from an hour', () => {
    expect(formatPlayerTime(0)).toBe('0:00');
    expect(formatPlayerTime(6.3)).toBe('0:06');
    expect(formatPlayerTime(59.6)).toBe('1:00');
    expect(formatPlayerTime(187)).toBe('3:07');
    expect(formatPlayerTime(2729)).toBe('45:29');
    expect(formatPlayerTime(3600)).toBe('1:00:00');
    expect(formatPlayerTime(3 * 3600 + 5 * 60 + 9)).toBe('3:05:09');
  });

  it('has no player time for an unknown duration', () => {
    expect(formatPlayerTime(null)).toBeNull();
    expect(formatPlayerTime(undefined)).toBeNull();
    expect(formatPlayerTime(-3)).toBeNull();
  });

  it('shows the two largest units of an uptime, never below zero', () => {
    expect(formatUptime(42, 'en-US')).toBe('42 sec');
    expect(formatUptime(3 * 3600 + 5 * 60 + 9, 'en-US')).toBe('3 hr 5 min');
    expect(formatUptime(2 * 86400 + 3600, 'en-US')).toBe('2 days 1 hr');
    expect(formatUptime(86400, 'en-US')).toBe('1 day');
    expect(formatUptime(0, 'en-US')).toBe('0 sec');
    expect(formatUptime(3 * 86_400 + 4 * 3600 + 59, 'en-US')).toBe('3 days 4 hr');
    expect(formatUptime(2 * 3600 + 5, 'en-US')).toBe('2 hr');
    expect(formatUptime(-5, 'en-US')).toBe('0 sec');
  });

  it('shows one decimal only for short latencies', () => {
    expect(formatMilliseconds(3.456, 'en-US')).toBe('3.5 ms');
    expect(formatMilliseconds(123.4, 'en-US')).toBe('123 ms');
  });

  it('shows durations in milliseconds under a second and seconds above', () => {
    expect(formatSeconds(0.01234, 'en-US')).toBe('12.3 ms');
    expect(formatSeconds(0.0004, 'en-US')).toBe('0.4 ms');
    expect(formatSeconds(2.345, 'en-US')).toBe('2.35 sec');
    expect(formatSeconds(Number.NaN, 'en-US')).toBe('');
  });

  it('writes a run’s duration in milliseconds under a second, else in seconds', () => {
    expect(formatRunTime(84.4, 'en-US')).toBe('84 ms');
    expect(formatRunTime(1250, 'en-US')).toBe('1.25 sec');
  });
});

const NOW = Date.parse('2025-03-10T12:00:00Z');

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
});

describe('relativeTime', () => {
  it('says now, minutes, hours and days ago', () => {
    expect(relativeTime('2025-03-10T11:59:50Z', 'en-US', NOW)).toBe('now');
    expect(relativeTime('2025-03-10T11:55:00Z', 'en-US', NOW)).toBe('5 minutes ago');
    expect(relativeTime('2025-03-10T09:00:00Z', 'en-US', NOW)).toBe('3 hours ago');
    expect(relativeTime('2025-03-09T12:00:00Z', 'en-US', NOW)).toBe('yesterday');
    expect(relativeTime('2025-03-07T12:00:00Z', 'en-US', NOW)).toBe('3 days ago');
  });

  it('gives a date for a week or more, and counts future times as now', () => {
    expect(relativeTime('2025-02-01T12:00:00Z', 'en-US', NOW)).toBe('Feb 1, 2025');
    expect(relativeTime('2025-03-10T12:05:00Z', 'en-US', NOW)).toBe('now');
  });

  it('follows the language', () => {
    expect(relativeTime('2025-03-10T11:55:00Z', 'fr-FR', NOW)).toBe('il y a 5 minutes');
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
