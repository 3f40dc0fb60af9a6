import { beforeEach, describe, expect, it } from 'vitest';
import { applyDocumentLanguage, initialLanguage, languageCookie, localeOf } from './i18n';
import { STORAGE_KEYS } from './storage';

describe('language at start', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'lang=; path=/; max-age=0';
  });

  it('is English when nothing is stored', () => {
    expect(initialLanguage('')).toBe('en');
  });

  it('reuses the stored preference', () => {
    localStorage.setItem(STORAGE_KEYS.preferredLanguage, 'ja');
    expect(initialLanguage('')).toBe('ja');
  });

  it('falls back to the language cookie when nothing is stored (the server rendered the page in it)', () => {
    document.cookie = 'lang=fr; path=/';
    expect(initialLanguage('')).toBe('fr');
    document.cookie = 'lang=klingon; path=/';
    expect(initialLanguage('')).toBe('en');
    // A stored choice still wins over the cookie.
    localStorage.setItem(STORAGE_KEYS.preferredLanguage, 'ja');
    document.cookie = 'lang=fr; path=/';
    expect(initialLanguage('')).toBe('ja');
  });

  it('ignores a stored value that is not a supported language', () => {
    localStorage.setItem(STORAGE_KEYS.preferredLanguage, 'klingon');
    expect(initialLanguage('')).toBe('en');
  });

  it('takes ?lang= from the address first, and remembers it', () => {
    localStorage.setItem(STORAGE_KEYS.preferredLanguage, 'ja');
    expect(initialLanguage('?lang=AR')).toBe('ar');
    expect(localStorage.getItem(STORAGE_KEYS.preferredLanguage)).toBe('ar');
    expect(initialLanguage('?lang=xx')).toBe('ar');
  });

  it('tells the server the chosen language through a cookie, not the default', () => {
    expect(initialLanguage('')).toBe('en');
    expect(document.cookie).not.toContain('lang=');
    initialLanguage('?lang=vi');
    expect(document.cookie).toContain('lang=vi');
    localStorage.setItem(STORAGE_KEYS.preferredLanguage, 'ko');
    document.cookie = 'lang=; path=/; max-age=0';
    initialLanguage('');
    expect(document.cookie).toContain('lang=ko');
  });

  it('sets <html lang dir>, right-to-left for Arabic only', () => {
    applyDocumentLanguage('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    applyDocumentLanguage('vi');
    expect(document.documentElement.dir).toBe('ltr');
    expect(localeOf('vi')).toBe('vi-VN');
  });
});

describe('language cookie', () => {
  it('is Secure over HTTPS only (over plain HTTP a browser would drop a Secure cookie)', () => {
    expect(languageCookie('vi', 'https:')).toBe('lang=vi; path=/; max-age=31536000; samesite=lax; secure');
    expect(languageCookie('ar', 'http:')).toBe('lang=ar; path=/; max-age=31536000; samesite=lax');
  });
});
