import { expect, namespaceTexts, PAGES, prepare, test } from './fixtures';

const { text } = namespaceTexts('reunionStories');

// Withdraws a guide that the public story and search tests read: in the content-editing project, which runs
// after them (a withdrawn guide is missing from a search made at the same moment).
test.describe('admin: reunion stories', () => {
  test('lists the stories by kind and withdraws and republishes one', async ({ page }) => {
    await prepare(page, { signedIn: true });
    await page.goto('/admin/reunion/stories');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES.adminReunionStories!.heading);
    await page.getByLabel(text('admin.kindFilter')).selectOption('guide');
    await expect(page.locator('tbody tr')).toHaveCount(3);
    const row = page.locator('tbody tr', { hasText: 'What to do in the first 24 hours' });
    await row.getByRole('button', { name: new RegExp(`^${text('admin.withdraw')}`) }).click();
    await expect(page.getByText(text('admin.withdrawn'))).toBeVisible();
    await expect(row).toContainText(text('admin.stateOff'));
    await row.getByRole('button', { name: new RegExp(`^${text('admin.publish')}`) }).click();
    await expect(row).toContainText(text('admin.stateOn'));
  });
});
