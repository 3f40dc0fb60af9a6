import { describe, expect, it } from 'vitest';
import { languageUrl } from './page-meta';

describe('languageUrl', () => {
  it('gives English the bare path and other languages a ?lang= address', () => {
    expect(languageUrl('https://example.com', '/language-test', 'en')).toBe('https://example.com/language-test');
    expect(languageUrl('https://example.com', '/language-test', 'ar')).toBe(
      'https://example.com/language-test?lang=ar',
    );
  });
});
