import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3100';
const [lang = 'en', width = '1366', out = '/tmp/d.png', step = 'open'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
page.on('console', (m) => { if (m.type() === 'error') console.log('console', m.text()); });
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.addInitScript((lang) => { localStorage.setItem('preferred-language', lang); localStorage.setItem('languageTourSeen', 'true'); }, lang);
await page.goto(base + '/reunion', { waitUntil: 'networkidle' });
await page.locator('main [data-report-missing]').click();
const dialog = page.locator('dialog[data-report-dialog]');
await dialog.waitFor();
await page.waitForTimeout(800);
if (step !== 'open') {
  await dialog.locator('[data-template]').first().click().catch(async () => { await dialog.getByRole('button').nth(2).click(); });
  await page.waitForTimeout(300);
  const analyze = dialog.locator('[data-analyze], button:has-text("Analy"), button:has-text("تحليل")').first();
  await analyze.click().catch((e) => console.log('no analyze', e.message));
  await page.waitForTimeout(1500);
}
await page.screenshot({ path: out, fullPage: false });
await dialog.screenshot({ path: out.replace('.png', '-dialog.png') }).catch(() => {});
await browser.close();
