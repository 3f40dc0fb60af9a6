/** The reunion header's section links, in order: the landing's own sections, then the other reunion pages. */
export const SECTION_LINKS = [
  { id: 'map', href: '/reunion#map' },
  { id: 'missing', href: '/reunion#missing' },
  { id: 'stories', href: '/stories' },
  { id: 'news', href: '/stories/news' },
  { id: 'shop', href: '/shop' },
  { id: 'app', href: '/reunion/app' },
] as const;

/** The sticky look starts past the header's own height less 10 px; 80 px is assumed before it is measured. */
export const STICKY_OFFSET = 10;
export const DEFAULT_HEADER_HEIGHT = 80;

export function isSticky(scrollY: number, headerHeight: number | undefined): boolean {
  return scrollY > (headerHeight ?? DEFAULT_HEADER_HEIGHT) - STICKY_OFFSET;
}

/** Where a search goes: /search?q=… with the query trimmed; null (nothing happens) when it is empty or blank. */
export function searchHref(query: string): string | null {
  const trimmed = query.trim();
  return trimmed ? `/search?q=${encodeURIComponent(trimmed)}` : null;
}

/** The sidebar replaces the section links at this width and below. */
export const MOBILE_MAX_WIDTH = 768;
