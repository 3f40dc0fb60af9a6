import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

const locales = path.resolve(import.meta.dirname, '../../../locales');

/** The language's own `home` texts, filled in as i18next fills them. */
function homeTexts(code: string) {
  const hero = (
    JSON.parse(fs.readFileSync(path.join(locales, code, 'home.json'), 'utf8')) as { hero: Record<string, string> }
  ).hero;
  return (key: 'hero.sizeKilobytes' | 'hero.sizeMegabytes', { value }: { value: string }) => {
    const template = hero[key.slice('hero.'.length)];
    if (!template) throw new Error(`${code}/home.json has no ${key}`);
    return template.replace('{{value}}', value);
  };
}

const intl = (bytes: number, locale: string) => {
  const unit = bytes >= 1024 * 1024 ? 'megabyte' : 'kilobyte';
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(
    bytes / (unit === 'megabyte' ? 1024 * 1024 : 1024),
  );
};

describe('formatFileSize', () => {
  const sizes = [
    0, 100, 512, 1024, 1536, 10_000, 43_520, 1_000_000, 1_048_575, 1_048_576, 1_258_291, 5_242_880, 123_456_789,
  ];

  it.each(LANGUAGES.map((l) => [l.code, l.locale] as const))('writes sizes in %s as Intl does (%s)', (code, locale) => {
    const text = homeTexts(code);
    for (const bytes of sizes) expect(formatFileSize(bytes, code, text), `${bytes} bytes`).toBe(intl(bytes, locale));
  });

  it('uses kilobytes below a megabyte and megabytes from one', () => {
    const text = homeTexts('en');
    expect(formatFileSize(1_048_575, 'en', text)).toBe('1,024 kB');
    expect(formatFileSize(1_048_576, 'en', text)).toBe('1 MB');
    expect(formatFileSize(-5, 'en', text)).toBe('0 kB');
  });
});
