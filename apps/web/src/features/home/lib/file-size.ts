import type { LanguageCode } from '@site/contracts';
import { formatDecimal } from '../../../lib/number-format';

const KILOBYTE = 1024;
const MEGABYTE = 1024 * 1024;

/** The `home` texts a size is written with: `hero.sizeKilobytes` / `hero.sizeMegabytes` with `{{value}}`. */
type SizeText = (key: 'hero.sizeKilobytes' | 'hero.sizeMegabytes', values: { value: string }) => string;

/**
 * A file size as the language writes it: kilobytes below a megabyte, else megabytes, with at most one
 * decimal — what Intl.NumberFormat's short kilobyte/megabyte units write (`file-size.test.ts` compares
 * them for every language), without building a formatter (see formatDecimal). The unit words are texts
 * of the `home` namespace.
 */
export function formatFileSize(bytes: number, language: LanguageCode, text: SizeText): string {
  const megabytes = bytes >= MEGABYTE;
  const amount = Math.max(0, bytes) / (megabytes ? MEGABYTE : KILOBYTE);
  const rounded = Math.round(amount * 10) / 10;
  const value = formatDecimal(rounded, Number.isInteger(rounded) ? 0 : 1, language);
  return text(megabytes ? 'hero.sizeMegabytes' : 'hero.sizeKilobytes', { value });
}
