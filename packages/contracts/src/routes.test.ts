import { describe, expect, it } from 'vitest';
import { matchSiteRoute, SITE_ROUTES } from './routes.js';

describe('matchSiteRoute', () => {
  it('matches static paths, with or without a trailing slash, ignoring query and hash', () => {
    expect(matchSiteRoute('/')?.pageKey).toBe('home');
    expect(matchSiteRoute('/language-test/')?.pageKey).toBe('languageTest');
    expect(matchSiteRoute('/media-gallery?item=abc#top')?.pageKey).toBe('mediaGallery');
  });

  it('prefers a static route over a parameterised one and fills parameters', () => {
    expect(matchSiteRoute('/stories/news')?.pageKey).toBe('storiesNews');
    expect(matchSiteRoute('/stories/a-family-reunited')?.pageKey).toBe('storyDetail');
    expect(matchSiteRoute('/admin/projects/42/edit')?.pageKey).toBe('adminProjectEdit');
  });

  it('rejects unknown paths and extra segments', () => {
    expect(matchSiteRoute('/nope')).toBeUndefined();
    expect(matchSiteRoute('/stories/a/b')).toBeUndefined();
    expect(matchSiteRoute('/admin/projects//edit')).toBeUndefined();
  });

  it('has unique paths, and every protected area route has a login page', () => {
    const paths = SITE_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(matchSiteRoute('/admin/login')?.access).toBe('guest');
    expect(matchSiteRoute('/note-dance/admin/login')?.access).toBe('guest');
  });
});
