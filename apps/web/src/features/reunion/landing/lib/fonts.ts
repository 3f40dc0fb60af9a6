import type { LanguageCode } from '@site/contracts';

/**
 * The font family of a script, per interface language: Vietnamese, Chinese, Japanese, Korean, Arabic and the
 * Cyrillic languages each have their own (system font stacks that draw that script well; no font is
 * downloaded); the other languages use the site's default.
 */
export type FontClass = 'vi' | 'zh' | 'ja' | 'ko' | 'ar' | 'cyrillic' | 'default';

export function fontClassOf(lang: LanguageCode): FontClass {
  switch (lang) {
    case 'vi':
    case 'zh':
    case 'ja':
    case 'ko':
    case 'ar':
      return lang;
    case 'ru':
      return 'cyrillic';
    default:
      return 'default';
  }
}
