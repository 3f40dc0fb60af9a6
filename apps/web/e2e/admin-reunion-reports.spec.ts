import type { Page } from '@playwright/test';
import { expect, namespaceTexts, prepare, test, texts } from './fixtures';

interface ReportsTexts {
  list: { searchLabel: string; status: string };
  filter: { all: string };
  detail: { reporter: string };
  publish: { required: string; description: string; submit: string; note: string };
  matches: { title: string };
}
const t = texts<ReportsTexts>('en', 'adminReunionReports');
const admin = texts<{ ui: { confirm: { delete: string } }; nav: { reunionReports: string } }>('en', 'admin');
const cases = texts<{ list: { deleteNamed: string } }>('en', 'adminReunion');
const reunion = namespaceTexts('reunion');

/** A family's report, with a reporter whose details must never reach a public page. */
const PERSON = 'E2E Phạm Thị Báo Cáo';
const REPORTER = { name: 'E2E Người Báo Kín Đáo', phone: '0977 123 409', email: 'e2e.report.reporter@example.com' };
/** The phone as the public text might carry it in other spellings. */
const PHONE_FORMS = ['0977 123 409', '0977123409', '977 123 409', '977123409'];

/** Every marker the map draws stands for one case or, clustered, for several: counted, they are all the cases. */
async function casesOnMap(page: Page): Promise<number> {
  const map = page.locator('[data-case-map]');
  await expect(map.locator('.leaflet-marker-icon[tabindex]').first()).toBeVisible({ timeout: 20_000 });
  return map
    .locator('.leaflet-marker-icon[tabindex]')
    .evaluateAll((icons) =>
      icons.reduce((sum, icon) => sum + (Number(icon.querySelector('span[aria-hidden]')?.textContent) || 1), 0),
    );
}

test.describe('admin: missing-person reports', () => {
  test('a report sent through the public API is published as a case that the reunion page shows without its reporter', async ({
    page,
    request,
  }) => {
    // The family's report, with today's province and commune (Đà Nẵng, Phường Hải Châu).
    const communes = await (await request.get('/api/missing-person/communes?province_id=13')).json();
    const commune = (communes.data as { id: string; name: string }[]).find((c) => c.name === 'Phường Hải Châu');
    expect(commune).toBeTruthy();
    const sent = await request.post('/api/missing-person/reports', {
      data: {
        missing_person_name: PERSON,
        age: 15,
        gender_id: 'female',
        missing_date: '2026-10-02',
        last_seen_location: 'Cổng chợ Hàn',
        address_period: 'current',
        last_seen_province_id: '13',
        last_seen_ward_id: commune?.id,
        circumstances: `Em đi chợ buổi chiều rồi không về. Gọi mẹ em số ${REPORTER.phone}.`,
        additional_info: { height: '1m55', clothing: 'Áo khoác xanh' },
        reporter_name: REPORTER.name,
        reporter_phone: REPORTER.phone,
        reporter_email: REPORTER.email,
        reporter_relationship_id: 'parent',
        language: 'vi',
      },
    });
    expect(sent.status()).toBe(201);
    const answer = await sent.json();
    expect(answer.data.status).toBe('pending');
    // Only the case number goes back to the family.
    expect(JSON.stringify(answer)).not.toContain(REPORTER.phone);

    // The moderator finds it among the waiting reports, with the reporter shown to the admin only.
    await prepare(page, { signedIn: true });
    await page.goto('/admin/dashboard');
    await page.getByRole('link', { name: admin.nav.reunionReports }).click();
    await expect(page).toHaveURL(/\/admin\/reunion\/reports$/);
    await page.getByLabel(t.list.searchLabel).fill(PERSON);
    const link = page.getByRole('link', { name: PERSON, exact: true });
    await expect(link).toBeVisible();
    await expect(link.locator('xpath=ancestor::tr')).toContainText(REPORTER.phone);
    await link.click();
    await expect(page).toHaveURL(/\/admin\/reunion\/reports\/\d+$/);
    await expect(page.getByRole('region', { name: t.detail.reporter })).toContainText(REPORTER.email);
    await expect(page.getByRole('region', { name: t.matches.title })).toBeVisible();

    // Publish: the English description is the moderator's to write; the rest is prefilled.
    await page
      .getByLabel(`${t.publish.description} ${t.publish.required}`)
      .fill('A 15-year-old girl went to the Hàn market in the afternoon and did not come home.');
    await page.getByLabel(t.publish.note).fill('Checked with the family by phone.');
    await page.getByRole('button', { name: t.publish.submit }).click();
    await expect(page).toHaveURL(/\/admin\/reunion\/cases\/\d+\/edit$/);
    const caseNumber = (
      await page
        .getByText(/VN-\d{4}-\d{5}/)
        .first()
        .textContent()
    )?.match(/VN-\d{4}-\d{5}/)?.[0];
    expect(caseNumber).toBeTruthy();

    // The public case carries none of the reporter's details.
    const publicCase = await (await request.get(`/api/reunion/cases/${caseNumber}?lang=vi`)).text();
    expect(publicCase).toContain(PERSON);
    for (const secret of [REPORTER.name, REPORTER.email, ...PHONE_FORMS]) expect(publicCase).not.toContain(secret);

    // On /reunion: on the map (the 12 samples and this one at least: the other editing suites may add theirs
    // meanwhile), among the markers it draws, and as a card in the missing-persons slider.
    await page.goto('/reunion');
    await page.locator('#map').scrollIntoViewIfNeeded();
    expect(await casesOnMap(page)).toBeGreaterThanOrEqual(13);
    const markers = await (await request.get('/api/reunion/markers?lang=en')).text();
    expect(markers).toContain(PERSON);
    await page.locator('#missing').scrollIntoViewIfNeeded();
    const slider = page.getByRole('region', { name: reunion.text('slider.title') });
    await expect(slider.getByRole('article', { name: PERSON })).toBeAttached();
    const html = await page.content();
    for (const secret of [REPORTER.name, REPORTER.email, ...PHONE_FORMS]) expect(html).not.toContain(secret);

    // The case is deleted again, so that the other suites find the sample cases only.
    await page.goto(`/admin/reunion/cases?q=${encodeURIComponent('Báo Cáo')}`);
    await page.getByRole('button', { name: cases.list.deleteNamed.replace('{{name}}', PERSON) }).click();
    await page.getByRole('dialog').getByRole('button', { name: admin.ui.confirm.delete }).click();
    await expect(page.getByRole('link', { name: PERSON, exact: true })).toHaveCount(0);
    expect((await request.get(`/api/reunion/cases/${caseNumber}`)).status()).toBe(404);
  });
});
