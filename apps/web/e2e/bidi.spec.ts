import { expect, prepare, test } from './fixtures';

/**
 * In Arabic, code names must read as they are written: a right-to-left line moves the symbols of an
 * unisolated "C++" to "++C" and ".NET" to "NET.". For every rendered occurrence, the first character of
 * the name must be laid out to the left of its last one.
 */
for (const path of ['/site-infrastructure', '/language-test', '/', '/race-condition-presentation']) {
  test(`code names keep their order in Arabic on ${path}`, async ({ page }) => {
    await prepare(page, { language: 'ar' });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const found = await page.evaluate(() => {
      const results: Array<{ name: string; ok: boolean; context: string }> = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const name of ['C++', '.NET', 'C#']) {
          let at = text.indexOf(name);
          while (at >= 0) {
            const first = document.createRange();
            first.setStart(node, at);
            first.setEnd(node, at + 1);
            const last = document.createRange();
            last.setStart(node, at + name.length - 1);
            last.setEnd(node, at + name.length);
            const a = first.getBoundingClientRect();
            const b = last.getBoundingClientRect();
            if (a.width > 0 && b.width > 0) {
              results.push({ name, ok: a.left < b.left, context: text.slice(Math.max(0, at - 20), at + 20) });
            }
            at = text.indexOf(name, at + 1);
          }
        }
      }
      return results;
    });
    expect(found.filter((f) => !f.ok)).toEqual([]);
  });
}
