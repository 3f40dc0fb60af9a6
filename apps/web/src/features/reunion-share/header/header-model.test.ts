import { describe, expect, it } from 'vitest';
import { isSticky, searchHref, SECTION_LINKS } from './header-model';

describe('reunion header model', () => {
  it('turns sticky past the header height less 10 px (80 px before it is measured)', () => {
    expect(isSticky(0, 96)).toBe(false);
    expect(isSticky(86, 96)).toBe(false);
    expect(isSticky(87, 96)).toBe(true);
    expect(isSticky(70, undefined)).toBe(false);
    expect(isSticky(71, undefined)).toBe(true);
  });

  it('ignores an empty or blank search and trims the rest', () => {
    expect(searchHref('')).toBeNull();
    expect(searchHref('   \t\n ')).toBeNull();
    expect(searchHref('  da nang ')).toBe('/search?q=da%20nang');
    expect(searchHref('Đà Nẵng')).toBe(`/search?q=${encodeURIComponent('Đà Nẵng')}`);
  });

  it('keeps a hostile query inside the q parameter', () => {
    const href = searchHref('a&b=c#frag <script>')!;
    const url = new URL(href, 'https://example.org');
    expect(url.pathname).toBe('/search');
    expect([...url.searchParams.keys()]).toEqual(['q']);
    expect(url.searchParams.get('q')).toBe('a&b=c#frag <script>');
    expect(url.hash).toBe('');
  });

  it('links the sections: the landing’s, the stories, the news, the shop and the app', () => {
    expect(SECTION_LINKS.map((link) => link.id)).toEqual(['map', 'missing', 'stories', 'news', 'shop', 'app']);
  });
});
