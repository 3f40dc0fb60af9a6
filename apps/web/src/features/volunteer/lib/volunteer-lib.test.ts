import type { VolunteerTask } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { deadlineOf, emptyToNull } from './form-values';
import { initialsOf, leaderboardRows } from './leaderboard';
import { matchesFilter, readTaskAddress, taskListHref } from './task-filter';
import { languageName, levelProgress, taskErrorText, taskTitle, timeLeft } from './task-text';

const t = (key: string, params?: Record<string, unknown>) => (params ? `${key} ${JSON.stringify(params)}` : key);

const task = (overrides: Partial<VolunteerTask>): VolunteerTask => ({
  id: 1,
  kind: 'share_case',
  type: 'social_media',
  mode: 'online',
  difficulty: 'easy',
  title: null,
  description: null,
  subject: { case_number: 'MP-1', report_ref: null, province_id: null, province_name: null, language: null },
  points: 10,
  bonus: 0,
  urgent: false,
  first_responder_only: false,
  deadline: null,
  status: 'open',
  mine: false,
  lock_expires_at: null,
  review_note: null,
  created_at: '2026-11-20T00:00:00.000Z',
  ...overrides,
});

describe('the task address', () => {
  it('reads the filter and page, and takes anything unknown, hostile or malformed as the whole list, page 1', () => {
    expect(readTaskAddress('?filter=offline&page=3')).toEqual({ filter: 'offline', page: 3 });
    expect(readTaskAddress('')).toEqual({ filter: 'all', page: 1 });
    expect(readTaskAddress('?filter=<script>&page=-2')).toEqual({ filter: 'all', page: 1 });
    expect(readTaskAddress('?filter=ONLINE&page=1.5')).toEqual({ filter: 'all', page: 1 });
    expect(readTaskAddress(`?page=${'9'.repeat(400)}`).page).toBe(1);
  });

  it('writes a bare address for the whole first page and round-trips every filter', () => {
    expect(taskListHref('all')).toBe('/volunteer/tasks');
    expect(taskListHref('social', 2)).toBe('/volunteer/tasks?filter=social&page=2');
    for (const filter of ['all', 'online', 'offline', 'verification', 'social', 'first_responder'] as const)
      expect(readTaskAddress(taskListHref(filter, 4).split('?')[1] ?? '')).toEqual({ filter, page: 4 });
  });

  it('filters the way the six chips say', () => {
    const verify = task({ type: 'verification', mode: 'offline', first_responder_only: true });
    expect(matchesFilter(verify, 'verification')).toBe(true);
    expect(matchesFilter(verify, 'offline')).toBe(true);
    expect(matchesFilter(verify, 'first_responder')).toBe(true);
    expect(matchesFilter(verify, 'social')).toBe(false);
    expect(matchesFilter(verify, 'online')).toBe(false);
    expect(matchesFilter(task({}), 'social')).toBe(true);
  });
});

describe('task texts', () => {
  it("words a platform task from its kind, and shows a custom task's own title", () => {
    expect(taskTitle(task({}), t)).toContain('volunteer:kinds.share_case.title');
    expect(taskTitle(task({}), t)).toContain('"case":"MP-1"');
    expect(taskTitle(task({ kind: 'custom', title: 'Call the ward office' }), t)).toBe('Call the ward office');
  });

  it('counts the time left, and nothing once it has passed or is unreadable', () => {
    const now = Date.parse('2026-11-27T00:00:00.000Z');
    expect(timeLeft('2026-11-28T03:30:00.000Z', now)).toEqual({ days: 1, hours: 3, minutes: 30 });
    expect(timeLeft('2026-11-26T23:00:00.000Z', now)).toBeNull();
    expect(timeLeft('not a date', now)).toBeNull();
  });

  it('says a refusal by its code, and falls back for codes it has no text for or for no answer at all', () => {
    const taken = new ApiError('http', 409, 'Someone else…', {}, undefined, { code: 'volunteer.taskTaken' });
    expect(
      taskErrorText(taken, (key, options) =>
        key.endsWith('taskTaken') ? 'taken' : String(options?.defaultValue ?? key),
      ),
    ).toBe('taken');
    const unknown = new ApiError('http', 400, 'x', {}, undefined, { code: 'volunteer.emailTaken' });
    expect(
      taskErrorText(unknown, (key, options) => (key.includes('emailTaken') ? String(options?.defaultValue) : key)),
    ).toBe('volunteer:messages.failed');
    expect(taskErrorText(new ApiError('network', 0, 'x'), (key) => key)).toBe('volunteer:messages.offline');
    expect(taskErrorText(new Error('boom'), (key) => key)).toBe('volunteer:messages.failed');
  });

  it('measures the level progress between thresholds, full at the top level', () => {
    expect(levelProgress(200, 100, 300)).toBe(50);
    expect(levelProgress(6500, 6000, null)).toBe(100);
    expect(levelProgress(50, 100, 300)).toBe(0);
  });
});

describe('leaderboard rows', () => {
  const entry = (id: number, rank: number) => ({
    id,
    rank,
    name: `V ${id}`,
    avatar_url: null,
    level: 1,
    points: 100 - rank,
  });
  it('marks the own row when listed and adds no row below', () => {
    const rows = leaderboardRows([entry(1, 1), entry(2, 2)], 2, { rank: 2, points: 98 });
    expect(rows.top.map((row) => row.own)).toEqual([false, true]);
    expect(rows.ownBelow).toBeNull();
  });
  it('shows the own place below when outside the top, and nothing without a place', () => {
    const entries = [entry(1, 1), entry(2, 2), entry(3, 3)];
    expect(leaderboardRows(entries, 3, { rank: 3, points: 97 }, 2).ownBelow).toEqual({ rank: 3, points: 97 });
    expect(leaderboardRows(entries, 9, { rank: 0, points: 0 }).ownBelow).toBeNull();
    expect(leaderboardRows([], 9, null).top).toEqual([]);
  });
  it('makes initials from one or several names', () => {
    expect(initialsOf('Nguyễn Thị Lan')).toBe('NL');
    expect(initialsOf('Minh An (demo)')).toBe('MA');
    expect(initialsOf('  an ')).toBe('A');
  });
});

describe('the task form values', () => {
  it('are null for an untouched field (the form passes its null default), an empty or a blank box', () => {
    for (const value of [null, undefined, '', '   ']) {
      expect(emptyToNull(value)).toBeNull();
      expect(deadlineOf(value)).toBeNull();
    }
    expect(deadlineOf('not a date')).toBeNull();
  });

  it('keep a text and turn a local date-time into an ISO instant', () => {
    expect(emptyToNull('VN-2026-00006')).toBe('VN-2026-00006');
    expect(deadlineOf('2026-12-01T10:30')).toBe(new Date('2026-12-01T10:30').toISOString());
  });
});

describe('the language a translation task asks for', () => {
  it('is named in the interface language, the code where it is no language tag', () => {
    expect(languageName('km', 'en-US')).toBe('Khmer');
    expect(languageName('en', 'vi-VN')).toBe('Tiếng Anh');
    expect(languageName('not a tag!', 'en-US')).toBe('not a tag!');
  });
});
