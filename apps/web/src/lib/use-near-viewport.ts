import { useEffect, useState } from 'react';

/**
 * Becomes true, for good, once the element (given through the returned callback ref) comes within
 * `margin` of the viewport (an IntersectionObserver rootMargin). Heavy parts of a page (a diagram
 * library, a game board) start loading only then, so a visitor who never scrolls to them does not
 * download or run them. Without IntersectionObserver (old browsers, tests) it is true at once, so
 * that nothing stays unloaded.
 */
export function useNearViewport<E extends Element>(margin = '0px'): [(element: E | null) => void, boolean] {
  const [element, setElement] = useState<E | null>(null);
  const [near, setNear] = useState(false);
  const observable = typeof IntersectionObserver === 'function';
  useEffect(() => {
    if (near || !element || !observable) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near, observable]);
  return [setElement, near || !observable];
}
