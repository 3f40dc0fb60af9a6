import { SITE_ROUTES, type SiteProfile } from '@site/contracts';
import type { APIRequestContext } from '@playwright/test';
import { DEFAULT_TITLE, expect, PAGES, prepare, samplePath, test, texts } from './fixtures';

// Every public page is rendered on the server (docs/decisions/0009): its HTML is the page, with its
// own title, description, canonical address and language alternates, and the app hydrates it with
// the data it came with.

const RENDERED = SITE_ROUTES.filter((route) => route.rendering === 'server' && !route.redirectTo);
const AR_PAGES = texts<Record<string, { title: string }>>('ar', 'pages');
const AR_DEFAULT_TITLE = texts<{ site: { defaultTitle: string } }>('ar', 'common').site.defaultTitle;
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

for (const route of RENDERED) {
  test(`${route.path} is served rendered, with its own head, in en and ar`, async ({ request, baseURL }) => {
    const path = samplePath(route.path);
    for (const language of ['en', 'ar'] as const) {
      const response = await request.get(`${path}?lang=${language}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const head = html.slice(0, html.indexOf('</head>'));
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(html).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`);
      expect(root).toMatch(/<h1[ >]/);
      expect(html).toContain('<script id="render-payload" type="application/json">');
      const [pages, site] = language === 'ar' ? [AR_PAGES, AR_DEFAULT_TITLE] : [PAGES, DEFAULT_TITLE];
      const title = route.pageKey === 'home' ? site : `${pages[route.pageKey]?.title} | ${site}`;
      expect(head.match(/<title>(.*?)<\/title>/g)).toEqual([`<title>${escapeHtml(title)}</title>`]);
      expect(head).toMatch(/<meta name="description" content="[^"]+"/);
      const canonical = `${baseURL}${path}${language === 'en' ? '' : `?lang=${language}`}`;
      expect(head).toContain(`<link rel="canonical" href="${canonical}" data-managed>`);
      expect(head.match(/<link rel="alternate" href="[^"]+" hreflang="[^"]+"/g)).toHaveLength(11);
    }
  });
}

async function profileOf(request: APIRequestContext, lang: string): Promise<SiteProfile> {
  return ((await (await request.get(`/api/site?lang=${lang}`)).json()) as { data: SiteProfile }).data;
}

for (const language of ['en', 'ar']) {
  test(`the home page's HTML is the page in ${language}, before any script`, async ({ request }) => {
    const profile = await profileOf(request, language);
    const html = await (await request.get(`/?lang=${language}`)).text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(html).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`);
    expect(root).toContain(`<h1 id="page-heading"`);
    expect(root).toContain(profile.title.replace(/&/g, '&amp;'));
    expect(html).toContain('<script id="render-payload" type="application/json">');
  });
}

test('without JavaScript the home page still shows its hero, styled', async ({ browser, request }) => {
  const profile = await profileOf(request, 'en');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(profile.title);
  // The site's and the page's styles applied: the hero is the dark band, not an unstyled page.
  const background = await page
    .locator('#page-heading')
    .evaluate((el) => getComputedStyle(el.closest('section') as Element).backgroundImage);
  expect(background).toContain('gradient');
  await context.close();
});

for (const language of ['en', 'ar']) {
  test(`every public page hydrates in ${language} without errors or a mismatch`, async ({ page }) => {
    test.setTimeout(120_000);
    await prepare(page, { language });
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    for (const route of RENDERED) {
      const path = samplePath(route.path);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForFunction(() => document.documentElement.dataset.pageReady === 'true');
      expect(errors.map((error) => `${path}: ${error}`)).toEqual([]);
    }
  });

  // A phone on a bad connection hydrates long after the server rendered the page, in its own time zone:
  // whatever only the browser knows (its zone, the refetch of an answer gone stale) waits for hydration.
  test(`every public page hydrates in ${language} in another time zone, ten minutes after it was rendered`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ timezoneId: 'Asia/Ho_Chi_Minh' });
    const page = await context.newPage();
    await prepare(page, { language });
    await page.clock.setFixedTime(Date.now() + 10 * 60_000);
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    for (const route of RENDERED) {
      const path = samplePath(route.path);
      await page.goto(path);
      await page.waitForFunction(() => document.documentElement.dataset.pageReady === 'true');
      expect(errors.map((error) => `${path}: ${error}`)).toEqual([]);
    }
    // After hydration the times are the visitor's own: the server's UTC label is gone.
    await page.goto('/site-infrastructure');
    const updated = page
      .locator('time')
      .filter({ hasText: /\d:\d\d:\d\d/ })
      .first();
    await expect(updated).toBeVisible();
    await expect(updated).not.toContainText('UTC');
    await context.close();
  });

  test(`hydration in ${language}: no errors, no second request for the data, and the page responds`, async ({
    page,
  }) => {
    await prepare(page, { language });
    const errors: string[] = [];
    const dataRequests: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname === '/api/site' || url.pathname === '/api/portfolio/home') dataRequests.push(url.pathname);
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('#page-heading')).toBeVisible();
    const menu = page.locator('header nav button[aria-expanded]').nth(1);
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(dataRequests).toEqual([]);
    expect(errors).toEqual([]);
  });
}
