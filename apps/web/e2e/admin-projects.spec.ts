import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, prepare, test } from './fixtures';

const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/locales/en');
const read = <T>(ns: string): T => JSON.parse(fs.readFileSync(path.join(locales, `${ns}.json`), 'utf8')) as T;

interface EditorTexts {
  list: { add: string; searchLabel: string; selectOne: string; deleteNamed: string };
  status: { draft: string };
  form: {
    create: string;
    imageUpload: string;
    imagePreview: string;
    published: string;
    description: string;
    unsavedState: string;
    savedState: string;
  };
  settings: { save: string; owner: { title: string; name: string } };
}
const editor = read<EditorTexts>('admin-editor');
const admin = read<{
  login: { email: string; password: string; submit: string };
  ui: { bulk: { action: string; apply: string }; confirm: { delete: string } };
}>('admin');

/** A real PNG (8×8, theme gold), built here so the test needs no fixture file. */
function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const size = 8;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: size }, () => [0xef, 0xc9, 0x40]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function logIn(page: Page) {
  await prepare(page);
  await page.goto('/admin/login');
  await page.getByLabel(admin.login.email, { exact: true }).fill('admin@example.com');
  await page.getByLabel(admin.login.password, { exact: true }).fill('admin-password-123');
  await page.getByRole('button', { name: admin.login.submit }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** Opens the home page in French and waits for its projects gallery to show cards. */
async function frenchProjects(page: Page) {
  await page.goto('/?lang=fr');
  const section = page.locator('#projects');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('heading', { level: 3 }).first()).toBeVisible();
  return section;
}

test.describe('admin: projects and settings', () => {
  test('a project written in English and French, with an image, shows on the French home page until unpublished', async ({
    page,
  }) => {
    test.slow(); // a long journey: log in, create, upload, two home visits, bulk action, delete
    const run = Date.now().toString(36);
    const englishTitle = `E2E test platform ${run}`;
    const frenchTitle = `Plateforme de test française ${run}`;

    // The public API lets browsers cache its answers for a short while; routing turns the HTTP cache
    // off, so each home visit shows what a visitor arriving afresh sees.
    await page.route('**/api/portfolio/**', (route) => route.continue());

    await logIn(page);
    await page.goto('/admin/projects');
    await page.getByRole('link', { name: editor.list.add }).first().click();
    await expect(page).toHaveURL(/\/admin\/projects\/create$/);

    // English (the first tab) is required.
    await page.getByRole('textbox', { name: /^Title/ }).fill(englishTitle);
    await page
      .getByRole('textbox', { name: new RegExp(`^${editor.form.description}`) })
      .fill('Built by the browser test.');

    // French: its own tab, optional.
    await page.getByRole('tab', { name: /Français/ }).click();
    await expect(page.getByRole('tab', { name: /Français/ })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('textbox', { name: /^Title/ }).fill(frenchTitle);
    await page
      .getByRole('textbox', { name: new RegExp(`^${editor.form.description}`) })
      .fill('Construite par le test du navigateur.');

    // An uploaded image shows in the preview.
    await page.getByLabel(editor.form.imageUpload).setInputFiles({
      name: 'pixel.png',
      mimeType: 'image/png',
      buffer: tinyPng(),
    });
    const preview = page.getByRole('img', { name: editor.form.imagePreview });
    await expect(preview).toBeVisible();
    await expect(preview).toHaveAttribute('src', /\/api\/files\//);
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await page.getByRole('switch', { name: editor.form.published }).check();
    await page.getByRole('button', { name: editor.form.create }).click();
    await expect(page).toHaveURL(/\/admin\/projects$/);

    // Visitors reading French see the French title.
    let projects = await frenchProjects(page);
    await expect(projects.getByRole('heading', { name: frenchTitle })).toBeVisible();

    // Bulk unpublish takes it off the home page. (The French visit made French the stored choice.)
    await page.goto('/admin/projects?lang=en');
    await page.getByLabel(editor.list.searchLabel).fill(run);
    // A new search clears the selection: wait until it has been applied.
    await expect(page).toHaveURL(new RegExp(`[?&]q=${run}`));
    const checkbox = page.getByRole('checkbox', { name: editor.list.selectOne.replace('{{title}}', englishTitle) });
    await expect(checkbox).toBeVisible();
    await checkbox.check();
    await page.getByLabel(admin.ui.bulk.action).selectOption('unpublish');
    await page.getByRole('button', { name: admin.ui.bulk.apply }).click();
    const row = page.getByRole('row').filter({ hasText: englishTitle });
    await expect(row.getByText(editor.status.draft, { exact: true })).toBeVisible();

    projects = await frenchProjects(page);
    await expect(projects.getByRole('heading', { name: frenchTitle })).toHaveCount(0);

    // Clean up: delete it (row action, confirmed).
    await page.goto(`/admin/projects?q=${run}&lang=en`);
    await page.getByRole('button', { name: editor.list.deleteNamed.replace('{{title}}', englishTitle) }).click();
    await page.getByRole('dialog').getByRole('button', { name: admin.ui.confirm.delete }).click();
    await expect(
      page.getByRole('checkbox', { name: editor.list.selectOne.replace('{{title}}', englishTitle) }),
    ).toHaveCount(0);
  });

  test("the owner's name changed in settings shows on the home page", async ({ page }) => {
    const save = async () => {
      await expect(page.getByText(editor.form.unsavedState, { exact: true })).toBeVisible();
      await page.getByRole('button', { name: editor.settings.save }).click();
      await expect(page.getByText(editor.form.savedState, { exact: true })).toBeVisible();
    };
    await logIn(page);
    await page.goto('/admin/settings');
    const owner = page.getByRole('region', { name: editor.settings.owner.title });
    const name = owner.getByLabel(editor.settings.owner.name, { exact: true });
    await expect(name).not.toHaveValue('');
    const original = await name.inputValue();
    const changed = `E2E Owner ${Date.now().toString(36)}`;

    try {
      await name.fill(changed);
      await save();

      await page.goto('/');
      await expect(page.getByText(changed).first()).toBeVisible();
    } finally {
      // Put the seeded name back for the other tests.
      await page.goto('/admin/settings');
      const again = page
        .getByRole('region', { name: editor.settings.owner.title })
        .getByLabel(editor.settings.owner.name, {
          exact: true,
        });
      await expect(again).not.toHaveValue('');
      await again.fill(original);
      await save();
    }
  });
});
