import fs from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { expect, namespaceTexts, prepare, test } from './fixtures';

const { text } = namespaceTexts('reunionShop');
const ar = namespaceTexts('reunionShop', ['ar', 'en']);

/** What the family types: each value must never travel in any request. */
const CHILD = {
  name: 'Phạm Bé Thử Nghiệm',
  hair: 'Tóc đen ngắn',
  medical: 'Dị ứng penicillin',
  guardian: 'Mẹ Thử Nghiệm',
  phone: '+84 912 765 432',
  message: 'Nếu con bị lạc, xin gọi cho mẹ.',
};

/** A 1×1 PNG photo, chosen "from the device" (the file input). */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** Every request the page makes, with its address and body, to look for the card's data in them. */
function watchRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) =>
    seen.push(`${request.method()} ${request.url()}\n${request.postData() ?? ''}`),
  );
  return seen;
}

async function fillCard(page: Page) {
  await page.getByRole('button', { name: text('card.start') }).click();
  await page.getByLabel(text('card.fields.childName')).fill(CHILD.name);
  await page
    .getByLabel(text('card.fields.photo'))
    .setInputFiles({ name: 'child.png', mimeType: 'image/png', buffer: PHOTO });
  await page.getByLabel(text('card.fields.birthDate')).fill('2019-05-04');
  await page.getByLabel(text('card.fields.heightCm')).fill('112');
  await page.getByLabel(text('card.fields.hair')).fill(CHILD.hair);
  await page.getByLabel(text('card.fields.medical')).fill(CHILD.medical);
  await page.getByLabel(text('card.fields.guardianName'), { exact: true }).first().fill(CHILD.guardian);
  await page.getByLabel(text('card.fields.guardianPhone'), { exact: true }).first().fill(CHILD.phone);
  await page.getByLabel(text('card.fields.message')).fill(CHILD.message);
}

test.describe('reunion shop', () => {
  test('lists the honest products: the free card first, no checkout anywhere', async ({ page }) => {
    await prepare(page);
    await page.goto('/shop');
    const products = page.locator('#products li');
    await expect(products).toHaveCount(3);
    await expect(products.first()).toContainText(text('products.free'));
    await expect(page.getByText(text('noCheckout'))).toBeVisible();
    await expect(page.getByRole('button', { name: /buy|cart|checkout/i })).toHaveCount(0);
    // The free card's listing leads to the maker on the same page.
    await products
      .first()
      .getByRole('link', { name: text('products.make') })
      .click();
    await expect(page).toHaveURL(/\/shop#safety-card$/);
  });

  test('a filled card downloads as a valid PNG and PDF, and no request carries its data', async ({ page }) => {
    await prepare(page);
    const requests = watchRequests(page);
    await page.goto('/shop');
    await fillCard(page);

    const preview = page.getByRole('article', { name: text('card.preview') });
    await expect(preview).toContainText(CHILD.name);
    await expect(preview).toContainText(CHILD.phone);
    await expect(preview.locator('img')).toBeVisible();

    const png = page.waitForEvent('download');
    await page.getByRole('button', { name: text('card.downloadPng') }).click();
    const pngFile = await (await png).path();
    const pngBytes = fs.readFileSync(pngFile);
    expect(pngBytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    // 1012 × 638: the card at 300 dpi.
    expect(pngBytes.readUInt32BE(16)).toBe(1012);
    expect(pngBytes.readUInt32BE(20)).toBe(638);

    const pdf = page.waitForEvent('download');
    await page.getByRole('button', { name: text('card.downloadPdf') }).click();
    const pdfDownload = await pdf;
    expect(pdfDownload.suggestedFilename()).toMatch(/\.pdf$/);
    const pdfText = fs.readFileSync(await pdfDownload.path()).toString('latin1');
    expect(pdfText.startsWith('%PDF-1.4')).toBe(true);
    expect(pdfText).toContain('/Filter /DCTDecode');
    expect(pdfText.trimEnd().endsWith('%%EOF')).toBe(true);

    // Nothing typed left the page: not in any address, not in any body.
    const digits = CHILD.phone.replace(/\D/g, '');
    for (const request of requests) {
      const decoded = decodeURIComponent(request);
      for (const value of Object.values(CHILD)) expect(decoded, request.slice(0, 120)).not.toContain(value);
      expect(request.replace(/\D/g, '')).not.toContain(digits);
    }
  });

  test('the card is kept only when asked, and forgotten on request', async ({ page }) => {
    await prepare(page);
    await page.goto('/shop');
    await fillCard(page);
    await page.reload();
    await page.getByRole('button', { name: text('card.start') }).click();
    await expect(page.getByLabel(text('card.fields.childName'))).toHaveValue('');

    await page.getByLabel(text('card.fields.childName')).fill(CHILD.name);
    await page.getByLabel(text('card.remember')).check();
    await page.reload();
    await page.getByRole('button', { name: text('card.start') }).click();
    await expect(page.getByLabel(text('card.fields.childName'))).toHaveValue(CHILD.name);

    await page.getByRole('button', { name: text('card.forget') }).click();
    await expect(page.getByLabel(text('card.fields.childName'))).toHaveValue('');
    expect(await page.evaluate(() => localStorage.getItem('reunion-safety-card'))).toBeNull();
  });

  test('in Arabic the page and the card are mirrored, and a phone fits at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await prepare(page, { language: 'ar' });
    await page.goto('/shop');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: ar.text('card.start') }).click();
    const preview = page.getByRole('article', { name: ar.text('card.preview') });
    await expect(preview).toHaveAttribute('dir', 'rtl');
    await expect(preview).toContainText(ar.text('card.cardTitle'));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
