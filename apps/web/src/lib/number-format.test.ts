import { LANGUAGES } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { formatDecimal } from './number-format';

const intl = (value: number, decimals: number, locale: string) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);

describe('formatDecimal', () => {
  // The whole point of the table: the same text as ICU, for every language, without building a formatter.
  it.each(LANGUAGES.map((l) => [l.code, l.locale] as const))(
    'writes %s numbers exactly as Intl does (%s)',
    (code, locale) => {
      const values = [
        0, 1, 7, 9.5, 20, 99.9, 100, 999, 1000, 1234, 9999, 10000, 12345.6, 99999.99, 123456, 1234567.5, 1e12,
      ];
      for (const decimals of [0, 1, 2]) {
        for (const raw of values) {
          const value = Math.round(raw * 10 ** decimals) / 10 ** decimals;
          expect(formatDecimal(value, decimals, code), `${value} with ${decimals}`).toBe(intl(value, decimals, locale));
        }
      }
      // Every frame of a count-up to 99.9 (one decimal) and to 20 (none).
      for (let tenths = 0; tenths <= 999; tenths++)
        expect(formatDecimal(tenths / 10, 1, code)).toBe(intl(tenths / 10, 1, locale));
      for (let whole = 0; whole <= 20; whole++) expect(formatDecimal(whole, 0, code)).toBe(intl(whole, 0, locale));
    },
  );

  it('groups Spanish thousands from five digits, as Spanish does', () => {
    expect(formatDecimal(1234, 0, 'es')).toBe('1234');
    expect(formatDecimal(12345, 0, 'es')).toBe('12.345');
  });

  it('leaves negative, huge and non-finite values to Intl', () => {
    expect(formatDecimal(-1.5, 1, 'fr')).toBe(intl(-1.5, 1, 'fr-FR'));
    expect(formatDecimal(-3, 0, 'ar')).toBe(intl(-3, 0, 'ar'));
    expect(formatDecimal(1e21, 0, 'de')).toBe(intl(1e21, 0, 'de-DE'));
    expect(formatDecimal(Number.NaN, 0, 'en')).toBe(intl(Number.NaN, 0, 'en-US'));
    expect(formatDecimal(Number.POSITIVE_INFINITY, 0, 'ru')).toBe(intl(Number.POSITIVE_INFINITY, 0, 'ru-RU'));
  });

  it('keeps the fraction digits between 0 and 6', () => {
    expect(formatDecimal(1.25, -1, 'en')).toBe('1');
    expect(formatDecimal(1.5, 9, 'en')).toBe('1.500000');
  });
});
