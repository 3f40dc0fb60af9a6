import { useEffect, type RefObject } from 'react';
import { subscribeNavigation } from '../../../lib/navigation';
import { headerHeight } from '../../../lib/scroll';

/** How long after an arrival on an anchor the page keeps that section in place while content loads. */
const STEADY_MS = 6000;
const INTERACTIONS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * The home page's lower sections load after the first paint. When the visitor arrived on an anchor
 * (#projects…), sections above it growing would push it away; until the visitor scrolls on their
 * own, this keeps the section where the header left it (header height + 20 px).
 */
export function useSteadyAnchor(rootRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = rootRef.current;
    if (!root || typeof ResizeObserver === 'undefined') return;
    let until = 0;
    const arm = () => {
      until = window.location.hash.length > 1 ? performance.now() + STEADY_MS : 0;
    };
    const disarm = () => {
      until = 0;
    };
    arm();
    const unsubscribe = subscribeNavigation((kind) => {
      if (kind === 'pushState' || kind === 'hashchange') arm();
    });
    INTERACTIONS.forEach((type) => window.addEventListener(type, disarm, { passive: true }));
    const observer = new ResizeObserver(() => {
      if (performance.now() > until) return;
      const element = document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
      if (!element || !root.contains(element)) return;
      const top = Math.max(0, element.getBoundingClientRect().top + window.scrollY - (headerHeight() + 20));
      if (Math.abs(window.scrollY - top) > 2) window.scrollTo({ top, behavior: 'instant' });
    });
    observer.observe(root);
    return () => {
      observer.disconnect();
      unsubscribe();
      INTERACTIONS.forEach((type) => window.removeEventListener(type, disarm));
    };
  }, [rootRef]);
}
