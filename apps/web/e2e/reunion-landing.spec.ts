import type { Locator, Page } from '@playwright/test';
import { expect, namespaceTexts, prepare, test } from './fixtures';

const en = namespaceTexts('reunionLanding');

/** Where the strip's track is: its transform's x offset (0 when it has not moved). */
async function stripOffset(page: Page): Promise<number> {
  return page
    .getByTestId('sponsor-strip-track')
    .evaluate((track) => new DOMMatrixReadOnly(getComputedStyle(track).transform).m41);
}

/**
 * The sponsors and the voices are in the server's HTML at once, and their buttons work once the section has
 * hydrated (its code loads when it comes near): click until the dialog opens, as a visitor would.
 */
async function openOnceHydrated(button: Locator, dialog: Locator) {
  await expect(async () => {
    await button.click({ timeout: 1000 });
    await expect(dialog).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

test.describe('reunion landing content', () => {
  test('the hero is served rendered with the national counters, which count up to their values', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/reunion')).text();
    for (const value of ['5000+', '24h', '70%']) expect(html).toContain(value);
    expect(html).toContain(en.text('hero.tagline'));

    await prepare(page);
    await page.goto('/reunion');
    const counter = page.locator('[data-stat="missing_people"] dd [aria-hidden]');
    await expect(counter).toHaveText('5000+', { timeout: 5000 });
    await expect(page.locator('[data-stat="golden_time"] dd [aria-hidden]')).toHaveText('24h');
    await expect(page.locator('[data-stat="unsolved"] dd [aria-hidden]')).toHaveText('70%');
    await expect(page.getByText(/illustrative/i).first()).toBeVisible();
  });

  test('under reduced motion the counters show their values at once and the strip stays still', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await prepare(page);
    await page.goto('/reunion');
    await expect(page.locator('[data-stat="missing_people"] dd [aria-hidden]')).toHaveText('5000+');
    await page.locator('#sponsors').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('sponsor-strip-track')).toBeVisible();
    await page.waitForTimeout(3000);
    expect(await stripOffset(page)).toBe(0);
  });

  test('the sponsors: three categories of three, and the strip moves after 2 s and pauses on hover', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await prepare(page);
    await page.goto('/reunion');
    // The news above loads its articles when it comes near: let it settle so that the strip stays under the pointer.
    await page.locator('#news').scrollIntoViewIfNeeded();
    await expect(page.locator('#news article, #news li').first()).toBeVisible();
    const section = page.locator('#sponsors');
    await section.scrollIntoViewIfNeeded();
    for (const category of ['government', 'technology', 'community']) {
      await expect(
        section.getByRole('heading', { name: en.text(`sponsors.categories.${category}`), exact: true }),
      ).toBeVisible();
    }
    await expect(page.getByTestId('sponsor-strip-track').locator('li')).toHaveCount(18);
    await expect.poll(() => stripOffset(page), { timeout: 6000 }).toBeLessThan(0);
    // The strip's frame stands still while its track moves: hovering the frame scrolls it into view first.
    await page.getByRole('region', { name: en.text('sponsors.stripLabel') }).hover();
    const paused = await stripOffset(page);
    await page.waitForTimeout(500);
    expect(Math.abs((await stripOffset(page)) - paused)).toBeLessThan(1);
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('community voices rotate every 6 s, and pause stops them', async ({ page }) => {
    await prepare(page);
    await page.goto('/reunion');
    const voices = page.locator('#voices');
    await voices.scrollIntoViewIfNeeded();
    const quote = voices.getByTestId('testimonial').locator('blockquote');
    const first = await quote.textContent();
    await expect(quote).not.toHaveText(first ?? '', { timeout: 8000 });
    await voices.getByTestId('voices-toggle').click();
    const held = await quote.textContent();
    await page.waitForTimeout(7000);
    await expect(quote).toHaveText(held ?? '');
  });

  test('a partnership enquiry and a story are sent from their dialogs', async ({ page }) => {
    await prepare(page);
    await page.goto('/reunion');
    await page.locator('#sponsors').scrollIntoViewIfNeeded();
    const enquiry = page.getByRole('dialog');
    await openOnceHydrated(page.getByRole('button', { name: en.text('sponsors.partnerWithUs') }), enquiry);
    await enquiry.getByLabel(en.text('enquiry.organisation')).fill('Browser Test Foundation');
    await enquiry.getByLabel(en.text('enquiry.name')).fill('Test Person');
    await enquiry.getByLabel(en.text('enquiry.email')).fill('browser.test@example.com');
    await enquiry.getByLabel(en.text('enquiry.message')).fill('We would like to print posters for the volunteers.');
    await enquiry.getByRole('button', { name: en.text('enquiry.submit') }).click();
    await expect(enquiry.getByText(en.text('enquiry.success'))).toBeVisible();
    await enquiry.getByRole('button', { name: en.text('enquiry.close') }).click();

    await page.locator('#voices').scrollIntoViewIfNeeded();
    const story = page.getByRole('dialog');
    await openOnceHydrated(page.getByRole('button', { name: en.text('voices.shareStory') }), story);
    await story.getByLabel(en.text('story.name')).fill('Test Storyteller');
    // "Your story" also names the form: the text box is the one to fill.
    await story
      .getByRole('textbox', { name: en.text('story.story') })
      .fill('A neighbour recognised my uncle from his case page.');
    await story.getByRole('button', { name: en.text('story.submit') }).click();
    await expect(story.getByText(en.text('errors.consentRequired'))).toBeVisible();
    await story.getByLabel(en.text('story.consent')).check();
    await story.getByRole('button', { name: en.text('story.submit') }).click();
    await expect(story.getByText(en.text('story.success'))).toBeVisible();
    // What was sent never shows on the page.
    await page.reload();
    await expect(page.getByText('Test Storyteller')).toHaveCount(0);
  });

  for (const language of ['vi', 'ar'] as const) {
    test(`in ${language} at 390 px: translated, mirrored for Arabic, no horizontal overflow`, async ({ page }) => {
      const { text } = namespaceTexts('reunionLanding', [language, 'en']);
      await page.setViewportSize({ width: 390, height: 800 });
      await prepare(page, { language });
      await page.goto('/reunion');
      await expect(page.getByText(text('hero.tagline'))).toBeVisible();
      await page.locator('#voices').scrollIntoViewIfNeeded();
      await expect(page.getByRole('heading', { name: text('voices.title') })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }
});
