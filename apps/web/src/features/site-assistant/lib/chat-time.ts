import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '@site/contracts';

/**
 * A message's time of day: 12-hour in English and 24-hour in every other language, written in the
 * language's locale (en-US, vi-VN, ar-SA…).
 */
export function formatChatTime(time: Date | number, language: LanguageCode, timeZone?: string): string {
  const locale = LANGUAGES.find((entry) => entry.code === language)?.locale ?? 'en-US';
  return new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: language === DEFAULT_LANGUAGE ? 'h12' : 'h23',
    ...(timeZone ? { timeZone } : {}),
  }).format(time);
}
