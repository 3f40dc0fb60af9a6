/** How a link of an answer opens: a page of this site (client navigation), another site, or not at all. */
export type LinkKind = 'site' | 'external' | null;

/**
 * A site path (`/stories/x`, `/#projects`) navigates inside the app; an http(s) address opens in a new tab;
 * anything else (`javascript:`, `data:`, `//host`) is not a link.
 */
export function linkKind(url: string): LinkKind {
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return 'site';
  return /^https?:\/\//i.test(url) ? 'external' : null;
}

/** The words of a redirect's button, by the page it opens (the `redirect.*` keys); `page` for any other. */
const REDIRECT_LABELS: Readonly<Record<string, string>> = {
  '/reunion': 'reportForm',
  '/search': 'search',
  '/language-test': 'benchmark',
  '/race-condition-presentation': 'raceDemo',
  '/#contact': 'contactForm',
  '/volunteer': 'volunteer',
  '/note-dance': 'noteDance',
};

export function redirectLabelKey(url: string): string {
  return `redirect.${REDIRECT_LABELS[url] ?? 'page'}`;
}
