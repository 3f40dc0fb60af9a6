import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { MEDIA_MESSAGES } from '@site/contracts';
import { expect, prepare, test } from './fixtures';

const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/locales/en');
const read = <T>(ns: string): T => JSON.parse(fs.readFileSync(path.join(locales, `${ns}.json`), 'utf8')) as T;

interface MediaTexts {
  upload: { choose: string; listLabel: string; status: { done: string; failed: string } };
  item: { edit: string; delete: string };
  edit: { title: string };
  form: { titleField: string; save: string };
  list: { searchLabel: string };
  categories: {
    add: string;
    delete: string;
    icons: { globe: string };
    form: { createTitle: string; name: string; key: string; colourHex: string; save: string };
  };
  comments: {
    searchLabel: string;
    cardLabel: string;
    approve: string;
    deleteNamed: string;
    tabs: { approved: string };
    status: { approved: string };
  };
}
const media = read<MediaTexts>('admin-media');
const admin = read<{ ui: { confirm: { delete: string } } }>('admin');

/** A valid 4×4 PNG in the theme colour, small enough to embed. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEUlEQVR42mN4f9IBjhiI4wAAPlEfgYLSEmoAAAAASUVORK5CYII=',
  'base64',
);

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)(?:, number)?\}\}/g, (_, key: string) => values[key] ?? '');

async function adminToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('admin_token'));
  expect(token).toBeTruthy();
  return token ?? '';
}

/**
 * The id of a media item visitors can see (and comment on): the oldest, a seeded one that no test deletes
 * (the newest may be another test's upload, deleted while this one runs), else one uploaded here.
 */
