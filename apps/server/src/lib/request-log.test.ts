import { describe, expect, it } from 'vitest';
import { loggableUrl } from './request-log.js';

describe('loggableUrl', () => {
  it('replaces the search terms and keeps the rest', () => {
    expect(loggableUrl('/search?q=Nguy%E1%BB%85n+V%C4%83n+An+0909123456')).toBe('/search?q=%5Bredacted%5D');
    expect(loggableUrl('/api/reunion/search?lang=vi&q=da+nang&page=2')).toBe(
      '/api/reunion/search?lang=vi&q=%5Bredacted%5D&page=2',
    );
    // An admin list's search box (a moderator looking a report up by the reporter's phone).
    expect(loggableUrl('/api/admin/reunion/reports?search=0912345678&status=pending')).toBe(
      '/api/admin/reunion/reports?search=%5Bredacted%5D&status=pending',
    );
  });

  it('leaves an address without search terms as it is', () => {
    for (const url of ['/reunion', '/api/reunion/cases?lang=vi&page=1', '/?', '/search'])
      expect(loggableUrl(url)).toBe(url);
  });
});
