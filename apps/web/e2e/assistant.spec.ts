import type { Page } from '@playwright/test';
import { expect, namespaceTexts, prepare, test } from './fixtures';

const en = namespaceTexts('assistant');
const vi = namespaceTexts('assistant', ['vi']);

const launcher = (page: Page) => page.getByTestId('assistant-launcher');
const panel = (page: Page) => page.getByTestId('assistant-panel');
const question = (page: Page, texts = en) => panel(page).getByRole('textbox', { name: texts.text('inputLabel') });

async function openChat(page: Page, texts = en) {
  // The chat box's module loads once the browser is idle after the page has loaded.
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(question(page, texts)).toBeFocused();
  await expect(page.getByTestId('assistant-status')).toHaveText(texts.text('status.online'));
}

async function ask(page: Page, text: string, texts = en) {
  await question(page, texts).fill(text);
  await panel(page)
    .getByRole('button', { name: texts.text('send') })
    .click();
}

test.describe('the site assistant', () => {
  test('answers in English on the home page with a link that opens the page it cites', async ({ page }) => {
    await prepare(page);
    await page.goto('/');
    await openChat(page);
    await expect(panel(page).getByRole('log')).toContainText(en.text('greeting.home').replace(/\*\*/g, ''));
    await ask(page, 'Has he built payment systems?');
    const answer = page.getByTestId('assistant-answer').last();
    await expect(answer).toBeVisible();
    const link = answer.locator('ol a').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\//);
    await link.click();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === href || url.pathname === href);
    // The panel stays usable: Escape closes it and gives focus back to its button.
    await question(page).focus();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
  });

  test('answers in Vietnamese on /reunion', async ({ page }) => {
    await prepare(page, { language: 'vi' });
    await page.goto('/reunion');
    await openChat(page, vi);
    await expect(panel(page).getByRole('heading', { name: vi.text('title') })).toBeVisible();
    await ask(page, 'Tôi nên làm gì trong 24 giờ đầu tiên khi người thân mất tích?', vi);
    const answer = page.getByTestId('assistant-answer').last();
    await expect(answer).toBeVisible();
    await expect(answer.getByRole('link').first()).toBeVisible();
  });

  test('shows the offline state when health fails, and recovers by itself', async ({ page }) => {
    await page.clock.install();
    let healthy = false;
    await page.route('**/ai/health', (route) =>
      healthy ? route.fallback() : route.fulfill({ status: 503, body: '{"success":false,"message":"down"}' }),
    );
    await prepare(page);
    await page.goto('/language-test');
    await page.clock.runFor(4000);
    await launcher(page).click();
    await expect(page.getByTestId('assistant-offline')).toHaveText(en.text('offline'));
    await expect(question(page)).toBeDisabled();
    healthy = true;
    await page.clock.runFor(31_000);
    await expect(page.getByTestId('assistant-status')).toHaveText(en.text('status.online'));
    await expect(page.getByTestId('assistant-offline')).toBeHidden();
    await expect(question(page)).toBeEnabled();
  });

  test('keeps the conversation after a reload, until a new one is started', async ({ page }) => {
    await prepare(page);
    await page.goto('/');
    await openChat(page);
    await ask(page, 'Which languages does the benchmark compare?');
    await expect(page.getByTestId('assistant-answer').last()).toBeVisible();
    await page.reload();
    await launcher(page).click();
    await expect(page.getByTestId('assistant-question')).toContainText('Which languages does the benchmark compare?');
    await expect(page.getByTestId('assistant-answer')).toHaveCount(1);
    // The panel's top row is clear of the sticky header: a pointer reaches it.
    await panel(page)
      .getByRole('button', { name: en.text('newConversation') })
      .click();
    await expect(page.getByTestId('assistant-question')).toHaveCount(0);
    // And with the keyboard, as a screen-reader user would.
    await ask(page, 'Which languages does the benchmark compare?');
    await expect(page.getByTestId('assistant-answer')).toHaveCount(1);
    await panel(page)
      .getByRole('button', { name: en.text('newConversation') })
      .focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('assistant-question')).toHaveCount(0);
  });
});
