import { describe, expect, it } from 'vitest';
import { cutDescription, formatDuration, formatFileSize, recentTimeText, wasUpdated } from './format';

describe('formatFileSize', () => {
  it('uses B, KB, MB and GB in powers of 1024', () => {
    expect(formatFileSize(0, 'en-US')).toBe('0 B');
    expect(formatFileSize(512, 'en-US')).toBe('512 B');
    expect(formatFileSize(1023, 'en-US')).toBe('1,023 B');
    expect(formatFileSize(1024, 'en-US')).toBe('1 KB');
    expect(formatFileSize(1536, 'en-US')).toBe('1.5 KB');
    expect(formatFileSize(22197, 'en-US')).toBe('21.7 KB');
    expect(formatFileSize(5 * 1024 * 1024, 'en-US')).toBe('5 MB');
    expect(formatFileSize(1.25 * 1024 ** 3, 'en-US')).toBe('1.25 GB');
    expect(formatFileSize(3 * 1024 ** 4, 'en-US')).toBe('3,072 GB');
  });

  it('formats the number for the visitor’s language', () => {
    expect(formatFileSize(1536, 'de-DE')).toBe('1,5 KB');
    expect(formatFileSize(2.5 * 1024 * 1024, 'fr-FR')).toBe('2,5 MB');
  });

  it('has nothing to say about an unknown size', () => {
    expect(formatFileSize(null, 'en-US')).toBeNull();
    expect(formatFileSize(undefined, 'en-US')).toBeNull();
    expect(formatFileSize(-1, 'en-US')).toBeNull();
    expect(formatFileSize(Number.NaN, 'en-US')).toBeNull();
  });
});

describe('formatDuration', () => {
  it('shows m:ss under an hour and h:mm:ss from an hour', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(6.3)).toBe('0:06');
    expect(formatDuration(59.6)).toBe('1:00');
    expect(formatDuration(187)).toBe('3:07');
    expect(formatDuration(2729)).toBe('45:29');
    expect(formatDuration(3600)).toBe('1:00:00');
    expect(formatDuration(3 * 3600 + 5 * 60 + 9)).toBe('3:05:09');
  });

  it('is null for an unknown duration', () => {
    expect(formatDuration(null)).toBeNull();
    expect(formatDuration(undefined)).toBeNull();
    expect(formatDuration(-3)).toBeNull();
  });
});

describe('cutDescription', () => {
  it('keeps a description of up to 100 characters as it is', () => {
    const text = 'a'.repeat(100);
    expect(cutDescription(text)).toBe(text);
    expect(cutDescription('  Short one.  ')).toBe('Short one.');
  });

  it('cuts a longer one at 100 characters and adds an ellipsis', () => {
    const text = 'b'.repeat(150);
    expect(cutDescription(text)).toBe(`${'b'.repeat(100)}…`);
  });

  it('drops the space before the ellipsis', () => {
    const text = `${'c'.repeat(99)} and more words`;
    expect(cutDescription(text)).toBe(`${'c'.repeat(99)}…`);
  });

  it('never cuts an emoji or other astral character in half', () => {
    const text = '😀'.repeat(120);
    const cut = cutDescription(text);
    expect(Array.from(cut)).toHaveLength(101);
    expect(cut.endsWith('😀…')).toBe(true);
  });

  it('is empty for no description', () => {
    expect(cutDescription(null)).toBe('');
    expect(cutDescription(undefined)).toBe('');
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

describe('wasUpdated', () => {
  it('is true only when the times differ by a second or more', () => {
    expect(wasUpdated('2026-01-01T10:00:00.000Z', '2026-01-01T10:00:00.000Z')).toBe(false);
    expect(wasUpdated('2026-01-01T10:00:00.000Z', '2026-01-01T10:00:00.400Z')).toBe(false);
    expect(wasUpdated('2026-01-01T10:00:00.000Z', '2026-01-02T08:00:00.000Z')).toBe(true);
  });
});
