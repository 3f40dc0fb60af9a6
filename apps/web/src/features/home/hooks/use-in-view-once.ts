import { useEffect, useState } from 'react';

/**
 * Becomes true, for good, once the element (given through the returned callback ref) is at least
 * `threshold` visible. Without IntersectionObserver (old browsers, tests) it is true at once, so that
 * nothing stays hidden.
 */
export function useInViewOnce<E extends Element>(threshold: number): [(element: E | null) => void, boolean] {
  const [element, setElement] = useState<E | null>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, threshold, seen]);
  return [setElement, seen];
}
