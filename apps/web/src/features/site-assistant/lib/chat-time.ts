import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '@site/contracts';

/**
 * A message's time of day: 12-hour in English (9:05 PM) and 24-hour with two-digit hours in every other
 * language (21:05, 00:30), written in the language's locale (en-US, vi-VN, ar-SA…).
 */
export function formatChatTime(time: Date | number, language: LanguageCode, timeZone?: string): string {
  const locale = LANGUAGES.find((entry) => entry.code === language)?.locale ?? 'en-US';
  return new Intl.DateTimeFormat(locale, {
    ...(language === DEFAULT_LANGUAGE ? { hour: 'numeric', hourCycle: 'h12' } : { hour: '2-digit', hourCycle: 'h23' }),
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(time);
}
