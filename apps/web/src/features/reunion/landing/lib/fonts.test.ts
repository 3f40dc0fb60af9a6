import { LANGUAGE_CODES } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { fontClassOf } from './fonts';

describe('fontClassOf', () => {
  it('gives Vietnamese, the CJK languages, Arabic and Russian their own class, the rest the default', () => {
    expect(Object.fromEntries(LANGUAGE_CODES.map((code) => [code, fontClassOf(code)]))).toEqual({
      en: 'default',
      vi: 'vi',
      zh: 'zh',
      ja: 'ja',
      ko: 'ko',
      fr: 'default',
      de: 'default',
      es: 'default',
      ru: 'cyrillic',
      ar: 'ar',
    });
  });
});
