import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { expect, namespaceTexts, prepare, SAMPLE_CASE, test } from './fixtures';

const { text } = namespaceTexts('reunionShare');

/** Reads the QR code drawn by `code` the way a phone camera would: from its pixels on screen. */
async function decodeQr(code: Locator): Promise<string | null> {
  const png = await code.screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

/** The popups window.open was asked for, recorded instead of opened (no request leaves the test). */
async function recordPopups(page: Page) {
  await page.addInitScript(() => {
    const calls: [string, string, string][] = [];
    (window as unknown as { popups: typeof calls }).popups = calls;
    window.open = (url?: string | URL, target?: string, features?: string) => {
      calls.push([String(url), String(target), String(features)]);
      return null;
    };
  });
}

test.describe('reunion share dialog', () => {
  test('shares a case from its page: link, copies, six services in 600×400 popups, mail and sms', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await recordPopups(page);
    await prepare(page);
    await page.goto(`/reunion/cases/${SAMPLE_CASE}`);
    await page.locator(`[data-share="${SAMPLE_CASE}"]`).click();
    const dialog = page.locator('dialog[data-share-dialog]');
    await expect(dialog).toBeVisible();
    const link = `${baseURL}/reunion/cases/${SAMPLE_CASE}`;
    await expect(dialog.getByLabel(text('share.link'))).toHaveValue(link);

    await dialog.getByRole('button', { name: text('share.copyLink') }).click();
    await expect(dialog.locator('[data-copy-status="link"]')).toHaveText(text('share.copied'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expect(dialog.locator('[data-copy-status="link"]')).toHaveText('', { timeout: 4000 });

    for (const service of ['facebook', 'x', 'linkedin', 'telegram', 'whatsapp', 'zalo']) {
      await dialog.locator(`button[data-service="${service}"]`).click();
    }
    const popups = await page.evaluate(() => (window as unknown as { popups: [string, string, string][] }).popups);
    expect(popups).toHaveLength(6);
    for (const [url, , features] of popups) {
      expect(decodeURIComponent(url)).toContain(link);
      expect(features).toContain('width=600,height=400');
    }
    // Opening Facebook: its note about prefilled text comes 8 s later.
    await expect(dialog.locator('[data-facebook-note]')).toHaveText(text('share.facebookNote'), { timeout: 10_000 });
    expect(await dialog.locator('a[data-service="email"]').getAttribute('href')).toMatch(/^mailto:\?subject=/);
    expect(await dialog.locator('a[data-service="sms"]').getAttribute('href')).toMatch(/^sms:\?&body=/);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator(`[data-share="${SAMPLE_CASE}"]`)).toBeFocused();
  });

  test('the landing header shares the platform’s own link', async ({ page, baseURL }) => {
    await prepare(page);
    await page.goto('/reunion');
    await page.locator('[data-header-share]').click();
    await expect(page.locator('dialog[data-share-dialog]').getByLabel(text('share.link'))).toHaveValue(
      `${baseURL}/reunion`,
    );
    const results = await new AxeBuilder({ page }).include('dialog[data-share-dialog]').analyze();
    expect(results.violations).toEqual([]);
  });

  test('a missing-person card shares its case', async ({ page, baseURL }) => {
    await prepare(page);
    await page.goto('/reunion');
    await page.locator('#missing').scrollIntoViewIfNeeded();
    const share = page.locator('#missing [data-share]').first();
    await expect(share).toBeVisible({ timeout: 20_000 });
    const caseNumber = await share.getAttribute('data-share');
    await share.click();
    await expect(page.locator('dialog[data-share-dialog]').getByLabel(text('share.link'))).toHaveValue(
      `${baseURL}/reunion/cases/${caseNumber}`,
    );
  });
});

test.describe('reunion app', () => {
  test('the app page’s QR code decodes to the app page’s own link', async ({ page, baseURL }) => {
    await prepare(page);
    await page.goto('/reunion/app');
    const code = page.locator('#phone svg[data-qr]');
    await expect(code).toBeVisible();
    expect(await decodeQr(code)).toBe(`${baseURL}/reunion/app`);
  });

  test('the manifest is linked, valid and its icons load', async ({ page, request }) => {
    await prepare(page);
    await page.goto('/reunion/app');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/reunion-app.webmanifest');
    const response = await request.get(href!);
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as {
      start_url: string;
      scope: string;
      display: string;
      icons: { src: string }[];
    };
    expect(manifest).toMatchObject({ start_url: '/reunion', scope: '/reunion', display: 'standalone' });
    for (const icon of manifest.icons) expect((await request.get(icon.src)).ok()).toBe(true);
    // The service worker is the reunion pages' own: its scope is /reunion.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/reunion');
    // The story and shop pages register it for their own scopes (never at the root, in front of the whole site).
    const scopes = () =>
      page.evaluate(async () =>
        (await navigator.serviceWorker.getRegistrations()).map((r) => new URL(r.scope).pathname).sort(),
      );
    await expect.poll(scopes, { timeout: 10_000 }).toEqual(['/reunion', '/shop', '/stories']);
  });
});

test.describe('reunion offline reading', () => {
  test('a guide read once stays readable without a connection; a page never opened is not invented', async ({
    page,
    context,
  }) => {
    await prepare(page);
    await page.goto('/stories/guides');
    // The worker registers when the page is idle and takes the page over once active.
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 })
      .toBe(true);
    // Read once through the worker: the page, its code and its data are kept.
    await page.reload();
    await expect(page.getByRole('link', { name: 'What to do in the first 24 hours' })).toBeVisible();

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByRole('link', { name: 'What to do in the first 24 hours' })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      // Never opened: the browser's own offline error, not a copy of another page.
      await expect(page.goto('/stories/news')).rejects.toThrow();
    } finally {
      await context.setOffline(false);
    }
  });
});

