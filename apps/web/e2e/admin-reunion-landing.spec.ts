import type { Page } from '@playwright/test';
import { expect, namespaceTexts, PAGES, prepare, test, texts } from './fixtures';

const c = namespaceTexts('reunionLanding');
const admin = texts<{ ui: { confirm: { delete: string } }; nav: { reunionLandingContent: string } }>('en', 'admin');
const required = (label: string) => `${label} ${c.template('admin.content.form.required')}`;

interface LandingAnswer {
  data: { stats: { key: string; value: string }[]; slogans: { title: string; hashtag: string }[] };
}

/** Signs in and opens the landing content page from the sidebar. */
async function openContentPage(page: Page) {
  await prepare(page, { signedIn: true });
  await page.goto('/admin/dashboard');
  await page.getByRole('link', { name: admin.nav.reunionLandingContent }).click();
  await expect(page).toHaveURL(/\/admin\/reunion\/landing$/);
  await expect(
    page.getByRole('heading', { level: 1, name: PAGES.adminReunionLandingContent?.heading ?? 'missing heading' }),
  ).toBeVisible();
}

/** The list card of the statistic with this key. */
const statRow = (page: Page, key: string) =>
  page.getByRole('listitem').filter({ has: page.locator('code', { hasText: new RegExp(`^${key}$`) }) });

/** Opens a statistic's editor, writes `value` as its English figure and saves. Answers the figure it had. */
async function setStatValue(page: Page, key: string, value: string): Promise<string> {
  await statRow(page, key)
    .getByRole('button', { name: new RegExp(`^${c.template('admin.content.edit')}`) })
    .click();
  const dialog = page.getByRole('dialog', { name: c.template('admin.content.kinds.stats.editTitle') });
  const figure = dialog.getByLabel(required(c.template('admin.content.fields.value')));
  const before = await figure.inputValue();
  await figure.fill(value);
  await dialog.getByRole('button', { name: c.template('admin.content.form.save') }).click();
  await expect(dialog).toHaveCount(0);
  return before;
}

test.describe('admin: reunion landing content', () => {
  test("a statistic's new figure shows in the landing hero; the old one is put back", async ({ page }) => {
    await openContentPage(page);
    const before = await setStatValue(page, 'missing_people', '4321+');
    expect(before).not.toBe('');
    await expect(statRow(page, 'missing_people')).toContainText('4321+');

    await page.goto('/reunion');
    await expect(page.locator('[data-stat="missing_people"]')).toContainText('4321+');

    await page.goto('/admin/reunion/landing');
    await setStatValue(page, 'missing_people', before);
    await page.goto('/reunion');
    await expect(page.locator('[data-stat="missing_people"]')).toContainText(before);
  });

  test('a slogan is added (a bad hashtag refused first), shows in the public content, and is deleted', async ({
    page,
    request,
  }) => {
    const title = 'E2E hope travels far';
    const publicSlogans = async () =>
      ((await (await request.get('/api/reunion/landing?lang=en')).json()) as LandingAnswer).data.slogans;

    await openContentPage(page);
    await page.getByRole('button', { name: c.template('admin.content.kinds.slogans.add') }).click();
    const dialog = page.getByRole('dialog', { name: c.template('admin.content.kinds.slogans.addTitle') });
    await dialog.getByLabel(c.template('admin.content.fields.hashtag')).fill('no hashtag');
    await dialog.getByLabel(required(c.template('admin.content.fields.title'))).fill(title);
    await dialog
      .getByLabel(required(c.template('admin.content.fields.content')))
      .fill('Every share brings someone a step closer to home.');
    await dialog.getByRole('button', { name: c.template('admin.content.form.create') }).click();
    // Refused in the browser, in words rather than codes.
    await expect(dialog.getByText(c.template('errors.hashtagInvalid'))).toBeVisible();
    await expect(dialog.getByText('reunionLanding.hashtagInvalid')).toHaveCount(0);

    await dialog.getByLabel(c.template('admin.content.fields.hashtag')).fill('#E2EHyVọng');
    await dialog.getByRole('button', { name: c.template('admin.content.form.create') }).click();
    await expect(dialog).toHaveCount(0);
    // The row's heading (the edit and delete buttons also carry the title, for screen readers).
    const shown = page.locator('strong').getByText(title, { exact: true });
    await expect(shown).toBeVisible();
    expect(await publicSlogans()).toContainEqual(expect.objectContaining({ title, hashtag: '#E2EHyVọng' }));

    const row = page.getByRole('listitem').filter({ has: shown });
    await row.getByRole('button', { name: new RegExp(`^${c.template('admin.content.delete')}`) }).click();
    await page
      .getByRole('dialog', { name: c.template('admin.content.kinds.slogans.deleteTitle') })
      .getByRole('button', { name: admin.ui.confirm.delete })
      .click();
    await expect(shown).toHaveCount(0);
    expect((await publicSlogans()).some((slogan) => slogan.title === title)).toBe(false);
  });

  test('the reunion admin screens fit a 390 px phone in Arabic, tables scrolling inside their own box', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await prepare(page, { signedIn: true, language: 'ar' });
    for (const path of [
      '/admin/reunion/cases',
      '/admin/reunion/cases/create',
      '/admin/reunion/stories',
      '/admin/reunion/landing',
      '/admin/reunion/submissions',
      '/admin/reunion/shop',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      // The lists' rows arrive after the heading: measure once they are in.
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
  });
});
