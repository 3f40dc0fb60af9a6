import { STORY_SLUG_PATTERN } from '@site/contracts';

/** The most articles kept; saving one more forgets the oldest. */
export const BOOKMARKS_MAX = 100;

/** A saved article: enough to list it without asking the server. */
export interface Bookmark {
  slug: string;
  title: string;
  saved_at: string;
}

function isBookmark(value: unknown): value is Bookmark {
  const item = value as Partial<Bookmark> | null;
  return (
    typeof item?.slug === 'string' &&
    STORY_SLUG_PATTERN.test(item.slug) &&
    typeof item.title === 'string' &&
    typeof item.saved_at === 'string'
  );
}

/** The saved articles in stored text, newest first; anything unreadable or malformed is dropped. */
export function parseBookmarks(text: string | null): Bookmark[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter(isBookmark).slice(0, BOOKMARKS_MAX) : [];
  } catch {
    return [];
  }
}

/** Saves an article (first in the list) or, when it was saved, removes it. */
export function toggleBookmark(list: readonly Bookmark[], item: Omit<Bookmark, 'saved_at'>, at: Date): Bookmark[] {
  if (list.some((entry) => entry.slug === item.slug)) return list.filter((entry) => entry.slug !== item.slug);
  return [{ ...item, saved_at: at.toISOString() }, ...list].slice(0, BOOKMARKS_MAX);
}
