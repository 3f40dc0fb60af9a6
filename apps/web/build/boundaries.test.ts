// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Lints a file that does not exist, as if it were at `file` with these lines, with the repository's configuration. */
async function lint(file: string, lines: string[]) {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText([...lines, ''].join('\n'), { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId);
}

/** Imports lint refuses: each case reports `rule` (`times` times, when given). */
const REFUSED = [
  {
    what: 'a relative import from one feature into another',
    file: 'apps/web/src/features/home/fixture.ts',
    lines: ["import { SEARCH_MAX } from '../media-gallery/lib/filters';", 'export const max = SEARCH_MAX;'],
    rule: 'boundaries/dependencies',
  },
  {
    what: 'an import from one admin feature into another',
    file: 'apps/web/src/features/admin-media/fixture.ts',
    lines: ["import { projectTitle } from '../admin-projects/project-display';", 'export const title = projectTitle;'],
    rule: 'boundaries/dependencies',
  },
  {
    what: 'a feature or the admin frame in the shared admin kit',
    file: 'apps/web/src/components/admin/fixture.ts',
    lines: [
      "import { mediaTitle } from '../../features/admin-media/media-display';",
      "import { useLogout } from '../../app/admin/session';",
      'export const used = [mediaTitle, useLogout];',
    ],
    rule: 'no-restricted-imports',
    times: 2,
  },
  {
    what: 'a raw request from a feature: calls go to declared endpoints',
    file: 'apps/web/src/features/home/fixture.ts',
    lines: ["import { request } from '../../lib/api-client';", "export const get = () => request('/api/site');"],
    rule: 'no-restricted-imports',
  },
];

/** Imports lint allows: no rule reports anything. */
const ALLOWED = [
  {
    what: 'an admin feature the admin kit, the api modules and lib',
    file: 'apps/web/src/features/admin-inbox/fixture.ts',
    lines: [
      "import { excerpt } from './inbox-text';",
      "import { useListActions } from '../../components/admin/use-list-actions';",
      "import { adminMessageKeys } from '../../api/admin-inbox';",
      "import { formatDateTime } from '../../lib/format';",
      'export const used = [excerpt, useListActions, adminMessageKeys, formatDateTime];',
    ],
  },
  {
    what: "a feature's own files and the shared layers",
    file: 'apps/web/src/features/home/fixture.ts',
    lines: [
      "import { useLanguage } from './hooks/use-home-data';",
      "import { galleryKeys } from '../../api/media-gallery';",
      "import { notify } from '../../lib/notify';",
      'export const used = [useLanguage, galleryKeys, notify];',
    ],
  },
];

describe('feature boundaries (eslint.config.js)', () => {
  it.each(REFUSED)('refuse $what', async ({ file, lines, rule, times }) => {
    const rules = await lint(file, lines);
    if (times === undefined) expect(rules).toContain(rule);
    else expect(rules.filter((reported) => reported === rule)).toHaveLength(times);
  });

  it.each(ALLOWED)('allow $what', async ({ file, lines }) => {
    expect(await lint(file, lines)).toEqual([]);
  });
});
