import { MEDIA_INFINITE_MARGIN_PX } from '@site/contracts';
import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Calls `onReach` when the returned element comes within 200 px of the bottom of the window.
 * The observer starts again whenever `enabled` turns on (after each page), so a page that still does not
 * fill the window loads the next one at once.
 */
export function useInfiniteTrigger<T extends Element>(onReach: () => void, enabled: boolean) {
  const ref = useRef<T>(null);
  const reach = useEffectEvent(onReach);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reach();
      },
      { rootMargin: `0px 0px ${MEDIA_INFINITE_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
