import type { MediaItem, MediaPage } from '@site/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, namespaceTexts, expect, PAGES, prepare, test } from './fixtures';

const { template, text } = namespaceTexts('media');

/** Seeded items (apps/server/src/db/seed-content/media.ts) in English; other suites may add items meanwhile. */
const SEEDED = {
  image: 'Ha Long Bay in the mist',
  youtube: "The Mess We're In",
  audio: 'Evening study in A minor',
};

async function itemsOf(request: APIRequestContext, query = ''): Promise<MediaItem[]> {
  const response = await request.get(`/api/media-gallery/items?lang=en&per_page=48${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as MediaPage).data;
}

async function seeded(request: APIRequestContext, title: string): Promise<MediaItem> {
  const item = (await itemsOf(request)).find((candidate) => candidate.title === title);
  expect(item, `seeded item ${title}`).toBeDefined();
  return item!;
}

const cardTitles = (page: Page) => page.locator('#gallery').getByRole('heading', { level: 3 });
const openButton = (page: Page, title: string) =>
  page.getByRole('button', { name: text('card.view', { title }), exact: true });
const viewer = (page: Page) => page.getByRole('dialog');
const viewerTitle = (page: Page) => viewer(page).getByRole('heading', { level: 2 });

/** Scrolls until the end-of-results message shows: every page is loaded. */
async function loadAll(page: Page) {
  const lead = template('grid.end_other').split('{{')[0]!.trim();
  const end = page.locator('#gallery').getByText(lead);
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    await expect(end).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

/** Opens the viewer on an item and returns its comment form. */
async function openComments(page: Page, title: string) {
  await openButton(page, title).click();
  await expect(viewerTitle(page)).toHaveText(title);
  const form = viewer(page).getByRole('form', { name: text('comments.formTitle') });
  await form.scrollIntoViewIfNeeded();
  return form;
}

test('the gallery shows the seeded images, YouTube item and audio item', async ({ page, request }) => {
  await prepare(page);
  await page.goto('/media-gallery');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES.mediaGallery?.heading ?? '');
  await expect(cardTitles(page).first()).toBeVisible();
  await loadAll(page);
  for (const title of Object.values(SEEDED)) await expect(openButton(page, title)).toHaveCount(1);

  const youtube = await seeded(request, SEEDED.youtube);
  await expect(page.getByRole('link', { name: text('card.watchOnYoutube', { title: youtube.title }) })).toHaveAttribute(
    'href',
    `https://www.youtube.com/watch?v=${youtube.youtube_id}`,
  );
});

test('the type filter shows only that type, is kept in the address and can be removed', async ({ page }) => {
  await prepare(page);
  await page.goto('/media-gallery');
  const grid = page.locator('#gallery');
  const typeLabel = (key: string) => grid.getByText(text(`type.${key}`), { exact: true });
  await expect(openButton(page, SEEDED.image)).toBeVisible();

  const types = page.getByRole('group', { name: text('filters.type') });
  await types.getByRole('button', { name: text('types.video') }).click();
  await expect(page).toHaveURL(/[?&]type=video/);
  await expect(openButton(page, SEEDED.youtube)).toBeVisible();
  await expect(typeLabel('image')).toHaveCount(0);
  await expect(typeLabel('audio')).toHaveCount(0);

  // A filtered view survives a reload (and can be shared).
  await page.reload();
  await expect(types.getByRole('button', { name: text('types.video') })).toHaveAttribute('aria-pressed', 'true');
  await expect(openButton(page, SEEDED.youtube)).toBeVisible();
  await expect(openButton(page, SEEDED.image)).toHaveCount(0);

  await types.getByRole('button', { name: text('types.audio') }).click();
  await expect(openButton(page, SEEDED.audio)).toBeVisible();
  await expect(typeLabel('video')).toHaveCount(0);
  await expect(typeLabel('image')).toHaveCount(0);

  const tag = text('filters.tag.type', { value: text('types.audio') });
  await page.getByRole('button', { name: text('filters.remove', { label: tag }) }).click();
  await expect(page).not.toHaveURL(/type=/);
  await expect(types.getByRole('button', { name: text('types.all') })).toHaveAttribute('aria-pressed', 'true');
  await expect(openButton(page, SEEDED.image)).toBeVisible();
});

