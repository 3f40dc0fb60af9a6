import { describe, expect, it } from 'vitest';
import { langQuerySchema } from './language-schemas.js';
import { LANGUAGES, languageDir } from './languages.js';

describe('languages', () => {
  it('lists the ten interface languages with English first', () => {
    expect(LANGUAGES.map((l) => l.code)).toEqual(['en', 'vi', 'zh', 'ja', 'ko', 'fr', 'de', 'es', 'ru', 'ar']);
  });

  it('marks only Arabic right-to-left', () => {
    expect(LANGUAGES.filter((l) => languageDir(l.code) === 'rtl').map((l) => l.code)).toEqual(['ar']);
  });

  it('resolves lang query values, falling back to English', () => {
    expect(langQuerySchema.parse('vi')).toBe('vi');
    expect(langQuerySchema.parse('zh-CN')).toBe('zh');
    expect(langQuerySchema.parse('AR')).toBe('ar');
    expect(langQuerySchema.parse('xx')).toBe('en');
    expect(langQuerySchema.parse(undefined)).toBe('en');
    expect(langQuerySchema.parse('')).toBe('en');
  });
});
