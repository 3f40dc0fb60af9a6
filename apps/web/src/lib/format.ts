/** File size units, powers of 1024. */
export const SIZE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/**
 * A file size with the number in the locale's way: `512 B`, `1.5 KB`, `23.4 MB`, `1.25 GB` (whole bytes, one
 * decimal in KB and MB, two in GB). The admin's library and the public gallery both write sizes with it, so
 * one file reads the same in both. Null for an unknown size.
 */
export function formatBytes(bytes: number | null | undefined, locale: string): string | null {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return null;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : unit === SIZE_UNITS.length - 1 ? 2 : 1;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${SIZE_UNITS[unit]}`;
}
