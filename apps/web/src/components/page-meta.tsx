import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { currentLanguage } from '../lib/i18n';
import { pageHead, type PageHead, type PageMetaInput } from '../lib/page-head';

export type { PageMetaInput } from '../lib/page-head';

function setMeta({ attr, key, content }: PageHead['meta'][number]): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attr, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

function setLinks(links: PageHead['links']): void {
  document.head.querySelectorAll('link[data-managed]').forEach((el) => el.remove());
  for (const { rel, href, hreflang } of links) {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (hreflang) link.hreflang = hreflang;
    link.dataset.managed = '';
    document.head.appendChild(link);
  }
}

/**
 * Keeps the document's title and metadata (lib/page-head.ts) those of the page on screen, in the
 * visitor's language. The server wrote the same head into the page it served.
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
    const head = pageHead(
      { title, description, noindex },
      { site, withPage: (page) => t('site.titleTemplate', { page, site }) },
      { origin: window.location.origin, pathname, lang: currentLanguage() },
    );
    document.title = head.title;
    head.meta.forEach(setMeta);
    setLinks(head.links);
  }, [t, title, description, noindex, pathname, language]);
}
