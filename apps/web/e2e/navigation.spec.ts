import { expect, prepare, test, texts } from './fixtures';

const en = texts<{ nav: Record<string, string>; tour: Record<string, string>; scrollTop: string }>('en', 'common');

test.describe('language', () => {
  test('switching to Arabic mirrors the page and survives a reload', async ({ page }) => {
    await prepare(page);
    await page.goto('/language-test');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await page.locator('[data-tour-target="language-selector"]').click();
    await page.getByRole('button', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    const arabic = texts<Record<string, { heading: string }>>('ar', 'pages');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(arabic.languageTest?.heading ?? '');
    expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe('ar');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(arabic.languageTest?.heading ?? '');
    // Logical properties: the header's tools sit at the start (left) of the bar in RTL.
    const selector = await page.locator('[data-tour-target="language-selector"]').boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(selector && selector.x < width / 2).toBe(true);
  });

  test('the language tour appears once on a first visit', async ({ page }) => {
    await prepare(page, { tour: true });
    await page.goto('/');
    const tour = page.getByRole('dialog', { name: en.tour.title });
    await expect(tour).toBeVisible();
    await tour.getByRole('button', { name: 'Deutsch' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const german = texts<{ tour: Record<string, string> }>('de', 'common');
    await page.getByRole('dialog').getByRole('button', { name: german.tour.continue }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('languageTourSeen'))).toBe('true');
    await page.reload();
    await page.waitForTimeout(1700); // longer than the tour's 500 ms delay and its 10 retries
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("the tour's spotlight fits the selector and follows it when the page turns right-to-left", async ({ page }) => {
    await prepare(page, { tour: true });
    await page.goto('/');
    const tour = page.getByRole('dialog', { name: en.tour.title });
    await expect(tour).toBeVisible();
    const spotlight = page.locator('[data-tour-spotlight]');
    const selector = page.locator('[data-tour-target="language-selector"]');
    /** The spotlight is the selector's box with 6 px around it. */
    const expectFitted = async (label: string) =>
      expect(async () => {
        const s = (await spotlight.boundingBox())!;
        const t = (await selector.boundingBox())!;
        expect(Math.abs(s.x - (t.x - 6)), `${label} left`).toBeLessThanOrEqual(1);
        expect(Math.abs(s.width - (t.width + 12)), `${label} width`).toBeLessThanOrEqual(1);
        expect(Math.abs(s.y - (t.y - 6)), `${label} top`).toBeLessThanOrEqual(1);
        expect(Math.abs(s.height - (t.height + 12)), `${label} height`).toBeLessThanOrEqual(1);
      }).toPass({ timeout: 5000 });
    await expectFitted('English');
    await page.getByRole('dialog').getByRole('button', { name: 'Tiếng Việt' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expectFitted('Vietnamese');
    await page.getByRole('dialog').getByRole('button', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectFitted('Arabic');
    // The selector is on the left now, and so is the spotlight.
    expect((await spotlight.boundingBox())!.x).toBeLessThan((page.viewportSize()?.width ?? 0) / 2);
  });

  test("on a phone the tour, opening over the page, is not counted as the page's main content", async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => {
      const w = window as unknown as { largest: Element[] };
      w.largest = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
          if (entry.element) w.largest.push(entry.element);
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await prepare(page, { tour: true });
    // The gallery's lead is the smallest main text of the public pages.
    await page.goto('/media-gallery');
    await expect(page.getByRole('dialog', { name: en.tour.title })).toBeVisible();
    await page.waitForTimeout(300); // the frames after the tour's paint report their entries
    const largest = await page.evaluate(() =>
      (window as unknown as { largest: Element[] }).largest.map((el) => el.closest('dialog') !== null),
    );
    expect(largest.length).toBeGreaterThan(0);
    expect(largest).not.toContain(true);
  });

  test('the tour is modal: it covers the page, Tab stays inside it', async ({ page }) => {
    await prepare(page, { tour: true });
    await page.goto('/language-test');
    const tour = page.getByRole('dialog', { name: en.tour.title });
    await expect(tour).toBeVisible();
    await expect(tour).toHaveAttribute('aria-modal', 'true');
    // A click on the dimmed page lands on the tour, not on the link under it.
    await page.mouse.click(20, 400);
    await expect(page).toHaveURL(/\/language-test$/);
    const buttons = tour.getByRole('button');
    const count = await buttons.count();
    await buttons.last().focus();
    await page.keyboard.press('Tab');
    await expect(buttons.first()).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(buttons.nth(count - 1)).toBeFocused();
  });

  test('Escape skips the tour for good', async ({ page }) => {
    await prepare(page, { tour: true });
    await page.goto('/language-test');
    await expect(page.getByRole('dialog', { name: en.tour.title })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('languageTourSeen'))).toBe('true');
  });
});

test.describe('navigation', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('an anchor from another page goes home and leaves header height + 20 px', async ({ page }) => {
    await prepare(page);
    await page.goto('/language-test');
    const nav = page.getByRole('navigation', { name: en.nav.label });
    await nav.getByRole('button', { name: `${en.nav.home} submenu` }).click();
    await nav.getByRole('link', { name: en.nav.experience }).click();
    await expect(page).toHaveURL(/\/#experience$/);
    const section = page.locator('#experience');
    await expect(section).toBeVisible();
    await expect
      .poll(async () => {
        const headerHeight = await page
          .locator('[data-site-header]')
          .evaluate((el) => el.getBoundingClientRect().height);
        const top = await section.evaluate((el) => el.getBoundingClientRect().top);
        return Math.abs(top - (headerHeight + 20));
      })
      .toBeLessThan(3);
  });

  test('Home on the home page scrolls to the top', async ({ page }) => {
    await prepare(page);
    await page.goto('/');
    await expect(page.locator('#contact')).toBeAttached();
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.locator('[data-site-header]').getByRole('link', { name: en.nav.home, exact: true }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the header turns sticky past its height − 10 px, and scroll-to-top appears past 300 px', async ({ page }) => {
    await prepare(page);
    await page.goto('/');
    await expect(page.locator('#contact')).toBeAttached();
    const header = page.locator('[data-site-header]');
    await expect(header).toHaveAttribute('data-sticky', 'false');
    const toTop = page.getByRole('button', { name: en.scrollTop });
    await expect(toTop).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 71));
    await expect(header).toHaveAttribute('data-sticky', 'true');
    await expect(toTop).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 301));
    await expect(toTop).toBeVisible();
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(header).toHaveAttribute('data-sticky', 'false');
  });

  test('menus open with the keyboard and close with Escape', async ({ page }) => {
    await prepare(page);
    await page.goto('/');
    const tools = page.getByRole('button', { name: en.nav.tools });
    await tools.focus();
    await page.keyboard.press('Enter');
    await expect(tools).toHaveAttribute('aria-expanded', 'true');
    const nav = page.getByRole('navigation', { name: en.nav.label });
    await expect(nav.getByRole('link', { name: en.nav.raceCondition })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tools).toHaveAttribute('aria-expanded', 'false');
    await expect(tools).toBeFocused();
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sidebar opens and closes by keyboard, keeping focus inside', async ({ page }) => {
    await prepare(page);
    await page.goto('/language-test');
    const toggle = page.getByRole('button', { name: en.nav.openMenu });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const sidebar = page.getByRole('dialog', { name: en.nav.menuTitle });
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('link', { name: en.nav.sudoku })).toBeVisible();
    await expect(sidebar.locator('address')).toContainText('@');
    for (let i = 0; i < 30; i++) await page.keyboard.press('Tab');
    expect(await sidebar.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(sidebar).toBeVisible();
    await sidebar.getByRole('button', { name: en.nav.closeMenu }).press('Enter');
    await expect(sidebar).toBeHidden();
  });

  test('a sidebar link navigates and closes the sidebar', async ({ page }) => {
    await prepare(page);
    await page.goto('/');
    await page.getByRole('button', { name: en.nav.openMenu }).click();
    const sidebar = page.getByRole('dialog', { name: en.nav.menuTitle });
    await sidebar.getByRole('link', { name: en.nav.gameTheory }).click();
    await expect(page).toHaveURL(/\/game-theory-nations$/);
    await expect(sidebar).toBeHidden();
  });
});
