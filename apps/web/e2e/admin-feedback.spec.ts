import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, PAGES, prepare, test } from './fixtures';

const admin = JSON.parse(
  fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/locales/en/admin.json'), 'utf8'),
) as {
  nav: { feedback: string };
  feedback: {
    searchLabel: string;
    markRead: string;
    markUnread: string;
    deleted: string;
    deleteFrom: string;
    reader: { title: string; close: string };
  };
  ui: { confirm: { delete: string } };
};

const fill = (template: string, name: string) => template.replace('{{name}}', name);

test('feedback sent from the site is listed, read and deleted in the admin', async ({ page, request }) => {
  const name = `Reviewer ${Date.now().toString(36)}`;
  const sent = await request.post('/api/feedback', {
    data: {
      name,
      email: 'reviewer@example.com',
      role: 'architect',
      category: 'security',
      message: 'Consider rotating admin tokens on every sign-in.',
      subscribe: true,
    },
  });
  expect(sent.ok()).toBe(true);

  await prepare(page, { signedIn: true });
  await page.goto('/admin/dashboard');
  await page.getByRole('link', { name: admin.nav.feedback }).click();
  await expect(page).toHaveURL(/\/admin\/feedback$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES.adminFeedback?.heading ?? '');

  await page.getByLabel(admin.feedback.searchLabel).fill(name);
  await expect(page).toHaveURL(/[?&]q=Reviewer/);
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-unread', 'true');
  await expect(row).toContainText('Security');
  await expect(row).toContainText('Architect');

  // Reading it marks it read.
  await row
    .getByRole('button', { name: new RegExp(name) })
    .first()
    .click();
  const reader = page.getByRole('dialog', { name: fill(admin.feedback.reader.title, name) });
  await expect(reader).toContainText('Consider rotating admin tokens on every sign-in.');
  await expect(row).toHaveAttribute('data-unread', 'false');
  await reader.getByRole('button', { name: admin.feedback.reader.close }).click();
  await expect(reader).toHaveCount(0);

  // Unread again, then read from the row.
  await row.getByRole('button', { name: `${admin.feedback.markUnread} (${name})` }).click();
  await expect(row).toHaveAttribute('data-unread', 'true');
  await row.getByRole('button', { name: `${admin.feedback.markRead} (${name})` }).click();
  await expect(row).toHaveAttribute('data-unread', 'false');

  await row.getByRole('button', { name: fill(admin.feedback.deleteFrom, name) }).click();
  await page.getByRole('dialog').getByRole('button', { name: admin.ui.confirm.delete }).click();
  await expect(page.getByText(admin.feedback.deleted)).toBeVisible();
  await expect(row).toHaveCount(0);
});
