import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, PAGES, prepare, test } from './fixtures';

/** The e2e server runs with ADMIN_EMAIL / ADMIN_PASSWORD set to these. */
const ADMIN = { email: 'admin@example.com', password: 'admin-password-123' };

const admin = JSON.parse(
  fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/locales/en/admin.json'), 'utf8'),
) as {
  login: { email: string; password: string; showPassword: string; submit: string; errors: Record<string, string> };
  dashboard: { activity: { actions: Record<string, string> } };
  user: { logout: string; administrator: string };
  categories: { add: string; edit: string; delete: string; form: Record<string, string> };
  messages: { reader: Record<string, string>; delete: string; searchLabel: string };
  ui: { confirm: Record<string, string> };
};

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** Signs in through the API and stores the session the way the login page does, before the first page load. */
async function signIn(page: Page): Promise<string> {
  const answer = await page.request.post('/api/auth/login', { data: ADMIN });
  expect(answer.status()).toBe(200);
  const { token, user } = (await answer.json()) as { token: string; user: unknown };
  await page.addInitScript(
    ([t, u]) => {
      if (sessionStorage.getItem('e2e-admin-session')) return;
      sessionStorage.setItem('e2e-admin-session', '1');
      localStorage.setItem('admin_token', t as string);
      localStorage.setItem('admin_user', u as string);
    },
    [token, JSON.stringify(user)] as const,
  );
  return token;
}

