import { SITE_ROUTES } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { hintFetchUrls, type PageHintsFile } from './page-hints.js';
import { addressParams } from './spa.js';

const hint = (fetch: string[]) => ({ modulepreload: [], style: [], fetch });
const HINTS: PageHintsFile = {
  startup: { en: hint([]) },
  areas: { site: { en: hint(['/api/site?lang=en']) } },
  pages: {
    reunionCase: { en: hint(['/api/reunion/cases/{caseNumber}?lang=en']) },
    search: { en: hint(['/api/reunion/search?lang=en&q={q}']) },
  },
};
const route = (pageKey: string) => SITE_ROUTES.find((item) => item.pageKey === pageKey);

describe("a page's data addresses filled from its own address", () => {
  it("takes the route's parameters and the query string's, the route's winning", () => {
    expect(addressParams('/reunion/cases/:caseNumber', '/reunion/cases/VN-2026-00006?x=1')).toEqual({
      caseNumber: 'VN-2026-00006',
      x: '1',
    });
    expect(addressParams('/reunion/cases/:caseNumber', '/reunion/cases/A?caseNumber=B')).toEqual({ caseNumber: 'A' });
    expect(addressParams('/search', '/search?q=da+nang&q=other')).toEqual({ q: 'other' });
    expect(addressParams('/search', '/search')).toEqual({});
  });

  it('writes a path parameter as a path segment and a query value as the browser client does', () => {
    expect(hintFetchUrls(HINTS, route('reunionCase'), 'en', { caseNumber: 'VN 1/2' })).toEqual([
      '/api/site?lang=en',
      '/api/reunion/cases/VN%201%2F2?lang=en',
    ]);
    const urls = hintFetchUrls(
      HINTS,
      route('search'),
      'en',
      addressParams('/search', '/search?q=%C4%90%C3%A0+N%E1%BA%B5ng%26x'),
    );
    // URLSearchParams, like the client's endpointUrl: a space is "+", & and non-ASCII letters escaped.
    expect(urls).toEqual([
      '/api/site?lang=en',
      `/api/reunion/search?lang=en&${new URLSearchParams({ q: 'Đà Nẵng&x' })}`,
    ]);
    expect(urls[1]).toBe('/api/reunion/search?lang=en&q=%C4%90%C3%A0+N%E1%BA%B5ng%26x');
  });

  it('leaves out an address whose parameter is missing or empty: the page asks nothing for it either', () => {
    for (const params of [{}, { q: '' }]) {
      expect(hintFetchUrls(HINTS, route('search'), 'en', params)).toEqual(['/api/site?lang=en']);
    }
  });
});
