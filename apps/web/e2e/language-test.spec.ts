import AxeBuilder from '@axe-core/playwright';
import {
  BENCHMARK_ENGINES,
  SERVER_ENGINES,
  type BenchmarkEngine,
  type BenchmarkEnginesResponse,
} from '@site/contracts';
import type { Page } from '@playwright/test';
import { namespaceTexts, expect, PAGES, prepare, test, visitWithinApp } from './fixtures';

const { template, text } = namespaceTexts('language-test');

const nameOf = (engine: BenchmarkEngine) => text(`engines.${engine}`);
const card = (page: Page, engine: BenchmarkEngine) => page.getByRole('article', { name: nameOf(engine), exact: true });
const statusOf = (page: Page, engine: BenchmarkEngine) => card(page, engine).getByTestId('engine-status');
const runButton = (page: Page) => page.getByRole('button', { name: text('form.run') });
const scaleInput = (page: Page) => page.getByRole('spinbutton', { name: text('form.scale') });
const winner = (page: Page) => page.getByTestId('benchmark-winner');

/** "{{winner}} was {{factor}}× faster than {{slowest}}" as a pattern. */
const comparedPattern = new RegExp(
  template('summary.compared')
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\\\{\\\{(\w+)\\\}\\\}/g, '.+'),
);

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

async function startRun(page: Page, scale: number) {
  await scaleInput(page).fill(String(scale));
  await runButton(page).click();
}

for (const language of ['en', 'ar']) {
  test(`the page shows the form and the seven engines in ${language}`, async ({ page }) => {
    await prepare(page, { language });
    await page.goto('/language-test');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(BENCHMARK_ENGINES.length);
    await expect(page.locator('article[data-engine]')).toHaveCount(BENCHMARK_ENGINES.length);
    const order = await page
      .locator('article[data-engine]')
      .evaluateAll((cards) => cards.map((element) => element.getAttribute('data-engine')));
    expect(order).toEqual([...BENCHMARK_ENGINES]);
    if (language === 'en') {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES.languageTest?.heading ?? '');
      await expect(scaleInput(page)).toHaveValue('2000');
      // The limits come from the server.
      await expect(page.getByText(text('about.timeout', { seconds: 15 }))).toBeVisible();
    }
  });
}

test('a run at scale 100 gives every available engine a result with correct checksums, and a winner', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const engines = (await (await request.get('/perf/engines')).json()) as BenchmarkEnginesResponse;
  const available = new Set(engines.data.filter((engine) => engine.available).map((engine) => engine.engine));

  await prepare(page);
  await page.goto('/language-test');
  await startRun(page, 100);
  await expect(page.getByRole('button', { name: text('form.running') })).toBeDisabled();

  await expect(winner(page)).toBeVisible({ timeout: 150_000 });
  await expect(winner(page)).toHaveText(comparedPattern);
  await expect(runButton(page)).toBeEnabled();

  for (const engine of BENCHMARK_ENGINES) {
    const ready = engine === 'browser' || available.has(engine);
    await expect(statusOf(page, engine), engine).toHaveText(text(ready ? 'status.done' : 'status.offline'));
    if (!ready) continue;
    const breakdown = card(page, engine).getByText(text('tasks.breakdown'));
    await breakdown.click();
    const rows = card(page, engine).locator('tbody tr');
    await expect(rows).toHaveCount(5);
    await expect(rows.getByText('✓')).toHaveCount(5);
    await expect(rows.getByText('✗')).toHaveCount(0);
    await expect(card(page, engine).getByTestId('engine-rate')).toHaveText(/ops\/s$/);
  }
  // The ranking lists the engines that finished.
  const ranked = page.getByRole('list', { name: text('summary.ranking') }).getByRole('listitem');
  await expect(ranked).toHaveCount(1 + SERVER_ENGINES.filter((engine) => available.has(engine)).length);

  expect(await seriousViolations(page)).toEqual([]);
});

