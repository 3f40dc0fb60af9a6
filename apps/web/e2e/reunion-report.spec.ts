import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, namespaceTexts, prepare, test } from './fixtures';

const { text } = namespaceTexts('reunionReport');
const landing = namespaceTexts('reunionLanding');

/** The report dialog, opened from the landing hero's primary button. */
async function openFromHero(page: Page): Promise<Locator> {
  await prepare(page);
  await page.goto('/reunion');
  await page
    .getByRole('main')
    .getByRole('button', { name: landing.text('hero.reportMissing') })
    .click();
  const dialog = page.locator('dialog[data-report-dialog]');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Fills what the analysis may have left out, province and commune from the lists. */
async function completeForm(form: Locator) {
  const field = (key: string) => form.getByLabel(text(`fields.${key}`), { exact: false }).first();
  await field('missing_person_name').fill('Nguyễn Văn An');
  await field('missing_date').fill('2026-01-10');
  await field('last_seen_location').fill('Chợ Bến Thành');
  await field('last_seen_province_id').selectOption({ index: 1 });
  const commune = field('commune');
  await expect(commune).toBeEnabled();
  await expect(commune.locator('option')).not.toHaveCount(1);
  await commune.selectOption({ index: 1 });
  await field('reporter_name').fill('Nguyễn Thị Bình');
  await field('reporter_phone').fill('0912 345 678');
  await field('reporter_relationship_id').selectOption('parent');
}

test.describe('reunion report dialog', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('a family reports from a template: placeholder, analysis, apply all, place, reporter, case number', async ({
    page,
  }) => {
    const dialog = await openFromHero(page);
    await dialog.getByRole('button', { name: text('templates.parent_child.name') }).click();
    const textArea = dialog.getByLabel(text('quick.textLabel'));
    await expect(textArea).toHaveValue(/\[Họ tên con\]/);

    await dialog.locator('[data-placeholder="Họ tên con"]').click();
    const popup = dialog.locator('[data-placeholder-popup]');
    await popup.getByRole('textbox').fill('Nguyễn Văn An');
    await popup.getByRole('textbox').press('Enter');
    await expect(textArea).toHaveValue(/cháu Nguyễn Văn An/);
    await expect(popup).toHaveCount(0);

    await dialog.getByRole('button', { name: text('quick.analyze') }).click();
    const suggestions = dialog.locator('[data-suggestions]');
    await expect(suggestions).toBeVisible({ timeout: 15_000 });
    const applyAll = suggestions.getByRole('button', { name: text('suggestions.applyAll') });
    if (await applyAll.isEnabled()) await applyAll.click();

    const form = dialog.locator('form[data-report-form]');
    await completeForm(form);
    const submit = form.getByRole('button', { name: text('form.submit') });
    await expect(submit).toBeEnabled();
    await submit.click();

    const caseNumber = dialog.locator('[data-case-number]');
    await expect(caseNumber).toHaveText(/\S+/, { timeout: 15_000 });
    await expect(dialog.locator('[data-report-outcome="sent"]')).toBeVisible();
    // Only the case number stays on the device: never the reporter.
    const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage }));
    expect(stored).toContain((await caseNumber.textContent())!.trim());
    expect(stored).not.toContain('0912 345 678');

    const results = await new AxeBuilder({ page }).include('dialog[data-report-dialog]').analyze();
    expect(results.violations).toEqual([]);
  });

  test('Escape in the placeholder popup cancels it without closing the dialog', async ({ page }) => {
    const dialog = await openFromHero(page);
    await dialog.getByRole('button', { name: text('templates.friend_missing.name') }).click();
    await dialog.locator('[data-placeholder="Họ tên bạn"]').click();
    const popup = dialog.locator('[data-placeholder-popup]');
    await popup.getByRole('textbox').fill('Lan');
    await popup.getByRole('textbox').press('Escape');
    await expect(popup).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(text('quick.textLabel'))).toHaveValue(/\[Họ tên bạn\]/);
  });
});

test.describe('reunion report dialog on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('two tabs, no horizontal overflow, in English and Arabic', async ({ page }) => {
    for (const language of ['en', 'ar'] as const) {
      await prepare(page, { language });
      await page.goto('/reunion');
      await page.locator('[data-report-missing]').click();
      const dialog = page.locator('dialog[data-report-dialog]');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('tab')).toHaveCount(2);
      const overflow = await dialog.evaluate((node) => node.scrollWidth - node.clientWidth);
      expect(overflow).toBeLessThanOrEqual(1);
      await dialog.getByRole('tab').nth(1).click();
      const overflowForm = await dialog.evaluate((node) => node.scrollWidth - node.clientWidth);
      expect(overflowForm).toBeLessThanOrEqual(1);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
  });
});
