import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NATION_CODES } from './country-codes.data';
import { loadCountryNames, useCountryNames } from './country-names';

const LANGUAGES = ['vi', 'zh', 'ja', 'ko', 'fr', 'de', 'es', 'ru', 'ar'] as const;

describe('useCountryNames', () => {
  afterEach(cleanup);

  it('names nations in English at once', () => {
    const { result } = renderHook(() => useCountryNames('en'));
    expect(result.current('VNM')).toBe('Vietnam');
    expect(result.current('VAT')).toBe('Holy See (Vatican City State)');
    expect(result.current('PSE')).toBe('State of Palestine');
    expect(result.current('XXX')).toBe('XXX');
  });

  it('gives English until the Vietnamese names are there, then "Việt Nam"', async () => {
    const { result } = renderHook(() => useCountryNames('vi'));
    expect(['Vietnam', 'Việt Nam']).toContain(result.current('VNM'));
    await waitFor(() => expect(result.current('VNM')).toBe('Việt Nam'));
    expect(result.current('JPN')).toBe('Nhật Bản');
  });

  it('gives Arabic names in Arabic, and Chinese for a regional tag (zh-CN)', async () => {
    const arabic = renderHook(() => useCountryNames('ar'));
    await waitFor(() => expect(arabic.result.current('VNM')).toBe('فيتنام'));
    expect(arabic.result.current('FRA')).toMatch(/^[\u0600-\u06ff\s]+$/);
    const chinese = renderHook(() => useCountryNames('zh-CN'));
    await waitFor(() => expect(chinese.result.current('VNM')).toBe('越南'));
  });

  it('follows a change of language', async () => {
    const { result, rerender } = renderHook(({ language }) => useCountryNames(language), {
      initialProps: { language: 'ja' },
    });
    await waitFor(() => expect(result.current('VNM')).toBe('ベトナム'));
    rerender({ language: 'en' });
    expect(result.current('VNM')).toBe('Vietnam');
    rerender({ language: 'ko' });
    await waitFor(() => expect(result.current('VNM')).toBe('베트남'));
  });

  it('finds a name for each of the 195 nations in every language, none left to the English fallback', async () => {
    for (const language of LANGUAGES) {
      const { countries } = (await import(`i18n-iso-countries/langs/${language}.json`)).default as {
        countries: Record<string, string | string[]>;
      };
      const missing = Object.entries(NATION_CODES).filter(([, [cca2]]) => !countries[cca2]);
      expect(
        missing.map(([cca3]) => cca3),
        language,
      ).toEqual([]);
    }
    await Promise.all(LANGUAGES.map((language) => loadCountryNames(language)));
    const { result } = renderHook(() => useCountryNames('ru'));
    expect(result.current('DEU')).toBe('Германия');
  });

  it('gives English for a language it has no names for', () => {
    const { result } = renderHook(() => useCountryNames('xx'));
    expect(result.current('DEU')).toBe('Germany');
  });
});
