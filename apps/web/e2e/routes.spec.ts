import { SITE_ROUTES } from '@site/contracts';
import { DEFAULT_TITLE, expect, namespaceTexts, PAGES, prepare, samplePath, test } from './fixtures';
import { REUNION_FRAME_PAGES } from '../src/app/pages/frames';

const pages = SITE_ROUTES.filter((route) => !route.redirectTo);

/** Pages of one record are titled by it: the demo seed's record that samplePath opens. */
const RECORD_PAGES: Record<string, { title: string; heading: string; summary: string }> = {
  reunionCase: {
    title: namespaceTexts('reunion').text('case.title', { name: 'Võ Thị Thu Trang' }),
    heading: 'Võ Thị Thu Trang',
    summary: 'Phường Hải Châu, Đà Nẵng',
  },
  storyDetail: {
    title: 'What to do in the first 24 hours',
    heading: 'What to do in the first 24 hours',
    summary: 'The first hours matter most.',
  },
};

/** The Note Dance admin's login is headed by what its form does (sign in, or create an account): signing in first. */
const HEADINGS: Record<string, string> = {
  noteDanceAdminLogin: namespaceTexts('noteDanceAdmin').text('login.loginTitle'),
};

test.describe('every route renders with its title and heading', () => {
  for (const route of pages) {
    test(route.path, async ({ page }) => {
      const isProtected = route.access === 'protected';
      // The Note Dance admin's guard asks the server: its pages need a real Note Dance admin's session.
      await prepare(page, { signedIn: isProtected, noteDance: isProtected && route.area === 'note-dance-admin' });
      const response = await page.goto(samplePath(route.path));
      expect(response?.status()).toBe(200);
      const texts = RECORD_PAGES[route.pageKey] ?? PAGES[route.pageKey];
      if (!texts) throw new Error(`no texts for ${route.pageKey}`);
      const title = route.pageKey === 'home' ? DEFAULT_TITLE : `${texts.title} | ${DEFAULT_TITLE}`;
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS[route.pageKey] ?? texts.heading);
      // Home and the reunion landing open with a hero of their own; the summary is their description.
      if (route.pageKey !== 'home' && route.pageKey !== 'reunion') {
        await expect(page.getByText(texts.summary).first()).toBeVisible();
      }
      const siteHeader = page.locator('[data-site-header]');
      // The reunion pages show their own header instead (app/layouts/reunion-frame.tsx).
      const reunionHeader = REUNION_FRAME_PAGES.includes(route.pageKey);
      if (reunionHeader) await expect(page.locator('[data-reunion-header]')).toBeVisible();
      if (route.area === 'site' && !reunionHeader) await expect(siteHeader).toBeVisible();
      else await expect(siteHeader).toHaveCount(0);
    });
  }

  test('an unknown address answers 404 with the not-found page', async ({ page }) => {
    await prepare(page);
    const response = await page.goto('/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(`${PAGES.notFound?.title} | ${DEFAULT_TITLE}`);
    await page.getByTestId('not-found-home').click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('guards', () => {
  test('protected pages send guests to the matching login page', async ({ page }) => {
    await prepare(page);
    await page.goto('/admin/projects');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/note-dance/admin/sheets');
    await expect(page).toHaveURL(/\/note-dance\/admin\/login$/);
  });

  test('/admin goes to the dashboard, and login pages send a signed-in visitor there', async ({ page }) => {
    await prepare(page, { signedIn: true });
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
});

test('pages carry description, Open Graph, canonical and hreflang metadata', async ({ page, baseURL }) => {
  await prepare(page, { language: 'vi' });
  await page.goto('/language-test');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  const head = page.locator('head');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/language-test?lang=vi`);
  await expect(head.locator('link[rel="alternate"][hreflang]')).toHaveCount(11);
  await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    'href',
    `${baseURL}/language-test`,
  );
  await expect(head.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute(
    'href',
    `${baseURL}/language-test?lang=ar`,
  );
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title());
  await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'vi_VN');
});
