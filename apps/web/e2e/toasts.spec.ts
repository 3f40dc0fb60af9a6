import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { expect, prepare, test, visitWithinApp } from './fixtures';

const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/locales/en');
const editor = JSON.parse(fs.readFileSync(path.join(locales, 'admin-editor.json'), 'utf8')) as {
  settings: { save: string; saved: string };
};

const toasts = (page: Page) => page.locator('.Toastify__toast');
/** The viewer's close button's name in a language. */
const closeLabel = (language: string) =>
  (
    JSON.parse(fs.readFileSync(path.join(locales, '..', language, 'media.json'), 'utf8')) as {
      viewer: { close: string };
    }
  ).viewer.close;

/** The toast and each of the controls are laid out without overlapping. */
async function expectClear(toast: Locator, others: Locator[]) {
  // Measured where it stays, once it has slid in.
  await expect(toast).not.toHaveClass(/enter/);
  const box = await toast.boundingBox();
  expect(box).not.toBeNull();
  for (const other of others) {
    const o = await other.boundingBox();
    if (!o) continue;
    const overlaps =
      box!.x < o.x + o.width && o.x < box!.x + box!.width && box!.y < o.y + o.height && o.y < box!.y + box!.height;
    expect(overlaps, `toast ${JSON.stringify(box)} covers ${JSON.stringify(o)}`).toBe(false);
  }
}

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  for (const language of ['en', 'ar']) {
    test(`gallery viewer (${label}, ${language}): one message for a download, covering neither the close button nor the title`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await prepare(page, { language });
      await page.goto('/media-gallery');
      await page.locator('#gallery [data-opens]').first().click();
      const viewer = page.getByRole('dialog');
      const title = viewer.getByRole('heading', { level: 2 });
      await expect(title).toBeVisible();
      const download = viewer.locator('a[download]').first();
      // The download itself is not needed: the message is what is checked.
      await page.route('**/api/files/**', (route) => route.fulfill({ status: 204, body: '' }));
      await download.scrollIntoViewIfNeeded();
      await download.click();
      await expect(toasts(page)).toHaveCount(1);
      // One message: the toast, and nothing in the viewer repeating it.
      const message = ((await toasts(page).first().textContent()) ?? '').trim();
      expect(message).not.toBe('');
      // Counted now, not awaited: a second message would fade out a few seconds later.
      expect(await page.getByText(message, { exact: true }).count()).toBe(1);
      await title.scrollIntoViewIfNeeded();
      const close = viewer.getByRole('button', { name: closeLabel(language), exact: true });
      await expect(close).toBeVisible();
      await expectClear(toasts(page).first(), [close, title]);
    });
  }

  test(`admin (${label}): a toast covers none of the header's controls`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await prepare(page, { signedIn: true });
    await page.goto('/admin/settings');
    await page.getByRole('button', { name: editor.settings.save }).click();
    await expect(toasts(page).filter({ hasText: editor.settings.saved })).toHaveCount(1);
    const header = page.locator('header:visible').first();
    const controls = [...(await header.getByRole('button').all()), ...(await header.getByRole('link').all())];
    expect(controls.length).toBeGreaterThan(0);
    await expectClear(toasts(page).first(), [...controls]);
  });
}

test('a gallery outage is told once: one toast for the failed items and categories together', async ({ page }) => {
  const texts = JSON.parse(fs.readFileSync(path.join(locales, 'media.json'), 'utf8')) as {
    filters: { categoriesFailed: string };
    grid: { errorTitle: string };
    toasts: { loadItemsFailed: string; loadCategoriesFailed: string };
  };
  await page.route('**/api/media-gallery/**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"down"}' }),
  );
  await prepare(page);
  // The gallery as the API answers it (a first visit reads it from the rendered page).
  await visitWithinApp(page, '/media-gallery');
  // Both failures have shown on the page (after the client's own retries)…
  await expect(page.getByText(texts.grid.errorTitle)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(texts.filters.categoriesFailed)).toBeVisible({ timeout: 20_000 });
  // …and one toast told the visitor.
  await expect(toasts(page).filter({ hasText: texts.toasts.loadItemsFailed })).toHaveCount(1);
  expect(await toasts(page).filter({ hasText: texts.toasts.loadCategoriesFailed }).count()).toBe(0);
});
