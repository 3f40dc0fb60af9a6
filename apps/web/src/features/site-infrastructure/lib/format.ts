/** Number formatting of the live figures, in the interface language's locale (Intl, native digits where used). */

export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** A share from 0 to 1 as a percentage; small rates keep two decimals so that 0.04 % does not read as 0 %. */
export function formatRate(rate: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 0,
    maximumFractionDigits: rate > 0 && rate < 0.1 ? 2 : 1,
  }).format(rate);
}

/** A latency like "12 ms", with one decimal below 10 ms. */
export function formatMs(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'millisecond',
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}

type DurationUnit = 'day' | 'hour' | 'minute' | 'second';

/** An uptime like "3 days, 4 hr" or "12 min, 5 sec": the two largest non-zero units. */
export function formatUptime(totalSeconds: number, locale: string): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const parts: [DurationUnit, number][] = [
    ['day', Math.floor(seconds / 86_400)],
    ['hour', Math.floor((seconds % 86_400) / 3600)],
    ['minute', Math.floor((seconds % 3600) / 60)],
    ['second', seconds % 60],
  ];
  const first = parts.findIndex(([, value]) => value > 0);
  const shown: [DurationUnit, number][] =
    first < 0 ? [['second', 0]] : parts.slice(first, first + 2).filter(([, value], i) => i === 0 || value > 0);
  const texts = shown.map(([unit, value]) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(value),
  );
  return new Intl.ListFormat(locale, { style: 'narrow', type: 'unit' }).format(texts);
}
