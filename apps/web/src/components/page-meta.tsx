import { LANGUAGE_CODES, DEFAULT_LANGUAGE, type LanguageCode } from '@site/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { currentLanguage, localeOf } from '../lib/i18n';

/** The address of a page in a language: English is the bare path, others add `?lang=`. */
export function languageUrl(origin: string, pathname: string, code: LanguageCode): string {
  return code === DEFAULT_LANGUAGE ? `${origin}${pathname}` : `${origin}${pathname}?lang=${code}`;
}

function setMeta(attr: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attr, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

function setLinks(rel: string, links: { href: string; hreflang?: string }[]): void {
  document.head.querySelectorAll(`link[rel="${rel}"][data-managed]`).forEach((el) => el.remove());
  for (const { href, hreflang } of links) {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (hreflang) link.hreflang = hreflang;
    link.dataset.managed = '';
    document.head.appendChild(link);
  }
}

export interface PageMetaInput {
  /** Page title; empty for the site's default title alone. */
  title: string;
  description: string;
  /** Keep private pages (admin areas) out of search engines. */
  noindex?: boolean;
}

/**
 * Sets the document title and the page's metadata: description, Open Graph, canonical URL and the
 * hreflang alternates of all ten languages (metadata per page key).
 */
export function usePageMeta({ title, description, noindex = false }: PageMetaInput): void {
  const { t, i18n } = useTranslation('common');
  const [pathname] = useLocation();
  const language = i18n.resolvedLanguage;

  useEffect(() => {
    // The page is on screen and live (hydrated when the server rendered it): marked on the document,
    // for anything that must wait until the page responds (the browser tests do).
    document.documentElement.dataset.pageReady = 'true';
  }, []);

  useEffect(() => {
    const site = t('site.defaultTitle');
    const fullTitle = title && title !== site ? t('site.titleTemplate', { page: title, site }) : site;
    const code = currentLanguage();
    const origin = window.location.origin;
    const canonical = languageUrl(origin, pathname, code);
    document.title = fullTitle;
    setMeta('name', 'description', description);
    setMeta('name', 'robots', noindex ? 'noindex, nofollow' : 'index, follow');
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:url', canonical);
    setMeta('property', 'og:site_name', site);
    setMeta('property', 'og:locale', localeOf(code).replace('-', '_'));
    setMeta('name', 'twitter:card', 'summary');
    setLinks('canonical', [{ href: canonical }]);
    setLinks('alternate', [
      ...LANGUAGE_CODES.map((lng) => ({ href: languageUrl(origin, pathname, lng), hreflang: lng })),
      { href: languageUrl(origin, pathname, DEFAULT_LANGUAGE), hreflang: 'x-default' },
    ]);
  }, [t, title, description, noindex, pathname, language]);
}
