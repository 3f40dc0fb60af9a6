import AxeBuilder from '@axe-core/playwright';
import { SITE_ROUTES } from '@site/contracts';
import { expect, prepare, samplePath, test } from './fixtures';

const pages = SITE_ROUTES.filter((route) => !route.redirectTo);

for (const language of ['en', 'ar']) {
  test.describe(`accessibility (${language})`, () => {
    for (const route of pages) {
      test(route.path, async ({ page }) => {
        const isProtected = route.access === 'protected';
        await prepare(page, {
          language,
          signedIn: isProtected,
          noteDance: isProtected && route.area === 'note-dance-admin',
        });
        await page.goto(samplePath(route.path));
        // The first visit to a page may wait for the server's first answers while CI is busy.
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        const serious = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
        expect(serious).toEqual([]);
      });
    }
  });
}
