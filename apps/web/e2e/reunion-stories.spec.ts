import AxeBuilder from '@axe-core/playwright';
import { expect, namespaceTexts, PAGES, prepare, SAMPLE_STORY, test } from './fixtures';

const { text } = namespaceTexts('reunionStories');

test.describe('reunion stories', () => {
  test('the story lists page through every kind, each with its own tab', async ({ page }) => {
    await prepare(page);
    const response = await page.goto('/stories');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES.stories!.heading);
    // 19 samples, nine a page: three pages.
    await expect(page.getByRole('article')).toHaveCount(9);
    await expect(page.getByText(text('list.pageOf', { page: '1', total: '3' }))).toBeVisible();
    await page.getByRole('button', { name: text('list.next') }).click();
    await expect(page.getByText(text('list.pageOf', { page: '2', total: '3' }))).toBeVisible();

    await page.getByRole('link', { name: text('list.tab.storiesGuides') }).click();
    await expect(page).toHaveURL(/\/stories\/guides$/);
    await expect(page.getByRole('article')).toHaveCount(3);
    await page.getByRole('link', { name: 'What to do in the first 24 hours' }).click();
    await expect(page).toHaveURL(new RegExp(`/stories/${SAMPLE_STORY}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What to do in the first 24 hours');
    await expect(page.getByRole('heading', { name: 'In the first hour' })).toBeVisible();
  });

  test('a success story shows its facts and the family’s words, and says it is a sample', async ({ page }) => {
    await prepare(page);
    await page.goto('/stories/reunions');
    await expect(page.getByRole('article')).toHaveCount(5);
    await page.getByRole('link', { name: 'Grandmother Lan is home after nine days' }).click();
    await expect(page.getByText(text('facts.missingDays'))).toBeVisible();
    await expect(page.getByText('Bắc Ninh').first()).toBeVisible();
    await expect(page.locator('blockquote')).toContainText('A stranger who had read a shared post');
    await expect(page.getByText(text('sample')).first()).toBeVisible();
  });

  test('an unknown story is a real 404 that leads back to the stories', async ({ page }) => {
    await prepare(page);
    const response = await page.goto('/stories/no-such-story');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('story.notFound'));
    await page.getByRole('link', { name: text('story.allStories') }).click();
    await expect(page).toHaveURL(/\/stories$/);
  });

  test('in Vietnamese, the guides are in Vietnamese with their diacritics', async ({ page }) => {
    await prepare(page, { language: 'vi' });
    await page.goto('/stories/guides');
    await expect(page.getByRole('link', { name: 'Cần làm gì trong 24 giờ đầu tiên' })).toBeVisible();
  });

  test('in Arabic, a guide reads in Arabic, right to left', async ({ page }) => {
    await prepare(page, { language: 'ar' });
    await page.goto('/stories/guides');
    await page.getByRole('link', { name: 'ماذا تفعل في الساعات الأربع والعشرين الأولى' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ماذا تفعل في الساعات الأربع والعشرين الأولى');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText('113').first()).toBeVisible();
  });
});

test.describe('reunion landing: success stories and news', () => {
  test('the success stories slide, and "share" copies the story text', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await prepare(page);
    await page.goto('/reunion');
    await page.locator('#success-stories').scrollIntoViewIfNeeded();
    const slider = page.locator('#success-stories [aria-roledescription="carousel"]');
    await expect(slider.locator('[aria-roledescription="slide"]')).toHaveCount(5);
    await slider
      .getByRole('button', { name: new RegExp(`^${text('slider.share')}`) })
      .first()
      .click();
    await expect(page.getByText(text('slider.copied'))).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('/stories/sample-');
  });

  test('the news tabs show their live counts; an article opens in a dialog and can be saved', async ({ page }) => {
    await prepare(page);
    await page.goto('/reunion');
    await page.locator('#news').scrollIntoViewIfNeeded();
    const tabs = page.getByRole('group', { name: text('news.tabs') });
    for (const [category, count] of [
      ['platform', 3],
      ['emergency', 2],
      ['community', 4],
      ['reports', 2],
    ] as const) {
      await expect(tabs.locator(`[data-view="${category}"]`)).toContainText(String(count));
    }
    await tabs.locator('[data-view="emergency"]').click();
    await expect(page.locator('#news').getByRole('listitem')).toHaveCount(2);
    await expect(page.locator('#news').getByText(text('priorities.critical'))).toBeVisible();

    await page.getByRole('button', { name: /^Sample alert: boy, 7/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Fictional sample alert');
    await dialog.getByRole('button', { name: text('news.save') }).click();
    await expect(page.getByText(text('news.saved'))).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Saved in this browser: listed under its own tab, and still there after a reload.
    await page.reload();
    await page.locator('#news').scrollIntoViewIfNeeded();
    await page
      .getByRole('group', { name: text('news.tabs') })
      .locator('[data-view="saved"]')
      .click();
    await expect(page.getByRole('button', { name: /^Sample alert: boy, 7/ })).toBeVisible();
  });

  for (const [language, width] of [
    ['vi', 1366],
    ['ar', 390],
  ] as const) {
    test(`in ${language} at ${width} px the story sections fit and pass the accessibility checks`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await prepare(page, { language });
      await page.goto('/reunion');
      const t = namespaceTexts('reunionStories', [language, 'en']).text;
      await page.locator('#success-stories').scrollIntoViewIfNeeded();
      await expect(page.getByRole('heading', { name: t('slider.title') })).toBeVisible();
      await page.locator('#news').scrollIntoViewIfNeeded();
      await expect(page.getByRole('heading', { name: t('news.title'), exact: true })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const results = await new AxeBuilder({ page }).include('#success-stories').include('#news').analyze();
      expect(results.violations.map((v) => v.id)).toEqual([]);
    });
  }
});

test.describe('search', () => {
  test('"da nang" finds "Đà Nẵng": the cases there first among the places, and the stories', async ({ page }) => {
    await prepare(page);
    const response = await page.goto('/search?q=da%20nang');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES.search!.heading);
    const results = page.locator('ol li');
    await expect(results.first()).toBeVisible();
    await expect(page.locator('ol')).toContainText('Đà Nẵng');
    await expect(page.getByRole('link', { name: 'Sample event: volunteer meetup in Đà Nẵng' })).toBeVisible();
  });

  test('an empty query is ignored; a new one goes to its own address', async ({ page }) => {
    await prepare(page);
    await page.goto('/search');
    const box = page.getByRole('searchbox');
    await box.fill('   ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search$/);
    await box.fill('first 24 hours');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=first\+24\+hours$/);
    await expect(page.getByRole('link', { name: 'What to do in the first 24 hours' })).toBeVisible();
  });
});
