import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { namespaceTexts, expect, prepare, test, texts } from './fixtures';

const { text } = namespaceTexts('infrastructure');

const feedbackForm = (page: Page) => page.getByRole('form', { name: text('feedback.formTitle') });

/** Any digit, in whatever numbering system the language's locale uses. */
const DIGIT = /\p{Nd}/u;

test('the page draws the real architecture and shows live health and figures', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  await prepare(page);
  await page.goto('/site-infrastructure');
  const pages = texts<Record<string, { heading: string }>>('en', 'pages');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.siteInfrastructure?.heading ?? '');

  await page.locator('#architecture').scrollIntoViewIfNeeded();
  // The diagram: mermaid's SVG, with this server's database and storage drawn as the ones in use.
  const diagram = page.getByRole('region', { name: text('diagram.label') });
  await expect(diagram.locator('svg')).toBeVisible({ timeout: 20_000 });
  await expect(diagram.locator('svg')).toContainText('SQLite file');
  await expect(diagram.locator('.node.active')).toContainText(['SQLite file']);
  await page.getByText(text('diagram.textTitle')).click();
  await expect(page.getByText('This server uses: SQLite file.')).toBeVisible();

  // Services with the server's own checks.
  const services = page.getByRole('list', { name: text('services.listLabel') });
  const database = services.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Database' }) });
  await expect(database).toContainText(text('services.status.ok'));
  await expect(database).toContainText('SQLite');

  // Live figures from the server's request metrics.
  const requests = page.locator('[data-figure="requests"] dd').first();
  await expect(requests).toHaveText(DIGIT);
  await expect(page.locator('[data-figure="runtime"]')).toContainText('Node.js');
  await expect(page.getByRole('link', { name: text('figures.metricsLink') })).toHaveAttribute('href', '/metrics');

  // Nothing of the original's stack text.
  await expect(page.locator('main')).not.toContainText(/Laravel|Vue\.js|PHP-FPM/);
  expect(violations).toEqual([]);

  // The drawn diagram and the opened text alternative pass the same checks as every page.
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
    [],
  );
});

test('in Arabic the page is right to left and the diagram still renders', async ({ page }) => {
  await prepare(page, { language: 'ar' });
  await page.goto('/site-infrastructure');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const pages = texts<Record<string, { heading: string }>>('ar', 'pages');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.siteInfrastructure?.heading ?? '');
  await page.locator('#architecture').scrollIntoViewIfNeeded();
  await expect(page.locator('#architecture svg')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-service="database"]')).toBeVisible();
  await expect(page.locator('[data-figure="requests"] dd').first()).toHaveText(DIGIT);
});

test('on a phone, the diagram library loads only once the visitor scrolls to the diagram', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await prepare(page);
  await page.goto('/site-infrastructure');
  await expect(page.locator('[data-service="database"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const mermaidLoaded = () =>
    page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /mermaid/.test(entry.name)));
  expect(await mermaidLoaded()).toBe(false);
  await page.locator('#architecture').scrollIntoViewIfNeeded();
  await expect(page.locator('#architecture svg')).toBeVisible({ timeout: 20_000 });
  expect(await mermaidLoaded()).toBe(true);
});

test.describe('feedback form', () => {
  test('an empty submit shows what is missing', async ({ page }) => {
    await prepare(page);
    await page.goto('/site-infrastructure');
    const form = feedbackForm(page);
    await form.getByRole('button', { name: text('feedback.submit') }).click();
    await expect(form.getByText(text('feedback.errors.nameRequired'))).toBeVisible();
    await expect(form.getByText(text('feedback.errors.emailRequired'))).toBeVisible();
    await expect(form.getByText(text('feedback.errors.messageRequired'))).toBeVisible();
    await expect(form.getByLabel(`${text('feedback.name')} *`)).toHaveAttribute('aria-invalid', 'true');
  });

  test('a valid submit thanks the visitor', async ({ page }) => {
    await prepare(page);
    await page.goto('/site-infrastructure');
    const form = feedbackForm(page);
    await form.getByLabel(`${text('feedback.name')} *`).fill('Playwright visitor');
    await form.getByLabel(`${text('feedback.email')} *`).fill('visitor@example.com');
    await form.getByLabel(new RegExp(text('feedback.role'))).selectOption('architect');
    await form.getByLabel(new RegExp(text('feedback.category'))).selectOption('architecture');
    await form.getByLabel(`${text('feedback.message')} *`).fill('One process for everything keeps it simple to run.');
    await form.getByLabel(text('feedback.subscribe')).check();
    await form.getByRole('button', { name: text('feedback.submit') }).click();
    await expect(form.getByRole('status')).toContainText(text('feedback.successTitle'));
    await expect(form.getByLabel(`${text('feedback.name')} *`)).toHaveValue('');
  });

  test('a server failure asks to retry later', async ({ page }) => {
    await page.route('**/api/feedback', (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'Server error.', errors: {} } }),
    );
    await prepare(page);
    await page.goto('/site-infrastructure');
    const form = feedbackForm(page);
    await form.getByLabel(`${text('feedback.name')} *`).fill('Playwright visitor');
    await form.getByLabel(`${text('feedback.email')} *`).fill('visitor@example.com');
    await form.getByLabel(`${text('feedback.message')} *`).fill('This one never reaches the server.');
    await form.getByRole('button', { name: text('feedback.submit') }).click();
    await expect(form.getByRole('alert')).toContainText(text('feedback.error'));
    await expect(form.getByLabel(`${text('feedback.message')} *`)).toHaveValue('This one never reaches the server.');
  });
});