test('the viewer opens, moves with the arrow keys, closes on Escape and gives the focus back', async ({ page }) => {
  await prepare(page);
  await page.goto('/media-gallery');
  await expect(cardTitles(page).nth(1)).toBeVisible();
  const first = (await cardTitles(page).nth(0).textContent()) ?? '';
  const second = (await cardTitles(page).nth(1).textContent()) ?? '';

  const opener = openButton(page, first);
  await opener.click();
  await expect(viewer(page)).toBeVisible();
  await expect(viewerTitle(page)).toHaveText(first);
  await expect(page).toHaveURL(/[?&]item=[0-9a-f-]{36}/);
  await expect(viewer(page).getByRole('button', { name: text('viewer.previous') })).toBeDisabled();

  await page.keyboard.press('ArrowRight');
  await expect(viewerTitle(page)).toHaveText(second);
  await page.keyboard.press('ArrowLeft');
  await expect(viewerTitle(page)).toHaveText(first);

  await page.keyboard.press('Escape');
  await expect(viewer(page)).toHaveCount(0);
  await expect(page).not.toHaveURL(/item=/);
  await expect(opener).toBeFocused();
});

test("the browser's Back closes the viewer and stays in the gallery; closing leaves no stale entry", async ({
  page,
}) => {
  await prepare(page);
  await page.goto('/');
  await page.goto('/media-gallery');
  await expect(cardTitles(page).nth(1)).toBeVisible();
  const first = (await cardTitles(page).nth(0).textContent()) ?? '';
  const second = (await cardTitles(page).nth(1).textContent()) ?? '';

  await openButton(page, first).click();
  await expect(viewerTitle(page)).toHaveText(first);
  // Moving to the next item does not add an entry: one Back closes the viewer.
  await page.keyboard.press('ArrowRight');
  await expect(viewerTitle(page)).toHaveText(second);
  await page.goBack();
  await expect(viewer(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/media-gallery$/);
  await expect(cardTitles(page).first()).toBeVisible();
  await expect(openButton(page, second)).toBeFocused();
  // Forward opens it again.
  await page.goForward();
  await expect(viewerTitle(page)).toHaveText(second);

  // Closed with its button, the viewer's entry is gone: the next Back leaves the gallery.
  await viewer(page)
    .getByRole('button', { name: text('viewer.close') })
    .click();
  await expect(viewer(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/media-gallery$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('in Arabic the left arrow goes to the next item', async ({ page }) => {
  await prepare(page, { language: 'ar' });
  await page.goto('/media-gallery');
  await expect(cardTitles(page).nth(1)).toBeVisible();
  const first = (await cardTitles(page).nth(0).textContent()) ?? '';
  const second = (await cardTitles(page).nth(1).textContent()) ?? '';
  await page.locator('#gallery [data-opens]').first().click();
  await expect(viewerTitle(page)).toHaveText(first);
  await page.keyboard.press('ArrowLeft');
  await expect(viewerTitle(page)).toHaveText(second);
  await page.keyboard.press('ArrowRight');
  await expect(viewerTitle(page)).toHaveText(first);
});

test('a link to an item opens the viewer on it, also after a reload', async ({ page, request }) => {
  await prepare(page);
  const item = await seeded(request, SEEDED.image);
  await page.goto(`/media-gallery?item=${item.uuid}`);
  await expect(viewerTitle(page)).toHaveText(item.title);
  await page.reload();
  await expect(viewerTitle(page)).toHaveText(item.title);

  await viewer(page)
    .getByRole('button', { name: text('viewer.close') })
    .click();
  await expect(viewer(page)).toHaveCount(0);
  await expect(page).not.toHaveURL(/item=/);
});

test('the comment form explains what is missing and keeps sending disabled until it is fine', async ({ page }) => {
  await prepare(page);
  await page.goto('/media-gallery');
  const form = await openComments(page, SEEDED.image);
  const name = form.getByRole('textbox', { name: `${text('comments.name')} *` });
  const comment = form.getByRole('textbox', { name: `${text('comments.comment')} *` });
  const submit = form.getByRole('button', { name: text('comments.submit') });

  await expect(submit).toBeDisabled();
  await name.fill('A');
  await name.blur();
  await expect(form.getByText(text('comments.errors.nameMinLength'), { exact: true })).toBeVisible();
  await comment.fill('Too short');
  await comment.blur();
  await expect(form.getByText(text('comments.errors.commentMinLength'), { exact: true })).toBeVisible();
  await expect(form.getByText(text('comments.counter', { count: 9, max: '1,000' }))).toBeVisible();
  await expect(submit).toBeDisabled();

  await name.fill('Ana');
  await comment.fill('Long enough to be sent.');
  await expect(form.getByText(text('comments.errors.nameMinLength'), { exact: true })).toHaveCount(0);
  await expect(submit).toBeEnabled();
});

test('a valid comment is sent and the visitor is told it awaits approval', async ({ page, request }) => {
  await prepare(page);
  await page.goto('/media-gallery');
  const item = await seeded(request, SEEDED.image);
  const form = await openComments(page, item.title);
  await form.getByRole('textbox', { name: `${text('comments.name')} *` }).fill('Playwright Visitor');
  await form.getByRole('textbox', { name: text('comments.phone') }).fill('+84 90 000 0000');
  const comment = form.getByRole('textbox', { name: `${text('comments.comment')} *` });
  await comment.fill('What a lovely place.\nThank you for sharing it!');
  const response = page.waitForResponse(
    (r) => r.url().includes(`/api/comments/media/${item.id}`) && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: text('comments.submit') }).click();
  expect((await response).status()).toBe(201);
  await expect(form.getByRole('status')).toHaveText(text('comments.pending'));
  await expect(comment).toHaveValue('');
});

test('a comment with markup is sent as text, and once approved shows as text and runs nothing', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await prepare(page);
  await page.goto('/media-gallery');
  const form = await openComments(page, SEEDED.audio);
  await form.getByRole('textbox', { name: `${text('comments.name')} *` }).fill('<script>alert(1)</script>');
  await form
    .getByRole('textbox', { name: `${text('comments.comment')} *` })
    .fill('<img src=x onerror=alert(1)> <svg onload=alert(2)> nice picture');
  const sent = page.waitForResponse((r) => r.url().includes('/api/comments/media/') && r.request().method() === 'POST');
  await form.getByRole('button', { name: text('comments.submit') }).click();
  const { data } = (await (await sent).json()) as { data: { id: number } };
  await expect(form.getByRole('status')).toHaveText(text('comments.pending'));

  // The owner approves it; visitors then see the markup as plain text, and nothing runs.
  const login = await page.request.post('/api/auth/login', { data: ADMIN });
  const { token } = (await login.json()) as { token: string };
  const approved = await page.request.put(`/api/admin/comments/${data.id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { status: 'approved' },
  });
  expect(approved.ok()).toBe(true);
  await page.reload();
  await expect(viewerTitle(page)).toHaveText(SEEDED.audio);
  await expect(viewer(page).getByText('<img src=x onerror=alert(1)> <svg onload=alert(2)> nice picture')).toBeVisible();
  await expect(viewer(page).getByText('<script>alert(1)</script>')).toBeVisible();
  await expect(viewer(page).locator('img[src="x"], svg[onload]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});
