import { describe, expect, it } from 'vitest';
import { languageUrl, pageHead, pageHeadHtml } from './page-head';

const titles = { site: 'Site & Co', withPage: (page: string) => `${page} | Site & Co` };
const where = { origin: 'https://example.com', pathname: '/language-test', lang: 'ar' as const };

describe('languageUrl', () => {
  it('gives English the bare path and other languages a ?lang= address', () => {
    expect(languageUrl('https://example.com', '/language-test', 'en')).toBe('https://example.com/language-test');
    expect(languageUrl('https://example.com', '/language-test', 'ar')).toBe(
      'https://example.com/language-test?lang=ar',
    );
  });
});

describe('pageHead', () => {
  it('frames a page title in the site title and leaves the site title alone', () => {
    expect(pageHead({ title: 'Benchmark', description: 'd' }, titles, where).title).toBe('Benchmark | Site & Co');
    expect(pageHead({ title: '', description: 'd' }, titles, where).title).toBe('Site & Co');
    expect(pageHead({ title: 'Site & Co', description: 'd' }, titles, where).title).toBe('Site & Co');
  });

  it('names the canonical address in the page language and every language as an alternate', () => {
    const head = pageHead({ title: 'B', description: 'd' }, titles, where);
    expect(head.links[0]).toEqual({ rel: 'canonical', href: 'https://example.com/language-test?lang=ar' });
    const alternates = head.links.filter((l) => l.rel === 'alternate').map((l) => l.hreflang);
    expect(alternates).toEqual(['en', 'vi', 'zh', 'ja', 'ko', 'fr', 'de', 'es', 'ru', 'ar', 'x-default']);
    expect(head.meta).toContainEqual({ attr: 'property', key: 'og:locale', content: 'ar' });
  });

  it('keeps private pages out of search engines', () => {
    const robots = (noindex: boolean) =>
      pageHead({ title: 'B', description: 'd', noindex }, titles, where).meta.find((m) => m.key === 'robots');
    expect(robots(true)?.content).toBe('noindex, nofollow');
    expect(robots(false)?.content).toBe('index, follow');
  });
});

describe('pageHeadHtml', () => {
  it('escapes every text and address it writes into the page', () => {
    const html = pageHeadHtml(
      pageHead({ title: '</title><script>x</script>', description: '"quoted" <b>' }, titles, {
        ...where,
        pathname: '/a"b<c',
      }),
    );
    expect(html).not.toContain('<script');
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;x&lt;/script&gt; | Site &amp; Co</title>');
    expect(html).toContain('<meta name="description" content="&quot;quoted&quot; &lt;b&gt;">');
    expect(html).toContain('href="https://example.com/a&quot;b&lt;c?lang=ar" data-managed>');
  });
});
