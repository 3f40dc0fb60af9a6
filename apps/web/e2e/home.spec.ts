import type { HomeContent, Project } from '@site/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, namespaceTexts, prepare, test } from './fixtures';

/** A text of the home namespace as the app shows it: the language's own, else English (i18next fallback). */
function homeText(lng: string, key: string, values: Record<string, string | number> = {}): string {
  return namespaceTexts('home', [lng, 'en']).text(key, values);
}

async function projectsOf(request: APIRequestContext, lng: string): Promise<Project[]> {
  const response = await request.get(`/api/portfolio/projects?lang=${lng}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Project[] }).data;
}

const projectTitles = (page: Page) => page.locator('#projects').getByRole('heading', { level: 3 });

for (const language of ['en', 'ar']) {
  test(`home in ${language} shows the seeded projects`, async ({ page, request }) => {
    await prepare(page, { language });
    await page.goto('/');
    // Lower sections load their code when they come near the viewport, as the visitor scrolls.
    await page.locator('#projects').scrollIntoViewIfNeeded();
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    const projects = await projectsOf(request, language);
    expect(projects.length).toBeGreaterThan(0);
    if (language === 'en') {
      expect(projects.map((p) => p.title)).toEqual(
        expect.arrayContaining(['HarborPay payment gateway', 'Lotus multi-store shop']),
      );
    }
    await expect(projectTitles(page)).toHaveText(projects.map((p) => p.title));
    await expect(page.locator('#projects').getByText(homeText(language, 'projects.nda'))).toBeVisible();
  });
}

test('the category filter shows only the chosen category', async ({ page, request }) => {
  await prepare(page);
  await page.goto('/');
  // Lower sections load their code when they come near the viewport, as the visitor scrolls.
  await page.locator('#projects').scrollIntoViewIfNeeded();
  const projects = await projectsOf(request, 'en');
  const fintech = projects.filter((p) => p.category === 'fintech').map((p) => p.title);
  expect(fintech).toContain('HarborPay payment gateway');
  const filters = page.getByRole('group', { name: homeText('en', 'projects.filter') });
  const all = filters.getByRole('button', { name: homeText('en', 'projects.all'), exact: true });
  await expect(all).toHaveAttribute('aria-pressed', 'true');
  await expect(projectTitles(page)).toHaveCount(projects.length);

  const button = filters.getByRole('button', { name: 'Fintech', exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(all).toHaveAttribute('aria-pressed', 'false');
  await expect(projectTitles(page)).toHaveText(fintech);
  await expect(page.locator('#projects').getByText('Lotus multi-store shop')).toHaveCount(0);

  await all.click();
  await expect(projectTitles(page)).toHaveCount(projects.length);
});

/** The home page scrolled to the testimonial slider; answers the slider. */
async function openTestimonials(page: Page) {
  await prepare(page);
  await page.goto('/');
  // Lower sections load their code when they come near the viewport, as the visitor scrolls.
  await page.locator('#testimonials').scrollIntoViewIfNeeded();
  const slider = page.locator('[aria-roledescription="carousel"]');
  await slider.scrollIntoViewIfNeeded();
  return slider;
}

test.describe('testimonial slider', () => {
  test.use({ reducedMotion: 'reduce' });

  test('prev is disabled on the first slide, next moves, dots jump, next is disabled on the last', async ({ page }) => {
    const slider = await openTestimonials(page);
    const slides = slider.locator('[aria-roledescription="slide"]');
    const count = await slides.count();
    expect(count).toBeGreaterThan(1);
    const prev = slider.getByRole('button', { name: homeText('en', 'testimonials.previous') });
    const next = slider.getByRole('button', { name: homeText('en', 'testimonials.next') });
    const dot = (n: number) => slider.getByRole('button', { name: homeText('en', 'testimonials.goTo', { number: n }) });

    await expect(prev).toBeDisabled();
    await expect(next).toBeEnabled();
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');

    await next.click();
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');
    await expect(dot(1)).not.toHaveAttribute('aria-current', 'true');
    await expect(prev).toBeEnabled();

    await dot(count).click();
    await expect(dot(count)).toHaveAttribute('aria-current', 'true');
    await expect(next).toBeDisabled();
    await expect(slides.nth(count - 1)).not.toHaveAttribute('aria-hidden', 'true');

    await prev.click();
    await expect(dot(count - 1)).toHaveAttribute('aria-current', 'true');
  });
});

test('the testimonial slider plays on its own every 5 seconds', async ({ page }) => {
  const slider = await openTestimonials(page);
  await page.mouse.move(0, 0);
  const dot = (n: number) => slider.getByRole('button', { name: homeText('en', 'testimonials.goTo', { number: n }) });
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  await expect(dot(2)).toHaveAttribute('aria-current', 'true', { timeout: 8_000 });
});

for (const language of ['en', 'ar', 'de']) {
  test(`contact form validation speaks ${language}`, async ({ page }) => {
    await prepare(page, { language });
    await page.goto('/');
    // Lower sections load their code when they come near the viewport, as the visitor scrolls.
    await page.locator('#contact').scrollIntoViewIfNeeded();
    const form = page.locator('#contact form');
    const text = (key: string) => homeText(language, key);
    await form.getByRole('button', { name: text('contact.submit') }).click();
    await expect(form.getByText(text('contact.errors.nameRequired'), { exact: true })).toBeVisible();
    await expect(form.getByText(text('contact.errors.emailRequired'), { exact: true })).toBeVisible();
    await expect(form.getByText(text('contact.errors.messageRequired'), { exact: true })).toBeVisible();

    // After a submit, fields check themselves while the visitor types.
    await form.getByRole('textbox', { name: `${text('contact.name')} *`, exact: true }).fill('A');
    await expect(form.getByText(text('contact.errors.nameMinLength'), { exact: true })).toBeVisible();
    await form.getByRole('textbox', { name: `${text('contact.email')} *`, exact: true }).fill('not-an-address');
    await expect(form.getByText(text('contact.errors.emailInvalid'), { exact: true })).toBeVisible();
    await form.getByRole('textbox', { name: `${text('contact.message')} *`, exact: true }).fill('Too short');
    await expect(form.getByText(text('contact.errors.messageMinLength'), { exact: true })).toBeVisible();
  });
}

test('a valid contact message is sent and the form is cleared', async ({ page }) => {
  await prepare(page);
  await page.goto('/');
  // Lower sections load their code when they come near the viewport, as the visitor scrolls.
  await page.locator('#contact').scrollIntoViewIfNeeded();
  const form = page.locator('#contact form');
  const name = form.getByRole('textbox', { name: `${homeText('en', 'contact.name')} *`, exact: true });
  const email = form.getByRole('textbox', { name: `${homeText('en', 'contact.email')} *`, exact: true });
  const message = form.getByRole('textbox', { name: `${homeText('en', 'contact.message')} *`, exact: true });
  await name.fill('Playwright Visitor');
  await email.fill('visitor@example.com');
  await form.getByRole('textbox', { name: homeText('en', 'contact.phone') }).fill('+84 90 000 0000');
  await message.fill('Hello! I would like to talk about a project with you.');
  const response = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
  await form.getByRole('button', { name: homeText('en', 'contact.submit') }).click();
  expect((await response).status()).toBe(201);
  await expect(form.getByRole('status')).toContainText(homeText('en', 'contact.successTitle'));
  await expect(name).toHaveValue('');
  await expect(email).toHaveValue('');
  await expect(message).toHaveValue('');
});

test('the hero counters count up to their figures, and the CV link tells its size, as French writes them', async ({
  page,
  request,
}) => {
  const locale = 'fr-FR';
  const { data } = (await (await request.get('/api/portfolio/home?lang=fr')).json()) as { data: HomeContent };
  await prepare(page, { language: 'fr' });
  await page.goto('/');
  const counters = page.getByRole('list', { name: homeText('fr', 'hero.counters') }).locator('bdi');
  // Written by the browser's own Intl here, independently of the app's formatter.
  const figures = data.counters.map(
    (c) =>
      new Intl.NumberFormat(locale, { minimumFractionDigits: c.decimals, maximumFractionDigits: c.decimals }).format(
        c.value,
      ) + c.suffix,
  );
  expect(figures.some((figure) => figure.includes(','))).toBe(true); // the seeded 99,9 %: a French decimal comma
  // The counters count once they are in view: a three-line French title can push them below a short window.
  await counters.first().scrollIntoViewIfNeeded();
  await expect(counters).toHaveText(figures, { timeout: 10_000 });

  const cv = page.getByRole('link', { name: homeText('fr', 'hero.downloadCv') });
  const size = data.cv?.size ?? 0;
  const unit = size >= 1024 * 1024 ? 'megabyte' : 'kilobyte';
  const amount = size / (unit === 'megabyte' ? 1024 * 1024 : 1024);
  const written = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(amount);
  await expect(cv).toHaveAttribute('title', homeText('fr', 'hero.cvDetails', { size: written }));
});
