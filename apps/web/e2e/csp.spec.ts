import { expect, PAGES_OF_EACH_KIND, prepare, test } from './fixtures';

/**
 * The site's Content-Security-Policy forbids eval, inline scripts and foreign sources; a page that trips
 * it logs a violation (and would break on a browser that enforces something the code relies on). Every
 * kind of page is visited and must report none, whatever the directive.
 */
test('no page breaks the Content-Security-Policy (no eval, nothing blocked)', async ({ page }) => {
  test.setTimeout(90_000);
  await prepare(page, { signedIn: true });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|unsafe-eval|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  for (const path of PAGES_OF_EACH_KIND) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(violations, path).toEqual([]);
  }
});

test('a rendered page loads the locale data in a worker of its own before its app starts, within the policy', async ({
  page,
}) => {
  await prepare(page, { language: 'vi' });
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/media-gallery');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect.poll(() => workers.length).toBeGreaterThan(0);
  expect(workers[0]).toMatch(/^blob:/);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});
