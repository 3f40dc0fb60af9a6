import { expect, PAGES_OF_EACH_KIND, prepare, test } from './fixtures';

/**
 * Class names come from CSS modules: a name the module does not define turns into the literal class
 * "undefined" and the style it promised is silently missing. No page may carry one.
 */
test('no element carries a class that came out undefined', async ({ page }) => {
  test.setTimeout(60_000);
  await prepare(page, { signedIn: true });
  for (const path of PAGES_OF_EACH_KIND) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const broken = await page.evaluate(() =>
      [...document.querySelectorAll('[class~="undefined"], [class~="null"], [class~="false"]')].map(
        (element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute('class')}">`,
      ),
    );
    expect(broken, path).toEqual([]);
  }
});

/** The footer's divider spans the content column, as wide as the content above it. */
for (const width of [1280, 390]) {
  test(`the footer divider lines up with the footer's content (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await prepare(page);
    await page.goto('/');
    const footer = page.locator('footer').last();
    const grid = footer.locator(':scope > div').first();
    const divider = footer.locator(':scope > div').last().locator('> div');
    const content = await grid.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return { left: box.left + parseFloat(style.paddingLeft), right: box.right - parseFloat(style.paddingRight) };
    });
    const line = await divider.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return { left: box.left, right: box.right, border: getComputedStyle(element).borderTopWidth };
    });
    expect(line.border).toBe('1px');
    expect(Math.abs(line.left - content.left)).toBeLessThanOrEqual(1);
    expect(Math.abs(line.right - content.right)).toBeLessThanOrEqual(1);
  });
}
