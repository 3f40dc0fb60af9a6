import { useEffect } from 'react';
import { subscribeNavigation } from '../lib/navigation';
import { scrollToSectionSoon, scrollToTop } from '../lib/scroll';

/**
 * Scrolling on navigation: an address with a hash scrolls to that section (after ~100 ms when the
 * page changed); any other new page, or Home on the home page, starts at the top.
 * Back/forward keeps the browser's own scroll restoration.
 */
export function ScrollManager() {
  useEffect(() => {
    let previousPath = window.location.pathname;
    let cancel: (() => void) | undefined;
    const initialHash = window.location.hash.slice(1);
    if (initialHash) cancel = scrollToSectionSoon(decodeURIComponent(initialHash), 100);

    const unsubscribe = subscribeNavigation((kind) => {
      const { pathname, hash } = window.location;
      const samePage = pathname === previousPath;
      previousPath = pathname;
      cancel?.();
      cancel = undefined;
      if (kind === 'popstate' || kind === 'replaceState') return;
      const id = decodeURIComponent(hash.slice(1));
      if (id) cancel = scrollToSectionSoon(id, samePage ? 0 : 100);
      else if (kind === 'pushState') {
        if (samePage) scrollToTop();
        else window.scrollTo({ top: 0 });
      }
    });
    return () => {
      cancel?.();
      unsubscribe();
    };
  }, []);
  return null;
}
