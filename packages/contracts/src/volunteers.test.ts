import { describe, expect, it } from 'vitest';
import { levelOf, VOLUNTEER_LEVELS, weekBounds, weekStartOf } from './volunteers.values.js';
import { volunteerRegisterSchema } from './volunteers.js';

describe('volunteer levels', () => {
  it('start at each threshold and not a point before it', () => {
    for (const { level, key, min } of VOLUNTEER_LEVELS) {
      expect(levelOf(min)).toMatchObject({ level, key });
      if (min > 0) expect(levelOf(min - 1).level).toBe(level - 1);
    }
    expect(levelOf(0)).toEqual({ level: 1, key: 'new', next_at: 100 });
    expect(levelOf(1_000_000)).toEqual({ level: 7, key: 'reunion_hero', next_at: null });
  });
});

describe('weeks in Vietnam time', () => {
  it('start on Monday 00:00 at UTC+7', () => {
    // Sunday 16:59 UTC is Sunday 23:59 in Vietnam; 17:00 UTC is Monday 00:00 there.
    expect(weekStartOf(new Date('2026-11-29T16:59:59Z'))).toBe('2026-11-23');
    expect(weekStartOf(new Date('2026-11-29T17:00:00Z'))).toBe('2026-11-30');
    expect(weekStartOf(new Date('2026-11-27T04:00:00Z'))).toBe('2026-11-23');
    expect(weekBounds('2026-11-23')).toEqual({
      starts_at: '2026-11-22T17:00:00.000Z',
      ends_at: '2026-11-29T17:00:00.000Z',
    });
  });
});

describe('register form', () => {
  const form = { name: 'Lan', email: 'lan@example.com', password: 'long enough', confirmPassword: 'long enough' };
  it('refuses passwords that differ, on the confirmation', () => {
    const result = volunteerRegisterSchema.safeParse({ ...form, confirmPassword: 'other one' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: 'volunteer.passwordMismatch' }),
    ]);
  });
  it('needs every field, a real email and 8 characters', () => {
    expect(volunteerRegisterSchema.safeParse(form).success).toBe(true);
    const result = volunteerRegisterSchema.safeParse({
      name: ' ',
      email: 'not-mail',
      password: 'short',
      confirmPassword: 'short',
    });
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining(['volunteer.nameRequired', 'volunteer.emailInvalid', 'volunteer.passwordTooShort']),
    );
  });
});