async function visibleMediaId(request: APIRequestContext, token: string): Promise<number> {
  const listed = await request.get('/api/media-gallery/items?per_page=1&sort=oldest');
  expect(listed.ok()).toBe(true);
  const { data } = (await listed.json()) as { data: { id: number }[] };
  if (data[0]) return data[0].id;

  const headers = { Authorization: `Bearer ${token}` };
  const uploaded = await request.post('/api/admin/media', {
    headers,
    multipart: { file: { name: `e2e-comment-${unique()}.png`, mimeType: 'image/png', buffer: TINY_PNG } },
  });
  expect(uploaded.status()).toBe(201);
  const { data: item } = (await uploaded.json()) as { data: { id: number } };
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/admin/media/${item.id}`, { headers });
        return ((await answer.json()) as { data: { processing_status: string } }).data.processing_status;
      },
      { timeout: 30_000 },
    )
    .toBe('completed');
  return item.id;
}

test.describe('admin: media library', () => {
  test('an uploaded PNG is processed, a text file named .png is refused, and a title can be edited', async ({
    page,
  }) => {
    test.slow(); // upload, processing by the job worker, edit, delete
    const run = unique();
    const name = `e2e-${run}`;
    await prepare(page, { signedIn: true });
    await page.goto('/admin/media');

    await page.getByLabel(media.upload.choose).setInputFiles([
      { name: `${name}.png`, mimeType: 'image/png', buffer: TINY_PNG },
      { name: `${name}-fake.png`, mimeType: 'image/png', buffer: Buffer.from('This is plain text, not a picture.') },
    ]);

    const uploads = page.getByRole('list', { name: media.upload.listLabel });
    const good = uploads.getByRole('listitem').filter({ hasText: `${name}.png` });
    const fake = uploads.getByRole('listitem').filter({ hasText: `${name}-fake.png` });
    await expect(good.getByText(media.upload.status.done, { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(fake.getByText(media.upload.status.failed, { exact: true })).toBeVisible();
    // The server reads the first bytes, not the name: its own message says why.
    await expect(fake).toContainText(
      new RegExp(`${escapeRegExp(MEDIA_MESSAGES.unsupported)}|${escapeRegExp(MEDIA_MESSAGES.corruptImage)}`),
    );

    // The new item is in the library, titled after its file name.
    await page.getByRole('searchbox', { name: media.list.searchLabel }).fill(name);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${name}`));
    const editButton = page.getByRole('button', { name: `${media.item.edit} ${name}`, exact: true });
    await expect(editButton).toBeVisible();

    // Edit its English title.
    const renamed = `E2E sunrise ${run}`;
    await editButton.click();
    const dialog = page.getByRole('dialog', { name: media.edit.title });
    const title = dialog.getByRole('textbox', { name: new RegExp(`^${media.form.titleField}`) });
    await expect(title).toHaveValue(name);
    await title.fill(renamed);
    await dialog.getByRole('button', { name: media.form.save }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('searchbox', { name: media.list.searchLabel }).fill(run);
    await expect(page.getByRole('button', { name: renamed, exact: true })).toBeVisible();

    // Clean up: delete it (confirmed).
    await page.getByRole('button', { name: `${media.item.delete} ${renamed}`, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: admin.ui.confirm.delete }).click();
    await expect(page.getByRole('button', { name: renamed, exact: true })).toHaveCount(0);
  });

  test('a media category is created with its colour and icon', async ({ page }) => {
    const id = unique();
    const name = `E2E media ${id}`;
    await prepare(page, { signedIn: true });
    await page.goto('/admin/media-categories');

    await page.getByRole('button', { name: media.categories.add }).first().click();
    const dialog = page.getByRole('dialog', { name: media.categories.form.createTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: new RegExp(`^${media.categories.form.name}`) }).fill(name);
    await dialog.getByLabel(media.categories.form.key, { exact: true }).fill(`e2e-${id}`);
    await dialog.getByLabel(media.categories.form.colourHex).fill('#1e3a8a');
    await dialog.getByText(media.categories.icons.globe, { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: media.categories.icons.globe })).toBeChecked();
    await dialog.getByRole('button', { name: media.categories.form.save }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('rowheader', { name: new RegExp(name) })).toBeVisible();

    // Clean up.
    await page.getByRole('button', { name: `${media.categories.delete} ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: admin.ui.confirm.delete }).click();
    await expect(page.getByRole('rowheader', { name: new RegExp(name) })).toHaveCount(0);
  });

  test('a visitor comment waits for review, is approved and counted', async ({ page }) => {
    const run = unique();
    const commenter = `E2E Visitor ${run}`;
    await prepare(page, { signedIn: true });
    await page.goto('/admin/comments');
    const token = await adminToken(page);

    const mediaId = await visibleMediaId(page.request, token);
    const posted = await page.request.post(`/api/comments/media/${mediaId}`, {
      data: { commenter_name: commenter, commenter_phone: null, comment: `A comment from the browser test ${run}.` },
    });
    expect(posted.status()).toBe(201);

    // Pending comments are the first tab.
    await page.reload();
    await page.getByRole('searchbox', { name: media.comments.searchLabel }).fill(run);
    const card = page.getByRole('article', { name: fill(media.comments.cardLabel, { name: commenter }) });
    await expect(card).toBeVisible();
    await expect(card.getByText(`A comment from the browser test ${run}.`)).toBeVisible();
    const approved = page.waitForResponse(
      (r) => r.url().includes('/api/admin/comments/') && r.request().method() === 'PUT',
    );
    await card.getByRole('button', { name: new RegExp(`^${media.comments.approve}`) }).click();
    expect((await approved).status()).toBe(200);
    await expect(card).toHaveCount(0, { timeout: 15_000 });

    await page.getByRole('tab', { name: new RegExp(`^${media.comments.tabs.approved}`) }).click();
    await expect(card).toBeVisible({ timeout: 15_000 });
    await expect(card.getByText(media.comments.status.approved, { exact: true })).toBeVisible();

    // The approved figure is the server's count.
    await expect(async () => {
      const answer = await page.request.get('/api/admin/comments/stats', {
        headers: { Authorization: `Bearer ${token}` },
      });
      const { data } = (await answer.json()) as { data: { approved: number } };
      await expect(page.getByTestId('comment-stat-approved')).toHaveText(
        new Intl.NumberFormat('en-US').format(data.approved),
        { timeout: 3000 },
      );
    }).toPass({ timeout: 20_000 });

    // Clean up: the server confirms the deletion, then the list (refetched) no longer shows it.
    await card.getByRole('button', { name: fill(media.comments.deleteNamed, { name: commenter }) }).click();
    const deleted = page.waitForResponse(
      (r) => r.url().includes('/api/admin/comments/') && r.request().method() === 'DELETE',
    );
    await page.getByRole('dialog').getByRole('button', { name: admin.ui.confirm.delete }).click();
    expect((await deleted).ok()).toBe(true);
    await expect(card).toHaveCount(0, { timeout: 15_000 });
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
