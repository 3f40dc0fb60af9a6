import { useEffect, useRef } from 'react';
import { notify } from '../../../lib/notify';

/** Two failures this close together are one event (the service is down), told once. */
const SAME_EVENT_MS = 10_000;

interface QueryState {
  status: 'pending' | 'error' | 'success';
  errorUpdatedAt: number;
}

/**
 * One toast per failure of the gallery: a new failure of the items says so; a failure of the categories
 * says so only when the items did not fail with it (the items' message already tells the visitor, and the
 * filter row shows its own note). The categories' decision waits until the items have settled.
 */
export function useGalleryFailureToasts(
  items: QueryState,
  categories: QueryState,
  messages: { items: string; categories: string },
): void {
  const shownItems = useRef(0);
  const shownCategories = useRef(0);
  useEffect(() => {
    if (items.errorUpdatedAt > shownItems.current) {
      shownItems.current = items.errorUpdatedAt;
      notify('error', messages.items);
    }
    if (categories.errorUpdatedAt > shownCategories.current && items.status !== 'pending') {
      shownCategories.current = categories.errorUpdatedAt;
      const together =
        items.status === 'error' && Math.abs(items.errorUpdatedAt - categories.errorUpdatedAt) < SAME_EVENT_MS;
      if (!together) notify('error', messages.categories);
    }
  }, [items.errorUpdatedAt, items.status, categories.errorUpdatedAt, messages.items, messages.categories]);
}
