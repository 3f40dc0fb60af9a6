import { describe, expect, it } from 'vitest';
import { microphoneErrorOf, needsPermissionSteps, supportError } from './microphone-errors';

const exception = (name: string) => Object.assign(new Error(name), { name });

describe('microphone errors', () => {
  it('name each failure of getUserMedia', () => {
    expect(microphoneErrorOf(exception('NotFoundError'))).toBe('noDevice');
    expect(microphoneErrorOf(exception('DevicesNotFoundError'))).toBe('noDevice');
    expect(microphoneErrorOf(exception('NotAllowedError'))).toBe('denied');
    expect(microphoneErrorOf(exception('PermissionDeniedError'))).toBe('denied');
    expect(microphoneErrorOf(exception('NotSupportedError'))).toBe('notSupported');
    expect(microphoneErrorOf(exception('AbortError'))).toBe('aborted');
    expect(microphoneErrorOf(exception('NotReadableError'))).toBe('aborted');
    expect(microphoneErrorOf(exception('SecurityError'))).toBe('security');
    expect(microphoneErrorOf(exception('Whatever'))).toBe('general');
    expect(microphoneErrorOf('nonsense')).toBe('general');
    expect(microphoneErrorOf(null)).toBe('general');
  });

  it('know before asking when the page is not secure or the browser lacks the API', () => {
    expect(supportError({ secure: false, getUserMedia: true, audioWorklet: true })).toBe('security');
    expect(supportError({ secure: true, getUserMedia: false, audioWorklet: true })).toBe('notSupported');
    expect(supportError({ secure: true, getUserMedia: true, audioWorklet: false })).toBe('notSupported');
    expect(supportError({ secure: true, getUserMedia: true, audioWorklet: true })).toBeNull();
  });

  it('show the steps to allow the microphone after a refusal only', () => {
    expect(needsPermissionSteps('denied')).toBe(true);
    expect(needsPermissionSteps('noDevice')).toBe(false);
  });
});
