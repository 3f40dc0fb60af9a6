/**
 * A name inside a translated sentence, isolated (U+2068 … U+2069) so that "C++" or ".NET (C#)" keep their
 * look in a right-to-left sentence instead of becoming "++C".
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

/** Number formatting of the benchmark page, in the visitor's locale (Intl). */

/** A duration: milliseconds under a second (three significant digits), seconds above. */
export function formatSeconds(seconds: number, locale: string): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '';
  if (seconds < 1) {
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'millisecond',
      unitDisplay: 'short',
      maximumSignificantDigits: 3,
    }).format(seconds * 1000);
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'second',
    unitDisplay: 'short',
    maximumFractionDigits: 2,
  }).format(seconds);
}

/** A rate in short form ("12.4M", "950"); the page adds the "ops/s" unit through its texts. */
export function formatRate(perSecond: number, locale: string): string {
  if (!Number.isFinite(perSecond) || perSecond < 0) return '';
  return new Intl.NumberFormat(locale, { notation: 'compact', maximumSignificantDigits: 3 }).format(perSecond);
}

export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/** How many times faster: one decimal under 10 (2.4), whole numbers above (37). */
export function formatFactor(factor: number, locale: string): string {
  if (!Number.isFinite(factor) || factor <= 0) return '';
  return new Intl.NumberFormat(locale, { maximumFractionDigits: factor < 10 ? 1 : 0 }).format(factor);
}

export function formatPercent(percent: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
}
