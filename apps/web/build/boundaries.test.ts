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

  it('refuse an import from one admin feature into another', async () => {
    const rules = await lint(
      'apps/web/src/features/admin-media/fixture.ts',
      "import { projectTitle } from '../admin-projects/project-display';\nexport const title = projectTitle;\n",
    );
    expect(rules).toContain('boundaries/dependencies');
  });

  it('refuse a feature or the admin frame in the shared admin kit', async () => {
    const rules = await lint(
      'apps/web/src/components/admin/fixture.ts',
      [
        "import { mediaTitle } from '../../features/admin-media/media-display';",
        "import { useLogout } from '../../app/admin/session';",
        'export const used = [mediaTitle, useLogout];',
        '',
      ].join('\n'),
    );
    expect(rules.filter((rule) => rule === 'no-restricted-imports')).toHaveLength(2);
  });

  it('refuse a raw request from a feature: calls go to declared endpoints', async () => {
    const rules = await lint(
      'apps/web/src/features/home/fixture.ts',
      "import { request } from '../../lib/api-client';\nexport const get = () => request('/api/site');\n",
    );
    expect(rules).toContain('no-restricted-imports');
  });

  it('allow an admin feature the admin kit, the api modules and lib', async () => {
    const rules = await lint(
      'apps/web/src/features/admin-inbox/fixture.ts',
      [
        "import { excerpt } from './inbox-text';",
        "import { useListActions } from '../../components/admin/use-list-actions';",
        "import { adminMessageKeys } from '../../api/admin-inbox';",
        "import { formatDateTime } from '../../lib/format';",
        'export const used = [excerpt, useListActions, adminMessageKeys, formatDateTime];',
        '',
      ].join('\n'),
    );
    expect(rules).toEqual([]);
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
