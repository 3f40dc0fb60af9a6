// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Lints a file that does not exist, as if it were at `file`, with the repository's configuration. */
async function lint(file: string, code: string) {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId);
}

describe('feature boundaries (eslint.config.js)', () => {
  it('refuse a relative import from one feature into another', async () => {
    const rules = await lint(
      'apps/web/src/features/home/fixture.ts',
      "import { SEARCH_MAX } from '../media-gallery/lib/filters';\nexport const max = SEARCH_MAX;\n",
    );
    expect(rules).toContain('boundaries/dependencies');
  });

  it('refuse a raw request from a feature: calls go to declared endpoints', async () => {
    const rules = await lint(
      'apps/web/src/features/home/fixture.ts',
      "import { request } from '../../lib/api-client';\nexport const get = () => request('/api/site');\n",
    );
    expect(rules).toContain('no-restricted-imports');
  });

  it("allow a feature's own files and the shared layers", async () => {
    const rules = await lint(
      'apps/web/src/features/home/fixture.ts',
      [
        "import { useLanguage } from './hooks/use-home-data';",
        "import { galleryKeys } from '../../api/media-gallery';",
        "import { notify } from '../../lib/notify';",
        'export const used = [useLanguage, galleryKeys, notify];',
        '',
      ].join('\n'),
    );
    expect(rules).toEqual([]);
  });
});
