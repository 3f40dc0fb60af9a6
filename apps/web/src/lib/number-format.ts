import { LANGUAGES, type LanguageCode } from '@site/contracts';

/**
 * How each interface language writes a plain decimal number: its decimal sign, its thousands separator
 * and from how many integer digits it groups (Spanish writes 1234 but 12.345). Digits are Latin in all
 * ten (CLDR 48, as Node 24 and Chromium 156 resolve `ar`).
 *
 * Why not Intl.NumberFormat: the first number formatter a page builds loads ICU's number data, ≈ 40 ms
 * on a desktop and ≈ 150 ms on a slow phone, in one piece — on the home page that was the largest
 * single task after the first paint, only to write the hero counters (docs/decisions/0009). These
 * separators are what ICU answers for each language's locale; `number-format.test.ts` compares this
 * formatter with Intl.NumberFormat for every language, so a wrong entry fails there.
 */
interface NumberSymbols {
  decimal: string;
  group: string;
  minimumGroupingDigits: 1 | 2;
}

const COMMA_POINT: NumberSymbols = { decimal: '.', group: ',', minimumGroupingDigits: 1 };
const POINT_COMMA: NumberSymbols = { decimal: ',', group: '.', minimumGroupingDigits: 1 };

const SYMBOLS: Record<LanguageCode, NumberSymbols> = {
  en: COMMA_POINT,
  vi: POINT_COMMA,
  zh: COMMA_POINT,
  ja: COMMA_POINT,
  ko: COMMA_POINT,
  fr: { decimal: ',', group: '\u202f', minimumGroupingDigits: 1 },
  de: POINT_COMMA,
  es: { decimal: ',', group: '.', minimumGroupingDigits: 2 },
  ru: { decimal: ',', group: '\u00a0', minimumGroupingDigits: 1 },
  ar: COMMA_POINT,
};

/** Above this, `toFixed` would no longer give every digit exactly; such numbers go to Intl. */
const LARGEST_PLAIN = 1e15;

/**
 * `value` written in `language` with exactly `decimals` fraction digits (0–6), grouped as the language
 * groups thousands: what `new Intl.NumberFormat(<the language's locale>, { minimumFractionDigits: decimals,
 * maximumFractionDigits: decimals }).format(value)` gives for a value already rounded to `decimals`.
 * Negative, huge and non-finite values are left to Intl.NumberFormat.
 */
export function formatDecimal(value: number, decimals: number, language: LanguageCode): string {
  const digits = Math.min(6, Math.max(0, Math.trunc(decimals)));
  if (!(value >= 0) || value >= LARGEST_PLAIN) {
    const locale = LANGUAGES.find((l) => l.code === language)?.locale ?? 'en-US';
    return new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
      value,
    );
  }
  const symbols = SYMBOLS[language];
  const [whole = '0', fraction] = value.toFixed(digits).split('.');
  const grouped =
    whole.length >= 3 + symbols.minimumGroupingDigits ? whole.replace(/\B(?=(\d{3})+$)/g, symbols.group) : whole;
  return fraction === undefined ? grouped : `${grouped}${symbols.decimal}${fraction}`;
}
