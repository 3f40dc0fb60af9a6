import type { NewsCategory, StoryKind } from '@site/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { newsCountsQuery, storiesQuery } from '../../../api/reunion-stories';
import { currentLanguage } from '../../../lib/i18n';
import { storage, STORAGE_KEYS } from '../../../lib/storage';
import { parseBookmarks, toggleBookmark, type Bookmark } from './bookmarks';

/** The landing's stories of one kind or one news tab, once their section comes near the screen (`enabled`). */
export function useLandingStories(enabled: boolean, kind: StoryKind, category?: NewsCategory, perPage = 12) {
  const lang = currentLanguage();
  return useQuery({
    ...storiesQuery({ lang, kind, ...(category ? { category } : {}), page: 1, per_page: perPage }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Published news per tab, once the news section comes near the screen. */
export function useNewsCounts(enabled: boolean) {
  return useQuery({ ...newsCountsQuery(), enabled });
}

// The saved articles live in local storage; every hook on the page reads the same list and hears changes,
// also from another tab. The server (and the first render in the browser) sees none, so hydration matches.
const listeners = new Set<() => void>();
let cachedText: string | null = null;
let cachedList: Bookmark[] = [];
const EMPTY: Bookmark[] = [];

function readBookmarks(): Bookmark[] {
  const text = storage.get(STORAGE_KEYS.reunionBookmarks);
  if (text !== cachedText) {
    cachedText = text;
    cachedList = parseBookmarks(text);
  }
  return cachedList;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.reunionBookmarks) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The saved articles, and saving or removing one (answers whether it is saved now). */
export function useBookmarks() {
  const list = useSyncExternalStore(subscribe, readBookmarks, () => EMPTY);
  const toggle = useCallback((item: { slug: string; title: string }): boolean => {
    const next = toggleBookmark(readBookmarks(), item, new Date());
    storage.set(STORAGE_KEYS.reunionBookmarks, JSON.stringify(next));
    for (const listener of listeners) listener();
    return next.some((entry) => entry.slug === item.slug);
  }, []);
  return { list, toggle, has: (slug: string) => list.some((entry) => entry.slug === slug) };
}