async function adminGet<T>(request: APIRequestContext, token: string, url: string): Promise<T> {
  const answer = await request.get(url, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as T;
}

test.describe('admin login', () => {
  test('wrong password, show-password toggle, then the dashboard with the real counts', async ({ page }) => {
    await prepare(page);
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES.adminLogin?.heading ?? '');
    await expect(page.locator('[data-site-header]')).toHaveCount(0);

    await page.getByLabel(admin.login.email).fill(ADMIN.email);
    const password = page.getByLabel(admin.login.password, { exact: true });
    await password.fill('not-the-password');
    const toggle = page.getByRole('button', { name: admin.login.showPassword });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(password).toHaveAttribute('type', 'password');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveAttribute('type', 'text');
    await toggle.click();
    await expect(password).toHaveAttribute('type', 'password');

    await page.getByRole('button', { name: admin.login.submit }).click();
    await expect(page.getByText(admin.login.errors.invalidCredentials ?? 'Invalid credentials')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);

    // Submitting empty fields next shows their errors only: the last attempt's answer is gone.
    await page.getByLabel(admin.login.email).fill('');
    await password.fill('');
    await page.getByRole('button', { name: admin.login.submit }).click();
    await expect(page.getByText(admin.login.errors.emailRequired ?? '')).toBeVisible();
    await expect(page.getByText(admin.login.errors.passwordRequired ?? '')).toBeVisible();
    await expect(page.getByText(admin.login.errors.invalidCredentials ?? 'Invalid credentials')).toHaveCount(0);
    await page.getByLabel(admin.login.email).fill(ADMIN.email);

    await password.fill(ADMIN.password);
    await page.getByRole('button', { name: admin.login.submit }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES.adminDashboard?.heading ?? '');

    // The cards show the server's numbers (compared again after a reload if another test changed them meanwhile).
    const token = (await page.evaluate(() => localStorage.getItem('admin_token'))) ?? '';
    expect(token).not.toBe('');
    await expect(async () => {
      const { data } = await adminGet<{ data: { counts: Record<string, number> } }>(
        page.request,
        token,
        '/api/admin/dashboard',
      );
      await page.reload();
      for (const key of ['projects', 'categories', 'active_projects', 'featured_projects'] as const) {
        await expect(page.getByTestId(`count-${key}`)).toContainText(String(data.counts[key]), { timeout: 3000 });
      }
    }).toPass({ timeout: 20_000 });
  });

  test("recent activity reads as sentences in the visitor's language, never as raw action codes", async ({ page }) => {
    await prepare(page);
    const token = await signIn(page);
    const auth = { Authorization: `Bearer ${token}` };
    // A change that alters nothing others rely on: the media categories saved in the order they have.
    const { data } = await adminGet<{ data: Array<{ id: number }> }>(
      page.request,
      token,
      '/api/admin/media-categories',
    );
    const saved = await page.request.post('/api/admin/media-categories/update-order', {
      headers: auth,
      data: { ids: data.map((c) => c.id) },
    });
    expect(saved.ok()).toBe(true);
    await page.goto('/admin/dashboard');
    const list = page.locator('ol li');
    const sentence = (admin.dashboard.activity.actions.mediaCategoriesReordered ?? '').replace(
      '{{actor}}',
      ADMIN.email,
    );
    await expect(list.filter({ hasText: sentence }).first()).toBeVisible();
    // No code such as "media-categories.reordered" anywhere (the actor's address aside).
    for (const text of await list.allTextContents()) {
      expect(text.replaceAll(ADMIN.email, '')).not.toMatch(/\b[a-z-]+\.[a-z_]+\b/);
    }
  });

  test('a protected page sends a guest to the login, and back there after signing in', async ({ page }) => {
    await prepare(page);
    await page.goto('/admin/categories');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.getByLabel(admin.login.email).fill(ADMIN.email);
    await page.getByLabel(admin.login.password, { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: admin.login.submit }).click();
    await expect(page).toHaveURL(/\/admin\/categories$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES.adminCategories?.heading ?? '');
  });

  test('logout returns to the login page and forgets the session', async ({ page }) => {
    await prepare(page);
    await signIn(page);
    await page.goto('/admin/dashboard');
    await page.getByRole('button', { name: new RegExp(admin.user.administrator) }).click();
    await page.getByRole('button', { name: admin.user.logout }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a stored token the server rejects leads to the login page on any admin page (401)', async ({ page }) => {
    await prepare(page);
    await page.goto('/admin/login');
    for (const target of ['/admin/dashboard', '/admin/categories', '/admin/messages', '/admin/profile']) {
      await page.evaluate(() => {
        localStorage.setItem('admin_token', 'bogus-token');
        localStorage.setItem('admin_user', JSON.stringify({ id: 1, name: 'X', email: 'x@example.com', role: 'admin' }));
      });
      await page.goto(target);
      await expect(page).toHaveURL(/\/admin\/login$/);
      await expect(page.getByRole('button', { name: admin.login.submit })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
      expect(await page.evaluate(() => localStorage.getItem('admin_user'))).toBeNull();
    }
  });
});

test.describe('admin content', () => {
  test('categories: create, rename and delete', async ({ page }) => {
    await prepare(page);
    await signIn(page);
    await page.goto('/admin/categories');
    const id = unique();
    const name = `E2E category ${id}`;
    const renamed = `E2E renamed ${id}`;

    await page.getByRole('button', { name: admin.categories.add }).click();
    const create = page.getByRole('dialog', { name: admin.categories.form.createTitle });
    await expect(create).toBeVisible();
    await create.getByLabel(admin.categories.form.key ?? 'Key', { exact: true }).fill(`e2e-${id}`);
    await create.getByLabel(/^English/).fill(name);
    await create.getByRole('button', { name: admin.categories.form.save }).click();
    await expect(create).toBeHidden();
    await expect(page.getByRole('rowheader', { name })).toBeVisible();

    await page.getByRole('button', { name: `${admin.categories.edit} ${name}` }).click();
    const edit = page.getByRole('dialog', { name: admin.categories.form.editTitle });
    await expect(edit.getByLabel(/^English/)).toHaveValue(name);
    await edit.getByLabel(/^English/).fill(renamed);
    await edit.getByRole('button', { name: admin.categories.form.save }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByRole('rowheader', { name: renamed })).toBeVisible();
    await expect(page.getByRole('rowheader', { name })).toHaveCount(0);

    await page.getByRole('button', { name: `${admin.categories.delete} ${renamed}` }).click();
    const confirm = page.getByRole('dialog', { name: /delete/i });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: admin.ui.confirm.delete }).click();
    await expect(page.getByRole('rowheader', { name: renamed })).toHaveCount(0);
  });

  test('a contact message appears in the inbox and the bell, and can be read and deleted', async ({ page }) => {
    await prepare(page);
    const token = await signIn(page);
    const sender = `E2E Visitor ${unique()}`;
    const sent = await page.request.post('/api/contact', {
      data: {
        name: sender,
        email: 'visitor@example.org',
        message: 'Hello from the admin browser test, please ignore.',
      },
    });
    expect(sent.status()).toBe(201);

    await page.goto('/admin/messages');
    await page.getByRole('searchbox', { name: admin.messages.searchLabel }).fill(sender);
    // The row's open button: "Unread: <name> <email> <preview>".
    const row = page.getByRole('button', { name: new RegExp(`^(\\w+: )?${sender} `) });
    await expect(row).toBeVisible();

    // The bell shows the server's count of unread messages and comments.
    await expect(async () => {
      const { total } = await adminGet<{ total: number }>(page.request, token, '/api/admin/notifications');
      await page.reload();
      await expect(page.getByTestId('notification-count')).toHaveText(total > 99 ? '99+' : String(total), {
        timeout: 3000,
      });
    }).toPass({ timeout: 20_000 });
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByRole('link', { name: new RegExp(sender) })).toBeVisible();
    await page.getByRole('link', { name: new RegExp(sender) }).click();

    const reader = page.getByRole('dialog', { name: new RegExp(sender) });
    await expect(reader).toBeVisible();
    await expect(reader.getByText('Hello from the admin browser test, please ignore.')).toBeVisible();
    const messageId = Number(new URL(page.url()).searchParams.get('open'));
    await expect
      .poll(async () => {
        const { data } = await adminGet<{ data: { is_read: boolean } }>(
          page.request,
          token,
          `/api/admin/messages/${messageId}`,
        );
        return data.is_read;
      })
      .toBe(true);

    await reader.getByRole('button', { name: admin.messages.delete }).click();
    const confirm = page.getByRole('dialog', { name: /delete/i });
    await confirm.getByRole('button', { name: admin.ui.confirm.delete }).click();
    await expect(reader).toBeHidden();
    const gone = await page.request.get(`/api/admin/messages/${messageId}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(gone.status()).toBe(404);
  });
});