test.describe('reunion header', () => {
  for (const language of ['en', 'ar'] as const) {
    test(`in ${language}: sticky once scrolled, search opens and closes, blank is ignored`, async ({ page }) => {
      const t = namespaceTexts('reunionShare', [language, 'en']).text;
      await prepare(page, { language });
      await page.goto('/reunion');
      const header = page.locator('[data-reunion-header]');
      await expect(header).toHaveAttribute('data-sticky', 'false');
      await expect(page.locator('[data-site-header]')).toHaveCount(0);
      await page.mouse.wheel(0, 600);
      await expect(header).toHaveAttribute('data-sticky', 'true');

      await page.getByRole('button', { name: t('header.search') }).click();
      const field = page.getByRole('searchbox', { name: t('header.searchLabel') });
      await expect(field).toBeFocused();
      await field.fill('   ');
      await field.press('Enter');
      await expect(page).toHaveURL(/\/reunion$/);
      await field.press('Escape');
      await expect(field).toBeHidden();
      await expect(page.getByRole('button', { name: t('header.search') })).toBeFocused();

      await page.getByRole('button', { name: t('header.search') }).click();
      await page.getByRole('searchbox').fill(' da nang ');
      await page.getByRole('searchbox').press('Enter');
      await expect(page).toHaveURL(/\/search\?q=da%20nang$/);
    });

    test(`in ${language} at 390 px: the sidebar keeps the focus, Escape closes it, no overflow`, async ({ page }) => {
      const t = namespaceTexts('reunionShare', [language, 'en']).text;
      await page.setViewportSize({ width: 390, height: 800 });
      await prepare(page, { language });
      await page.goto('/reunion');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expect(page.getByRole('navigation', { name: t('header.nav') }).first()).toBeHidden();
      const menu = page.getByRole('button', { name: t('header.openMenu') });
      await menu.click();
      const sidebar = page.locator('dialog[data-reunion-sidebar]');
      await expect(sidebar).toBeVisible();
      for (let i = 0; i < 10; i++) {
        await page.keyboard.press('Tab');
        expect(await sidebar.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(sidebar).toBeHidden();
      await expect(menu).toBeFocused();
    });
  }
});

test.describe('reunion frame', () => {
  test('the stories, search and shop pages show the reunion header as the page banner, before the main content', async ({
    page,
  }) => {
    await prepare(page);
    for (const address of ['/reunion', '/stories', '/stories/guides', '/search?q=hue', '/shop']) {
      await page.goto(address);
      const banner = page.getByRole('banner');
      await expect(banner).toHaveCount(1);
      await expect(banner).toHaveAttribute('data-reunion-header', '');
      await expect(page.locator('[data-site-header]')).toHaveCount(0);
      expect(await page.locator('main [data-reunion-header]').count()).toBe(0);
      expect(await banner.evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
      // The header is styled before any script runs: its stylesheet is in the server-rendered page.
      const html = await (await page.request.get(address)).text();
      expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/reunion-frame-[\w-]+\.css">/);
    }
    const violations = (await new AxeBuilder({ page }).withRules(['landmark-one-main', 'region']).analyze()).violations;
    expect(violations).toEqual([]);
  });
});

test.describe('download-app dialog', () => {
  test('its QR code decodes to the app page, its slides rotate and its store buttons say coming soon', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width: 390, height: 800 });
    await prepare(page);
    await page.goto('/reunion');
    await page.getByRole('button', { name: text('header.openMenu') }).click();
    await page.locator('[data-download-app]').click();
    const dialog = page.getByRole('dialog', { name: text('download.title') });
    await expect(dialog).toBeVisible();
    expect(await decodeQr(dialog.locator('svg[data-qr]'))).toBe(`${baseURL}/reunion/app`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const shown = dialog.locator('[data-feature]:visible');
    await expect(shown).toHaveAttribute('data-feature', 'map');
    await expect(shown).toHaveAttribute('data-feature', 'offline', { timeout: 4000 });

    // A mouse drag over 30 px, towards the start of the line, shows the next slide.
    const box = (await dialog.locator('[data-slides]').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 40, box.y + box.height / 2, { steps: 4 });
    await page.mouse.up();
    await expect(shown).toHaveAttribute('data-feature', 'share');

    await dialog.locator('[data-store="appStore"]').click();
    await expect(page.getByText(text('download.storeSoon', { store: text('download.appStore') }))).toBeVisible();

    await dialog.getByRole('button', { name: text('download.copyLink') }).click();
    await expect(dialog.locator('[data-copy-status]')).toHaveText(text('download.copied'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/reunion/app`);
  });
});
