import type { Page } from '@playwright/test';
import { expect, prepare, test, texts } from './fixtures';

interface ProfileTexts {
  profile: {
    name: string;
    province: string;
    save: string;
    saved: string;
    avatar: { alt: string; choose: string; uploaded: string; remove: string; removed: string };
    password: { current: string; new: string; confirm: string; submit: string; changed: string };
    delete: { confirmWord: string; confirmLabel: string; password: string; submit: string };
  };
}
const { profile } = texts<ProfileTexts>('en', 'volunteerAccount');

/** A 1×1 PNG picture, chosen "from the device" (the file input). */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** A new volunteer account, signed in in this page's browser the way the auth dialog leaves it. */
async function signedInVolunteer(page: Page, email: string, password: string) {
  const answer = await page.request.post('/api/volunteer/auth/register', {
    data: { name: 'E2E Profile Volunteer', email, password, confirmPassword: password },
  });
  expect(answer.status()).toBe(201);
  const { token, volunteer } = (await answer.json()) as { token: string; volunteer: unknown };
  await page.addInitScript(
    ([storedToken, storedUser]) => {
      if (sessionStorage.getItem('e2e-volunteer')) return;
      sessionStorage.setItem('e2e-volunteer', '1');
      localStorage.setItem('volunteer_token', storedToken as string);
      localStorage.setItem('volunteer_user', storedUser as string);
    },
    [token, JSON.stringify(volunteer)] as const,
  );
}

test.describe('volunteer profile', () => {
  test('a volunteer renames the account, picks a province, sets and removes an avatar, changes the password and deletes the account', async ({
    page,
  }) => {
    const email = `e2e.profile.${Date.now()}@example.com`;
    const first = 'a first long password';
    const second = 'a second long password';
    await prepare(page);
    await signedInVolunteer(page, email, first);
    await page.goto('/profile');

    // Name and home province.
    const name = page.getByLabel(new RegExp(`^${profile.name}`));
    await expect(name).toHaveValue('E2E Profile Volunteer');
    await name.fill('E2E Renamed Volunteer');
    await page.getByLabel(profile.province).selectOption({ label: 'Thành Phố Đà Nẵng' });
    await page.getByRole('button', { name: profile.save, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: profile.saved })).toBeVisible();

    // The avatar goes through the media pipeline and comes back as a picture; it can be removed again.
    await page
      .getByLabel(profile.avatar.choose)
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PICTURE });
    await expect(page.getByRole('status').filter({ hasText: profile.avatar.uploaded })).toBeVisible();
    await expect(page.getByRole('img', { name: profile.avatar.alt })).toBeVisible();
    await page.getByRole('button', { name: profile.avatar.remove }).click();
    await expect(page.getByRole('status').filter({ hasText: profile.avatar.removed })).toBeVisible();
    await expect(page.getByRole('img', { name: profile.avatar.alt })).toHaveCount(0);

    // A new password: the old one no longer signs in, the new one does.
    await page.getByLabel(new RegExp(`^${profile.password.current}`)).fill(first);
    await page.getByLabel(new RegExp(`^${profile.password.new}`)).fill(second);
    await page.getByLabel(new RegExp(`^${profile.password.confirm}`)).fill(second);
    await page.getByRole('button', { name: profile.password.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: profile.password.changed })).toBeVisible();
    const login = (password: string) => page.request.post('/api/volunteer/auth/login', { data: { email, password } });
    expect((await login(first)).status()).toBe(422); // wrong credentials, as the owner's login answers them
    expect((await login(second)).status()).toBe(200);

    // The saved details survive a reload (they are the server's, not the page's).
    await page.reload();
    await expect(page.getByLabel(new RegExp(`^${profile.name}`))).toHaveValue('E2E Renamed Volunteer');

    // Deleting the account signs out, leads to the volunteer page, and the email no longer signs in.
    await page
      .getByLabel(profile.delete.confirmLabel.replace('{{word}}', profile.delete.confirmWord))
      .fill(profile.delete.confirmWord);
    await page.getByLabel(new RegExp(`^${profile.delete.password}`)).fill(second);
    await page.getByRole('button', { name: profile.delete.submit }).click();
    await expect(page).toHaveURL(/\/volunteer$/);
    expect(await page.evaluate(() => localStorage.getItem('volunteer_token'))).toBeNull();
    expect((await login(second)).status()).toBe(422);
  });
});
