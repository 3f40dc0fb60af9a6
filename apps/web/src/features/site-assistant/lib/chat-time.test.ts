import { describe, expect, it } from 'vitest';
import { formatChatTime } from './chat-time';

// 21:05 UTC on a fixed day, written in UTC so that the test reads the same in every zone.
const EVENING = Date.UTC(2025, 4, 6, 21, 5);

describe('formatChatTime', () => {
  it('writes 12-hour time in English', () => {
    expect(formatChatTime(EVENING, 'en', 'UTC')).toMatch(/^9:05\sPM$/);
  });

  it('writes 24-hour time in the other languages, in their locale', () => {
    expect(formatChatTime(EVENING, 'fr', 'UTC')).toBe('21:05');
    expect(formatChatTime(EVENING, 'de', 'UTC')).toBe('21:05');
    expect(formatChatTime(EVENING, 'vi', 'UTC')).toBe('21:05');
    expect(formatChatTime(EVENING, 'ja', 'UTC')).toBe('21:05');
    expect(formatChatTime(EVENING, 'ru', 'UTC')).toBe('21:05');
    for (const language of ['zh', 'ko', 'es', 'ar'] as const) {
      expect(formatChatTime(EVENING, language, 'UTC')).not.toMatch(/PM|AM|下午|오후|p\. m\.|م/);
    }
    // Arabic in the site's locale (`ar`), whatever digits it writes.
    expect(formatChatTime(EVENING, 'ar', 'UTC')).toBe(
      new Intl.DateTimeFormat('ar', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }).format(
        EVENING,
      ),
    );
  });

  it('writes midnight as 0 hours, never 24', () => {
    expect(formatChatTime(Date.UTC(2025, 4, 6, 0, 30), 'de', 'UTC')).toBe('00:30');
  });
});
