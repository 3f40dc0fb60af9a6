// @vitest-environment node
// The server renders with no window, document or storage: this environment has none either, so a
// component that reaches for them during render fails here rather than in production.
import type { HomeContent, SiteProfile } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { RENDERED_PAGES, renderPage } from './entry-server';

const profile: SiteProfile = {
  name: 'Ana Tran',
  title: 'Principal Engineer',
  tagline: 'Builds calm systems.',
  email: 'ana@example.com',
  phone: '+84 90 000 0000',
  location: 'Hanoi',
  links: [{ kind: 'github', label: 'GitHub', url: 'https://github.com/example' }],
  lang: 'en',
};

// The hero reads the counters and the CV; the sections below the fold render in the browser.
const home = {
  counters: [
    { value: 12, decimals: 0, suffix: '+', label: 'Years' },
    { value: 99.5, decimals: 1, suffix: '%', label: 'Uptime' },
  ],
  cv: { url: '/api/portfolio/cv', filename: 'Ana-Tran-CV.pdf', size: 2048 },
} as Partial<HomeContent> as HomeContent;

const data = (lang: string) => ({
  [`/api/site?lang=${lang}`]: { data: profile },
  [`/api/portfolio/home?lang=${lang}`]: { data: home },
});

describe('server rendering (entry-server)', () => {
  it('renders the home page', () => {
    expect(RENDERED_PAGES).toContain('home');
  });

  it('renders the home hero with the data it is given, in one piece of HTML', async () => {
    const html = await renderPage({ url: '/', lang: 'en', data: data('en') });
    expect(html).toContain('<h1 id="page-heading"');
    expect(html).toContain('Principal Engineer</h1>');
    expect(html).toContain('Builds calm systems.');
    // The header and footer show the owner, the hero its counters (final values for assistive technology) and the CV.
    expect(html).toContain('Ana Tran');
    expect(html).toContain('12+');
    expect(html).toContain('99.5%');
    expect(html).toContain('download="Ana-Tran-CV.pdf"');
    // Sections below the fold load in the browser: their headings are there, their content is not.
    expect(html).toContain('id="about-heading"');
    expect(html).toContain('id="contact-heading"');
    // No part was left for a script to move in (the Content-Security-Policy forbids inline scripts).
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<template');
  });

  it('renders in the language asked for, Arabic included', async () => {
    const ar = await renderPage({ url: '/?lang=ar', lang: 'ar', data: data('ar') });
    expect(ar).toContain('مرحبًا');
    const fr = await renderPage({ url: '/', lang: 'fr', data: data('fr') });
    expect(fr).toContain('Voir les projets');
  });

  it('renders concurrent requests each in its own language', async () => {
    const langs = ['de', 'ja', 'en', 'vi', 'ar'] as const;
    const pages = await Promise.all(langs.map((lang) => renderPage({ url: '/', lang, data: data(lang) })));
    const en = pages[2] ?? '';
    expect(en).toContain('View projects');
    expect(pages[0]).not.toContain('View projects');
    expect(pages[4]).toContain('مرحبًا');
  });

  it('renders without data: the loading state the browser starts from too', async () => {
    const html = await renderPage({ url: '/', lang: 'en', data: {} });
    expect(html).toContain('<h1 id="page-heading"');
    expect(html).not.toContain('Ana Tran');
    expect(html).not.toContain('download=');
  });

  it('escapes what the data contains', async () => {
    const hostile = { ...profile, title: '<img src=x onerror=alert(1)>' } as SiteProfile;
    const html = await renderPage({ url: '/', lang: 'en', data: { '/api/site?lang=en': { data: hostile } } });
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
