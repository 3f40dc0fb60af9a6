import { expect, PAGES, prepare, test, texts } from './fixtures';

interface AdminReunionTexts {
  list: { add: string; searchLabel: string; deleteNamed: string };
  status: { missing: string; investigating: string; found: string };
  form: {
    fullName: string;
    required: string;
    birthYear: string;
    missingSince: string;
    province: string;
    commune: string;
    latitude: string;
    longitude: string;
    description: string;
    reporterName: string;
    phone: string;
    create: string;
    save: string;
    seatHint: string;
  };
  statusPanel: { newStatus: string; noteIn: string; submit: string };
  errors: { nameRequired: string; descriptionRequired: string };
}
const t = texts<AdminReunionTexts>('en', 'adminReunion');
const admin = texts<{ ui: { confirm: { delete: string } }; nav: { reunionCases: string; reunionShop: string } }>(
  'en',
  'admin',
);

const required = (label: string) => `${label} ${t.form.required}`;

test.describe('admin: reunion cases', () => {
  test('a case is created, edited, given a status with a note that the public case page shows, then deleted', async ({
    page,
    request,
  }) => {
    await prepare(page, { signedIn: true });
    await page.goto('/admin/dashboard');
    await page.getByRole('link', { name: admin.nav.reunionCases }).click();
    await expect(page).toHaveURL(/\/admin\/reunion\/cases$/);
    const heading = PAGES.adminReunionCases?.heading;
    expect(heading).toBeTruthy();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();

    await page.getByRole('link', { name: t.list.add }).first().click();
    await expect(page).toHaveURL(/\/admin\/reunion\/cases\/create$/);

    // An empty form names what is missing, in words rather than codes.
    await page.getByRole('button', { name: t.form.create }).click();
    await expect(page.getByText(t.errors.nameRequired)).toBeVisible();
    await expect(page.getByText('reunion.nameRequired')).toHaveCount(0);

    const reporter = 'Người Báo Tin Riêng Tư';
    await page.getByLabel(required(t.form.fullName)).fill('E2E Trần Thị Thử');
    await page.getByLabel(t.form.birthYear).fill('2012');
    await page.getByLabel(required(t.form.missingSince)).fill('2026-01-15');
    await page.getByLabel(required(t.form.province)).selectOption({ label: 'Đà Nẵng' });
    await page.getByLabel(required(t.form.commune)).fill('Hải Châu');
    await page.getByRole('option', { name: 'Phường Hải Châu', exact: true }).click();
    await page.getByLabel(t.form.latitude).fill('16.0712');
    await page.getByLabel(t.form.longitude).fill('108.2234');
    await page.getByLabel(required(t.form.description)).fill('Left the market near the river in the afternoon.');
    await page.getByLabel(t.form.reporterName).fill(reporter);
    await page.getByLabel(t.form.phone).fill('+84 905 000 111');
    await page.getByRole('button', { name: t.form.create }).click();

    // A new case goes on to its edit page, where the number the server gave it shows.
    await expect(page).toHaveURL(/\/admin\/reunion\/cases\/\d+\/edit$/);
    const caseNumber = (
      await page
        .getByText(/VN-\d{4}-\d{5}/)
        .first()
        .textContent()
    )?.match(/VN-\d{4}-\d{5}/)?.[0];
    expect(caseNumber).toBeTruthy();

    // Edit: the name changes.
    await page.getByLabel(required(t.form.fullName)).fill('E2E Trần Thị Thử Hai');
    await page.getByRole('button', { name: t.form.save }).click();
    await expect(page).toHaveURL(/\/admin\/reunion\/cases$/);
    await page.getByLabel(t.list.searchLabel).fill('Thử Hai');
    await expect(page.getByRole('link', { name: 'E2E Trần Thị Thử Hai', exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'E2E Trần Thị Thử Hai', exact: true }).click();

    // Status change with a Vietnamese note: the history on the public page shows it.
    await page.getByLabel(t.statusPanel.newStatus).selectOption('found');
    await page.getByLabel(t.statusPanel.noteIn.replace('{{language}}', 'Tiếng Việt')).fill('Đã đoàn tụ với gia đình.');
    await page.getByRole('button', { name: t.statusPanel.submit }).click();
    await expect(page.getByText('Đã đoàn tụ với gia đình.')).toBeVisible();

    const publicPage = await request.get(`/api/reunion/cases/${caseNumber}?lang=vi`);
    expect(publicPage.ok()).toBe(true);
    const body = await publicPage.text();
    expect(body).toContain('Đã đoàn tụ với gia đình.');
    expect(body).toContain('"status":"found"');
    expect(body).not.toContain(reporter);
    expect(body).not.toContain('905 000 111');

    // Delete with confirmation: the case is gone from the public API.
    await page.goto('/admin/reunion/cases?q=Th%E1%BB%AD%20Hai');
    await page.getByRole('button', { name: t.list.deleteNamed.replace('{{name}}', 'E2E Trần Thị Thử Hai') }).click();
    await page.getByRole('dialog').getByRole('button', { name: admin.ui.confirm.delete }).click();
    await expect(page.getByRole('link', { name: 'E2E Trần Thị Thử Hai', exact: true })).toHaveCount(0);
    expect((await request.get(`/api/reunion/cases/${caseNumber}`)).status()).toBe(404);
  });

  test('the last-seen place is picked from the current units, typed without diacritics, and shown on the case page', async ({
    page,
    request,
  }) => {
    await prepare(page, { signedIn: true });
    await page.goto('/admin/reunion/cases/create');
    const name = 'E2E Lê Văn Địa Điểm';
    await page.getByLabel(required(t.form.fullName)).fill(name);
    await page.getByLabel(t.form.birthYear).fill('1950');
    await page.getByLabel(required(t.form.missingSince)).fill('2026-02-03');
    await page.getByLabel(required(t.form.description)).fill('Walked towards the beach in the morning.');

    // The province: the seat fills the coordinates, with a hint that they are to be refined.
    await page.getByLabel(required(t.form.province)).selectOption({ label: 'Đà Nẵng' });
    await expect(page.getByLabel(t.form.latitude)).toHaveValue('16.07');
    await expect(page.getByLabel(t.form.longitude)).toHaveValue('108.22');
    await expect(page.getByText(t.form.seatHint.replace('{{seat}}', 'Đà Nẵng'))).toBeVisible();

    // The commune: typed without diacritics, chosen from the list with the keyboard.
    const commune = page.getByRole('combobox', { name: required(t.form.commune) });
    await commune.fill('ngu hanh son');
    await expect(commune).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Phường Ngũ Hành Sơn']);
    await commune.press('Enter');
    await expect(commune).toHaveValue('Phường Ngũ Hành Sơn');
    await expect(commune).toHaveAttribute('aria-expanded', 'false');

    await page.getByRole('button', { name: t.form.create }).click();
    await expect(page).toHaveURL(/\/admin\/reunion\/cases\/\d+\/edit$/);
    const caseNumber = (
      await page
        .getByText(/VN-\d{4}-\d{5}/)
        .first()
        .textContent()
    )?.match(/VN-\d{4}-\d{5}/)?.[0];
    expect(caseNumber).toBeTruthy();
    // Back in the form, the stored names load as the current units.
    await expect(page.getByLabel(required(t.form.province))).toHaveValue(/\d+/);
    await expect(commune).toHaveValue('Phường Ngũ Hành Sơn');

    await page.goto(`/reunion/cases/${caseNumber}`);
    await expect(page.locator('main')).toContainText('Phường Ngũ Hành Sơn, Đà Nẵng');
    const body = await (await request.get(`/api/reunion/cases/${caseNumber}`)).json();
    expect(body.data.last_seen).toEqual({
      province: 'Đà Nẵng',
      commune: 'Phường Ngũ Hành Sơn',
      latitude: 16.07,
      longitude: 108.22,
    });

    await page.goto('/admin/reunion/cases?q=%C4%90%E1%BB%8Ba%20%C4%90i%E1%BB%83m');
    await page.getByRole('button', { name: t.list.deleteNamed.replace('{{name}}', name) }).click();
    await page.getByRole('dialog').getByRole('button', { name: admin.ui.confirm.delete }).click();
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  });

  test('a shop product is added, shows on the shop page in English, and is deleted', async ({ page }) => {
    const shop = texts<{
      shop: {
        add: string;
        list: { deleteNamed: string };
        form: { name: string; description: string; price: string; howToGet: string; create: string };
      };
    }>('en', 'adminReunion').shop;
    await prepare(page, { signedIn: true });
    await page.goto('/admin/dashboard');
    await page.getByRole('link', { name: admin.nav.reunionShop }).click();
    await expect(page).toHaveURL(/\/admin\/reunion\/shop$/);
    await page.getByRole('link', { name: shop.add }).first().click();
    await page.getByLabel(`${shop.form.name} ${t.form.required}`).fill('E2E reflective vest');
    await page.getByLabel(`${shop.form.description} ${t.form.required}`).fill('Seen by drivers at night.');
    await page.getByLabel(shop.form.price).fill('About 90,000 ₫');
    await page.getByLabel(shop.form.howToGet).fill('Sold in sports shops.');
    await page.getByRole('button', { name: shop.form.create }).click();
    await expect(page).toHaveURL(/\/admin\/reunion\/shop$/);

    await page.goto('/shop');
    await expect(page.locator('#products')).toContainText('E2E reflective vest');
    await expect(page.locator('#products')).toContainText('About 90,000 ₫');

    await page.goto('/admin/reunion/shop');
    await page.getByRole('button', { name: shop.list.deleteNamed.replace('{{name}}', 'E2E reflective vest') }).click();
    await page.getByRole('dialog').getByRole('button', { name: admin.ui.confirm.delete }).click();
    await page.goto('/shop');
    await expect(page.locator('#products')).not.toContainText('E2E reflective vest');
  });
});
