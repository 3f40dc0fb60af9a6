import { describe, expect, it } from 'vitest';
import { formatDuration, parseServerDate, relativeTime } from './format';
import { pageWindow } from './pagination-pages';
import { formMessageKey } from './form-messages';
import { initials } from './user-menu';
import { badgeText } from './notifications-menu';

const NOW = Date.parse('2025-03-10T12:00:00Z');

describe('parseServerDate', () => {
  it('reads ISO and SQL (UTC) timestamps', () => {
    expect(parseServerDate('2025-03-10T11:00:00.000Z')?.toISOString()).toBe('2025-03-10T11:00:00.000Z');
    expect(parseServerDate('2025-03-10 11:00:00')?.toISOString()).toBe('2025-03-10T11:00:00.000Z');
    expect(parseServerDate('yesterday')).toBeNull();
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

describe('formatDuration', () => {
  it('shows the two largest units', () => {
    expect(formatDuration(42, 'en-US')).toBe('42 sec');
    expect(formatDuration(3 * 3600 + 5 * 60 + 9, 'en-US')).toBe('3 hr 5 min');
    expect(formatDuration(2 * 86400 + 3600, 'en-US')).toBe('2 days 1 hr');
    expect(formatDuration(86400, 'en-US')).toBe('1 day');
    expect(formatDuration(0, 'en-US')).toBe('0 sec');
  });
});

describe('pageWindow', () => {
  it('lists every page up to seven', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the ends and the neighbours, with gaps', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'gap', 17, 18, 19, 20]);
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
  });
});

describe('small helpers', () => {
  it('maps known messages to text keys', () => {
    expect(formMessageKey('English is required.')).toBe('formMessages.englishRequired');
    expect(formMessageKey('constructor')).toBeUndefined();
  });

  it('makes initials', () => {
    expect(initials('Site Owner')).toBe('SO');
    expect(initials('minh')).toBe('M');
    expect(initials('  Nguyễn Văn  Minh ')).toBe('NM');
  });

  it('caps the bell badge', () => {
    expect(badgeText(7, 'en-US')).toBe('7');
    expect(badgeText(150, 'en-US')).toBe('99+');
  });
});