for (const value of ['150', '100001']) {
  test(`scale ${value} shows the validation message and sends nothing`, async ({ page }) => {
    await prepare(page);
    const runs: string[] = [];
    page.on('request', (req) => {
      if (/\/perf\/[a-z]+\/benchmark/.test(req.url())) runs.push(req.url());
    });
    await page.goto('/language-test');
    await startRun(page, Number(value));
    await expect(page.getByRole('alert')).toHaveText(
      text('errors.scaleInvalid', { min: 100, max: '100,000', step: 100 }),
    );
    await expect(scaleInput(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(statusOf(page, 'browser')).toHaveText(text('status.idle'));
    expect(runs).toEqual([]);
  });
}

test('a scale above 50000 shows the time-out warning', async ({ page }) => {
  await prepare(page);
  await page.goto('/language-test');
  const warning = page.getByText(text('form.warning', { limit: '50,000', seconds: 15 }));
  await expect(warning).toHaveCount(0);
  await scaleInput(page).fill('60000');
  await expect(warning).toBeVisible();
});

test('view source opens a dialog with the code, copies it, and closes on Escape', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await prepare(page);
  await page.goto('/language-test');
  const opener = page.getByRole('button', { name: text('card.viewSourceOf', { engine: nameOf('python') }) });
  await opener.click();

  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 2 })).toContainText(nameOf('python'));
  await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(/benchmark\.py$/);
  const code = dialog.locator('pre code').first();
  await expect(code).toContainText('def primes');
  expect(await seriousViolations(page)).toEqual([]);

  await dialog.getByRole('button', { name: /^Copy / }).click();
  await expect(dialog.getByText(text('source.copied'))).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await code.textContent());

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test("a server error shows 'HTTP 500' and a network failure 'Service unavailable' / 'Offline'", async ({ page }) => {
  test.setTimeout(120_000);
  await page.route('**/perf/python/benchmark**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, message: 'The Python engine failed to run.', errors: {} }),
    }),
  );
  await page.route('**/perf/php/benchmark**', (route) => route.abort('internetdisconnected'));
  await prepare(page);
  await page.goto('/language-test');
  await startRun(page, 100);
  await expect(winner(page)).toBeVisible({ timeout: 100_000 });

  await expect(statusOf(page, 'python')).toHaveText(text('status.error'));
  await expect(card(page, 'python').getByTestId('engine-failure')).toHaveText(text('failure.http', { status: 500 }));
  await expect(card(page, 'python').getByTestId('engine-rate')).toHaveText(text('card.rateError'));

  await expect(statusOf(page, 'php')).toHaveText(text('status.offline'));
  await expect(card(page, 'php').getByTestId('engine-failure')).toHaveText(text('failure.network'));
  await expect(card(page, 'php').getByTestId('engine-rate')).toHaveText(text('card.rateOffline'));

  // Failed engines are never ranked.
  const ranked = page.getByRole('list', { name: text('summary.ranking') });
  await expect(ranked.getByText(nameOf('python'), { exact: true })).toHaveCount(0);
  await expect(ranked.getByText(nameOf('php'), { exact: true })).toHaveCount(0);
});

test("when every engine fails the summary says 'Service unavailable'", async ({ page }) => {
  await page.route('**/perf/*/benchmark**', (route) => route.abort('connectionrefused'));
  // The browser engine's worker script cannot load either.
  await page.route(/benchmark\.worker/, (route) => route.abort('connectionrefused'));
  await prepare(page);
  await page.goto('/language-test');
  await startRun(page, 100);
  await expect(page.getByRole('heading', { level: 2, name: text('summary.unavailable') })).toBeVisible();
  await expect(statusOf(page, 'browser')).toHaveText(text('status.error'));
  for (const engine of SERVER_ENGINES) await expect(statusOf(page, engine)).toHaveText(text('status.offline'));
});

test('an engine the server lists as not installed shows offline and is never requested', async ({ page }) => {
  test.setTimeout(120_000);
  await page.route('**/perf/engines', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as BenchmarkEnginesResponse;
    const data = body.data.map((info) =>
      info.engine === 'php'
        ? { engine: info.engine, language: info.language, available: false, detail: 'php is not installed' }
        : info,
    );
    await route.fulfill({ response, json: { ...body, data } });
  });
  const phpRuns: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/perf/php/benchmark')) phpRuns.push(req.url());
  });
  await prepare(page);
  // The engine list as the API answers it (a first visit reads it from the rendered page).
  await visitWithinApp(page, '/language-test');
  await expect(statusOf(page, 'php')).toHaveText(text('status.offline'));
  await expect(card(page, 'php').getByTestId('engine-failure')).toHaveText(text('failure.unavailable'));

  await startRun(page, 100);
  await expect(winner(page)).toBeVisible({ timeout: 100_000 });
  await expect(statusOf(page, 'php')).toHaveText(text('status.offline'));
  await expect(card(page, 'php').getByTestId('engine-rate')).toHaveText(text('card.rateOffline'));
  expect(phpRuns).toEqual([]);
});
