import type { APIRequestContext } from '@playwright/test';
import { ADMIN, expect, namespaceTexts, prepare, test } from './fixtures';

const nd = namespaceTexts('noteDanceAdmin');

/** The seed songs every fresh database has (packages/music/src/songs), all published. */
const SEEDED_SHEETS = 12;

const SCALE = 'X:1\nT:Scale\nM:4/4\nL:1/4\nQ:1/4=100\nK:C\nCDEF|GABc|\n';

/** The titles of the sheets the game lists to anyone (no token: published sheets only). */
async function publicTitles(request: APIRequestContext, search: string) {
  const res = await request.get(`/perf/python/note-dance/sheets?search=${encodeURIComponent(search)}`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { data: { title: string }[] };
  return body.data.map((sheet) => sheet.title);
}

test.describe('the Note Dance admin', () => {
  test('the owner signs in with the site admin’s credentials, sees the counts, adds a sheet in ABC and publishes it', async ({
    page,
  }) => {
    await prepare(page);
    await page.goto('/note-dance/admin/login');
    await page.getByLabel(nd.text('login.email')).fill(ADMIN.email);
    await page.getByLabel(nd.text('login.password'), { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: nd.text('login.submitLogin') }).click();
    await expect(page.getByTestId('auth-outcome')).toHaveText(nd.text('messages.loginSuccess'));
    await expect(page).toHaveURL(/\/note-dance\/admin\/dashboard$/);
    await expect(page.getByTestId('note-dance-stat-sheets')).toHaveText(String(SEEDED_SHEETS));
    await expect(page.getByTestId('note-dance-stat-players')).toHaveText(/^\d+$/);
    await expect(page.getByText(nd.text('frame.apiOnline'))).toBeVisible();

    // A new sheet typed in ABC: read in the browser as it is typed, saved as a draft.
    await page.getByRole('link', { name: nd.text('dashboard.newSheet') }).click();
    await expect(page).toHaveURL(/\/note-dance\/admin\/sheets\/create$/);
    const title = `E2E scale ${Date.now()}`;
    await page.getByLabel(nd.text('editor.title'), { exact: true }).fill(title);
    await page.getByLabel(nd.text('editor.abc')).fill(SCALE);
    await expect(page.getByTestId('sheet-preview')).toContainText(
      nd.text('editor.previewSummary', { bars: 2, notes: 8, parts: 1, tempo: 100, time: '4/4' }),
    );
    // …and drawn as staff notation: one image, eight noteheads.
    const drawing = page.getByTestId('sheet-preview').locator('svg[role="img"]');
    await expect(drawing).toBeVisible();
    await expect(drawing.locator('.vf-notehead')).toHaveCount(8);
    await page.getByRole('button', { name: nd.text('editor.create') }).click();
    await expect(page).toHaveURL(/\/note-dance\/admin\/sheets$/);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText(nd.text('sheets.draft'));
    await expect(row).toContainText(nd.text('source.abc'));
    expect(await publicTitles(page.request, title)).toEqual([]);

    // Published, it is in the game's public list.
    await row.getByRole('link', { name: nd.text('sheets.editNamed', { title }) }).click();
    await expect(page).toHaveURL(/\/note-dance\/admin\/sheets\/\d+\/edit$/);
    await page.getByRole('switch', { name: nd.text('editor.published') }).check();
    await page.getByRole('button', { name: nd.text('editor.save') }).click();
    await expect(page.getByText(nd.text('editor.saved', { title }))).toBeVisible();
    await expect.poll(() => publicTitles(page.request, title)).toEqual([title]);

    await page.getByRole('link', { name: nd.text('frame.nav.dashboard') }).click();
    await expect(page.getByTestId('note-dance-stat-sheets')).toHaveText(String(SEEDED_SHEETS + 1));
  });

  test('a freshly registered player is told that the account is not an admin', async ({ page }) => {
    await prepare(page);
    await page.goto('/note-dance/admin/login');
    await page.getByRole('button', { name: nd.text('login.toRegister') }).click();
    const stamp = Date.now();
    await page.getByLabel(nd.text('login.username')).fill(`player${stamp}`);
    await page.getByLabel(nd.text('login.email')).fill(`player${stamp}@example.com`);
    await page.getByLabel(nd.text('login.password'), { exact: true }).fill('player-pass');
    await page.getByLabel(nd.text('login.confirmPassword')).fill('player-pass');
    await page.getByRole('button', { name: nd.text('login.submitRegister') }).click();
    await expect(page.getByTestId('auth-outcome')).toHaveText(nd.text('messages.registerSuccess'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nd.text('gate.notAdminTitle'));

    // Coming back later to the admin's address: the same answer, and no section of the admin.
    await page.goto('/note-dance/admin');
    await expect(page.getByTestId('note-dance-not-admin')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nd.text('gate.notAdminTitle'));
    await expect(page.getByRole('link', { name: nd.text('frame.nav.sheets') })).toHaveCount(0);
    await expect(page.getByRole('link', { name: nd.text('gate.toGame') })).toHaveAttribute('href', '/note-dance');

    await page.getByRole('button', { name: nd.text('gate.signOut') }).click();
    await expect(page).toHaveURL(/\/note-dance\/admin\/login$/);
  });
});
