import type { Page } from '@playwright/test';
import { expect, namespaceTexts, PAGES, prepare, test } from './fixtures';

const { text } = namespaceTexts('notation');
const arabic = namespaceTexts('notation', ['ar']);

const NOTATION_PAGES = [
  { path: '/vexflow-test', key: 'vexflowTest', font: 'Bravura' },
  { path: '/vexflow-simple', key: 'vexflowSimple', font: 'Bravura' },
  { path: '/handwritten-demo', key: 'handwrittenDemo', font: 'Petaluma' },
] as const;

/** Every request the page makes to another origin (data: and blob: URLs stay in the page). */
function outsideRequests(page: Page, origin: string): string[] {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) outside.push(url);
  });
  return outside;
}

/** The first drawn score of the page, once VexFlow has drawn it. */
async function drawnScore(page: Page) {
  const svg = page.locator('svg[role="img"]').first();
  await expect(svg).toBeVisible({ timeout: 15_000 });
  return svg;
}

const fontLoaded = (page: Page, family: string) =>
  page.evaluate(
    (name) => [...document.fonts].some((font) => font.family.replace(/"/g, '') === name && font.status === 'loaded'),
    family,
  );

test.describe('notation pages', () => {
  for (const { path, key, font } of NOTATION_PAGES) {
    for (const language of ['en', 'ar']) {
      test(`${path} draws noteheads with its own font, nothing fetched elsewhere (${language})`, async ({
        page,
        baseURL,
      }) => {
        const outside = outsideRequests(page, new URL(baseURL ?? '').origin);
        await prepare(page, { language });
        await page.goto(path);
        if (language === 'en') await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES[key]!.heading);
        else await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        const svg = await drawnScore(page);
        expect(await svg.locator('.vf-notehead').count()).toBeGreaterThan(0);
        await expect(svg).toHaveAttribute('aria-label', /.+/);
        // The music stays left to right in a right-to-left page.
        await expect(page.locator('[dir="ltr"]:has(svg[role="img"])').first()).toBeVisible();
        expect(await fontLoaded(page, font)).toBe(true);
        expect(outside).toEqual([]);
      });
    }
  }

  test('/vexflow-test lists what the sheet shows and draws pasted ABC, or says why it cannot', async ({ page }) => {
    await prepare(page);
    await page.goto('/vexflow-test');
    await drawnScore(page);
    const triplets = page.getByRole('listitem').filter({ hasText: text('pages.test.item.triplets') });
    await expect(triplets).toContainText(text('pages.test.inBars', { bars: '4' }));
    const ties = page.getByRole('listitem').filter({ hasText: text('pages.test.item.ties') });
    await expect(ties).toContainText(text('pages.test.inBars', { bars: '6' }));

    const box = page.getByLabel(text('pages.test.abcLabel'));
    await box.fill('T:No key line\nCDEF|');
    await page.getByRole('button', { name: text('pages.test.draw') }).click();
    await expect(page.getByRole('alert')).toContainText(text('pages.errors.malformed'));

    await box.fill('X:1\nT:Scale\nM:4/4\nL:1/4\nK:D\nDEFG|ABcd|]');
    await page.getByRole('button', { name: text('pages.test.draw') }).click();
    const playground = page.locator('#abc');
    await expect(playground.locator('svg[role="img"]')).toBeVisible();
    await expect(playground.locator('svg[role="img"]')).toHaveAttribute('aria-label', /^Scale: /);
    expect(await playground.locator('svg .vf-notehead').count()).toBe(8);
  });

  test('/vexflow-simple writes its one measure in words too', async ({ page }) => {
    await prepare(page);
    await page.goto('/vexflow-simple');
    const svg = await drawnScore(page);
    expect(await svg.locator('.vf-notehead').count()).toBe(4);
    await expect(
      page.getByText(/^Bar 1: C4 quarter note, E4 quarter note, G4 quarter note, C5 quarter note$/),
    ).toBeVisible();
  });

  test('/handwritten-demo switches fonts and shows both side by side', async ({ page }) => {
    await prepare(page, { language: 'ar' });
    await page.goto('/handwritten-demo');
    await drawnScore(page);
    await page.getByLabel(arabic.text('pages.handwritten.choice.both')).check();
    await expect(page.locator('svg[role="img"]')).toHaveCount(2);
    await expect(page.locator('[data-font="Bravura"] svg')).toBeVisible();
    expect(await fontLoaded(page, 'Bravura')).toBe(true);
  });

  test('the score fits a 390 px phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await prepare(page);
    await page.goto('/vexflow-test');
    const svg = await drawnScore(page);
    const box = await svg.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(390);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
