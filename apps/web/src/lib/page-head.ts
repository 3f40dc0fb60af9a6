import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@site/contracts';
import { localeOf } from './i18n';

/** The address of a page in a language: English is the bare path, others add `?lang=`. */
export function languageUrl(origin: string, pathname: string, code: LanguageCode): string {
  return code === DEFAULT_LANGUAGE ? `${origin}${pathname}` : `${origin}${pathname}?lang=${code}`;
}

export interface PageMetaInput {
  /** Page title; empty (or the site's title itself) for the site's title alone. */
  title: string;
  description: string;
  /** Keep private pages (admin areas) out of search engines. */
  noindex?: boolean;
}

export interface PageHead {
  title: string;
  meta: { attr: 'name' | 'property'; key: string; content: string }[];
  links: { rel: 'canonical' | 'alternate'; href: string; hreflang?: string }[];
}

/** The site's own texts that frame every page's title (common namespace). */
export interface SiteTitles {
  /** The site's title (`site.defaultTitle`). */
  site: string;
  /** The page title within the site's (`site.titleTemplate`). */
  withPage: (page: string) => string;
}

/**
 * Everything a page says about itself in `<head>`: title, description, robots, Open Graph, the
 * canonical address and the hreflang alternates of all ten languages. One rule for the server, which
 * writes it into the served HTML so that a shared link shows the right preview, and for the browser,
 * which keeps it up to date as the visitor moves (components/page-meta.tsx).
 */
export function pageHead(
  { title, description, noindex = false }: PageMetaInput,
  titles: SiteTitles,
  where: { origin: string; pathname: string; lang: LanguageCode },
): PageHead {
  const fullTitle = title && title !== titles.site ? titles.withPage(title) : titles.site;
  const canonical = languageUrl(where.origin, where.pathname, where.lang);
  return {
    title: fullTitle,
    meta: [
      { attr: 'name', key: 'description', content: description },
      { attr: 'name', key: 'robots', content: noindex ? 'noindex, nofollow' : 'index, follow' },
      { attr: 'property', key: 'og:title', content: fullTitle },
      { attr: 'property', key: 'og:description', content: description },
      { attr: 'property', key: 'og:type', content: 'website' },
      { attr: 'property', key: 'og:url', content: canonical },
      { attr: 'property', key: 'og:site_name', content: titles.site },
      { attr: 'property', key: 'og:locale', content: localeOf(where.lang).replace('-', '_') },
      { attr: 'name', key: 'twitter:card', content: 'summary' },
    ],
    links: [
      { rel: 'canonical', href: canonical },
      ...LANGUAGE_CODES.map((lng) => ({
        rel: 'alternate' as const,
        href: languageUrl(where.origin, where.pathname, lng),
        hreflang: lng,
      })),
      { rel: 'alternate', href: languageUrl(where.origin, where.pathname, DEFAULT_LANGUAGE), hreflang: 'x-default' },
    ],
  };
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The head as HTML for the served page. The links carry `data-managed`, as the browser's own do, so
 * that the browser replaces them rather than adding a second set.
 */
export function pageHeadHtml(head: PageHead): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    ...head.meta.map((m) => `<meta ${m.attr}="${m.key}" content="${escapeHtml(m.content)}">`),
    ...head.links.map(
      (l) =>
        `<link rel="${l.rel}" href="${escapeHtml(l.href)}"${l.hreflang ? ` hreflang="${l.hreflang}"` : ''} data-managed>`,
    ),
  ].join('');
}
