import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, namespaceTexts, prepare, SAMPLE_CASE, test } from './fixtures';

const { text } = namespaceTexts('reunion');
const vi = namespaceTexts('reunion', ['vi', 'en']);

/** Every marker the map draws stands for one case or, clustered, for several: counted, they are all the cases. */
async function casesOnMap(page: Page): Promise<number> {
  const map = page.locator('[data-case-map]');
  await expect(map.locator('.leaflet-marker-icon[tabindex]').first()).toBeVisible({ timeout: 20_000 });
  return map
    .locator('.leaflet-marker-icon[tabindex]')
    .evaluateAll((icons) =>
      icons.reduce((sum, icon) => sum + (Number(icon.querySelector('span[aria-hidden]')?.textContent) || 1), 0),
    );
}

/** The reporters of the demo seed's cases: none of them may appear on a public page. */
const REPORTER_DETAILS = ['Võ Đình Khôi', '0900 000 006', 'reporter.khoi@example.com', 'Nguyễn Thị Thanh Hương'];

test.describe('reunion landing', () => {
  test('shows the live figures and the 12 sample cases on a map drawn offline', async ({ page }) => {
    const tiles: string[] = [];
    page.on(
      'request',
      (request) =>
        request.resourceType() === 'image' && /\/\d+\/\d+\/\d+/.test(request.url()) && tiles.push(request.url()),
    );
    await prepare(page);
    await page.goto('/reunion');
    const figures = page.locator('#figures');
    await expect(figures.locator('[data-figure="total"] dd')).toHaveText('12');
    await expect(figures).toContainText(text('figures.samples_other', { formatted: '12' }));

    await page.locator('#map').scrollIntoViewIfNeeded();
    expect(await casesOnMap(page)).toBe(12);
    // The base map is the platform's own: Vietnam with Hoàng Sa and Trường Sa labelled as Vietnam's.
    await expect(
      page.locator('[data-case-map] path.leaflet-interactive, [data-case-map] svg path').first(),
    ).toBeAttached();
    await expect(page.locator('[data-case-map]')).toContainText(text('map.paracel'));
    await expect(page.locator('[data-case-map]')).toContainText(text('map.spratly'));
    await expect(page.getByText(text('map.statement'))).toBeVisible();
    await expect(page.getByText(text('map.tilesOff'))).toBeVisible();
    expect(tiles).toEqual([]);
  });

  test('with a reachable tile server, its tiles are drawn over the base map, with its attribution', async ({
    page,
  }) => {
    // The server offers tiles only when it reaches them; here its answer and the tile server are stand-ins.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
      'base64',
    );
    const tiles: string[] = [];
    await page.route('**/api/reunion/map', (route) =>
      route.fulfill({
        json: {
          data: {
            tiles: {
              url: '/test-tiles/{z}/{x}/{y}.png',
              attribution: '© Test <b>tiles</b>',
              max_zoom: 18,
              tile_size: 256,
            },
          },
        },
      }),
    );
    await page.route('**/test-tiles/**', (route) => {
      tiles.push(new URL(route.request().url()).pathname);
      return route.fulfill({ contentType: 'image/png', body: png });
    });
    await prepare(page);
    await page.goto('/reunion');
    await page.locator('#map').scrollIntoViewIfNeeded();
    await casesOnMap(page);
    await expect(page.locator('[data-case-map] .leaflet-tile-loaded').first()).toBeAttached();
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.every((path) => /^\/test-tiles\/[56]\/\d+\/\d+\.png$/.test(path))).toBe(true);
    // The attribution is text: markup in it is shown, never run.
    await expect(page.locator('.leaflet-control-attribution')).toContainText('© Test <b>tiles</b>');
    await expect(page.getByText(text('map.tilesOn'))).toBeVisible();
  });

  test('the missing-persons slider: two cards from 768 px, arrows and dots', async ({ page }) => {
    await prepare(page);
    await page.goto('/reunion');
    // The cards load when their section comes near the screen.
    await page.locator('#missing').scrollIntoViewIfNeeded();
    const slider = page
      .getByRole('region', { name: text('slider.title') })
      .locator('[aria-roledescription="carousel"]');
    await slider.scrollIntoViewIfNeeded();
    // The 12 sample cases less the 3 found.
    await expect(slider.locator('[aria-roledescription="slide"]')).toHaveCount(9);
    const dots = slider.getByRole('group', { name: text('slider.choose') }).getByRole('button');
    await expect(dots).toHaveCount(8);
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    await expect(slider.getByRole('button', { name: text('slider.previous') })).toBeDisabled();
    await slider.getByRole('button', { name: text('slider.next') }).click();
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await dots.last().click();
    await expect(slider.getByRole('button', { name: text('slider.next') })).toBeDisabled();
    const card = slider.getByRole('article').first();
    await expect(card.getByRole('link', { name: new RegExp(text('map.viewDetails')) })).toHaveAttribute(
      'href',
      /^\/reunion\/cases\/VN-\d{4}-\d{5}$/,
    );
  });

  for (const language of ['en', 'ar'] as const) {
    test(`on a phone in ${language}, a swipe over 50 px moves one card, the way the text reads`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      await prepare(page, { language });
      await page.goto('/reunion');
      const t = namespaceTexts('reunion', [language, 'en']).text;
      await page.locator('#missing').scrollIntoViewIfNeeded();
      const slider = page.getByRole('region', { name: t('slider.title') }).locator('[aria-roledescription="carousel"]');
      await slider.scrollIntoViewIfNeeded();
      const dots = slider.getByRole('group', { name: t('slider.choose') }).getByRole('button');
      await expect(dots).toHaveCount(9);
      const box = await slider.locator('[aria-roledescription="slide"]').first().boundingBox();
      if (!box) throw new Error('no slide');
      const y = box.y + 40;
      const forward = language === 'ar' ? 1 : -1; // towards the next card: left in English, right in Arabic
      const swipe = async (distance: number) => {
        const x = box.x + box.width / 2;
        await page.mouse.move(x, y);
        await page.mouse.down();
        for (let step = 1; step <= 6; step++) await page.mouse.move(x + (forward * distance * step) / 6, y);
        await page.mouse.up();
      };
      await swipe(30);
      await page.waitForTimeout(400);
      await expect(dots.first()).toHaveAttribute('aria-current', 'true');
      await swipe(90);
      await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    });
  }

  test('a marker opens its case by pointer and by keyboard, and leads to its page', async ({ page }) => {
    await prepare(page);
    await page.goto('/reunion');
    await page.locator('#map').scrollIntoViewIfNeeded();
    await casesOnMap(page);
    // Nghệ An's case, alone on the map at the first zoom.
    const marker = page.locator('[data-case-map] .leaflet-marker-icon', { hasText: 'Lê Thị Hoa' });
    await marker.hover();
    const popup = page.locator('.leaflet-popup');
    await expect(popup).toContainText('Lê Thị Hoa');
    await expect(popup).toContainText('Nghệ An');

    // Keyboard: the focused marker shows its popup; Enter takes the focus to its link; Escape gives it back.
    await page.mouse.move(0, 0);
    await expect(popup).toHaveCount(0);
    await marker.focus();
    await expect(popup).toContainText('Lê Thị Hoa');
    await page.keyboard.press('Enter');
    const details = popup.getByRole('link', { name: text('map.viewDetails') });
    await expect(details).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(marker).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(details).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/reunion\/cases\/VN-2025-00041$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lê Thị Hoa');
  });

  test("a case's page: its profile, drawn picture, sample label and status history", async ({ page }) => {
    await prepare(page);
    await page.goto(`/reunion/cases/${SAMPLE_CASE}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Võ Thị Thu Trang');
    await expect(page.getByText(text('sample'))).toBeVisible();
    await expect(page.getByRole('img', { name: text('case.drawnPhoto', { name: 'Võ Thị Thu Trang' }) })).toBeVisible();
    const history = page.getByRole('region', { name: text('case.history') });
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history).toContainText(text('status.investigating'));
    await expect(page.locator('main')).toContainText(SAMPLE_CASE);
    await expect(page.locator('main')).toContainText('Phường Hải Châu, Đà Nẵng');
  });

  test('the case page is served rendered, and an unknown case number is a real 404', async ({ request }) => {
    const found = await request.get(`/reunion/cases/${SAMPLE_CASE}`);
    expect(found.status()).toBe(200);
    const html = await found.text();
    expect(html).toContain('Võ Thị Thu Trang</h1>');
    for (const detail of REPORTER_DETAILS) expect(html, detail).not.toContain(detail);
    const landing = await (await request.get('/reunion')).text();
    for (const detail of REPORTER_DETAILS) expect(landing, detail).not.toContain(detail);

    const unknown = await request.get('/reunion/cases/VN-2020-99999');
    expect(unknown.status()).toBe(404);
    expect((await request.get('/reunion/cases/not%20a%20case')).status()).toBe(404);
  });

  test('an unknown case says so and leads back to the map', async ({ page }) => {
    await prepare(page);
    await page.goto('/reunion/cases/VN-2020-99999');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('case.notFound'));
    await page.getByRole('link', { name: text('case.back') }).click();
    await expect(page).toHaveURL(/\/reunion#map$/);
  });

  for (const [language, width] of [
    ['vi', 1366],
    ['ar', 390],
  ] as const) {
    test(`in ${language} at ${width} px: translated, the map unmirrored, no accessibility violations`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await prepare(page, { language });
      await page.goto('/reunion');
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      const t = language === 'vi' ? vi.text : namespaceTexts('reunion', ['ar', 'en']).text;
      await expect(page.getByRole('heading', { name: t('map.title') })).toBeAttached();
      await page.locator('#map').scrollIntoViewIfNeeded();
      // A desktop starts on the whole country; a phone on the north (Hà Nội), without the south's cases.
      const shown = await casesOnMap(page);
      if (width > 768) expect(shown).toBe(12);
      else expect([shown >= 3, shown < 12]).toEqual([true, true]);
      await expect(page.locator('[data-case-map]')).toHaveAttribute('dir', 'ltr');
      const results = await new AxeBuilder({ page }).include('main').analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    });
  }
});
