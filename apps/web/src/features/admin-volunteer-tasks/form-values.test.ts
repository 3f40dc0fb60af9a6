import { describe, expect, it } from 'vitest';
import { localDateTimeToIso, numberOrNone, textOrNull } from './form-values';
import { isCancellable } from './tasks-table';
import { taskTitle } from './task-texts';
import { testTask } from './test-tasks';

describe('the task and challenge form values', () => {
  it('reads a number box: blank is none, text stays not-a-number for the schema to refuse', () => {
    expect(numberOrNone('')).toBeUndefined();
    expect(numberOrNone('   ')).toBeUndefined();
    expect(numberOrNone(' 42 ')).toBe(42);
    expect(numberOrNone('-3')).toBe(-3);
    expect(numberOrNone('1e400')).toBe(Infinity);
    expect(numberOrNone('ten')).toBeNaN();
  });

  it('reads an optional text: blank is null, the rest trimmed', () => {
    expect(textOrNull('  ')).toBeNull();
    expect(textOrNull(' MP-2026-000042 ')).toBe('MP-2026-000042');
  });

  it('turns the admin’s local date and time into an ISO instant, and leaves garbage as typed', () => {
    expect(localDateTimeToIso('')).toBeNull();
    expect(localDateTimeToIso('2026-12-01T09:30')).toBe(new Date('2026-12-01T09:30').toISOString());
    expect(localDateTimeToIso('next tuesday')).toBe('next tuesday');
  });
});

describe('the task wording', () => {
  it('names a platform task from its kind and subject, a custom task by its title', () => {
    const t = (key: string, options?: Record<string, unknown>) => `${key} ${JSON.stringify(options ?? {})}`;
    expect(taskTitle(testTask(), t)).toBe(
      'kinds.verify_report {"case":"–","report":"RP-2026-0042","province":"Thành phố Hà Nội","language":"–"}',
    );
    expect(taskTitle(testTask({ kind: 'custom', title: 'Print posters' }), t)).toBe('Print posters');
  });

  it('lets only open and claimed tasks be cancelled', () => {
    const cancellable = (['open', 'claimed', 'submitted', 'approved', 'cancelled', 'expired'] as const).filter(
      (status) => isCancellable({ status }),
    );
    expect(cancellable).toEqual(['open', 'claimed']);
  });
});
