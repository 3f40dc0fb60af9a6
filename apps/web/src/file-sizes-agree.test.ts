import { LANGUAGES } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { formatBytes } from './features/admin/projects/editor/use-upload';
import { formatFileSize } from './features/media-gallery/lib/format';

/** The owner's library and the visitor's viewer show one file's size the same way, in every language. */
describe('file sizes', () => {
  it('read the same in the admin and in the gallery', () => {
    const sizes = [
      0,
      1,
      999,
      1023,
      1024,
      28_061,
      42_761,
      49_134,
      1_048_576,
      5_368_709,
      25 * 1024 * 1024,
      3 * 1024 ** 3,
    ];
    for (const { locale } of LANGUAGES) {
      for (const bytes of sizes)
        expect(formatBytes(bytes, locale), `${locale} ${bytes}`).toBe(formatFileSize(bytes, locale));
    }
  });
});
