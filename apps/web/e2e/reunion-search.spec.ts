import { expect, namespaceTexts, prepare, SAMPLE_CASE, test } from './fixtures';

const en = namespaceTexts('reunion');
const vi = namespaceTexts('reunion', ['vi']);

test.describe('reunion search', () => {
  test('a shared search address arrives rendered: "da nang" finds Đà Nẵng, and the result opens its case', async ({
    page,
    request,
  }) => {
    // Rendered by the server with its results: a phone shows them before the page's script has run.
    const html = await (await request.get('/search?q=da+nang&lang=vi')).text();
    expect(html).toContain('Võ Thị Thu Trang');

    await prepare(page, { language: 'vi' });
    await page.goto('/search?q=da+nang');
    await expect(page.getByRole('searchbox')).toHaveValue('da nang');
    const first = page.getByRole('listitem').filter({ hasText: 'Võ Thị Thu Trang' });
    await expect(first).toContainText('Đà Nẵng');
    await expect(first).toContainText(vi.text('search.kinds.case'));
    await first.getByRole('link', { name: 'Võ Thị Thu Trang' }).click();
    await expect(page).toHaveURL(new RegExp(`/reunion/cases/${SAMPLE_CASE}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Võ Thị Thu Trang');
  });

  test('the form searches on Enter, ignores an empty query, and says so when nothing matches', async ({ page }) => {
    await prepare(page);
    await page.goto('/search');
    await expect(page.getByText(en.text('search.prompt'))).toBeVisible();
    const box = page.getByRole('searchbox');
    await box.fill('   ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search$/);

    await box.fill('ĐÀ NẴNG');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=%C4%90%C3%80\+N%E1%BA%B4NG$/);
    await expect(page.getByRole('listitem').filter({ hasText: 'Võ Thị Thu Trang' })).toBeVisible();

    // Hostile text is shown as text, never run.
    const hostile = '<img src=x onerror=alert(1)>';
    await box.fill(hostile);
    await box.press('Enter');
    await expect(page.getByText(en.text('search.none', { query: `\u2068${hostile}\u2069` }))).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });

  test('pages through many results and works on a phone in Arabic, right to left', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await prepare(page, { language: 'ar' });
    // Every sample case's commune is a "phường", and some stories name one: more than one page of ten.
    const { total } = (await (await request.get('/api/reunion/search?lang=ar&q=phuong')).json()) as { total: number };
    expect(total).toBeGreaterThan(10);
    await page.goto('/search?q=phuong');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const ar = namespaceTexts('reunion', ['ar']);
    await expect(page.getByRole('status')).toHaveText(
      ar.text('search.count', { query: '\u2068phuong\u2069', formatted: String(total) }),
    );
    await expect(page.locator('ol > li')).toHaveCount(10);
    await page.getByRole('link', { name: ar.text('search.next') }).click();
    await expect(page).toHaveURL(/page=2$/);
    await expect(page.locator('ol > li')).toHaveCount(Math.min(10, total - 10));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
