import { startTransition, useEffect, useMemo, useState } from 'react';

/**
 * The ids of page sections that have come within `margin` of the viewport (once near, always near).
 * Lower sections load their code only then, so a visitor who reads the hero does not pay for the
 * gallery, the slider and the form; with `all`, every section counts as near at once.
 */
export function useSectionsNear(ids: readonly string[], all: boolean, margin = '150% 0px'): ReadonlySet<string> {
  const [near, setNear] = useState<ReadonlySet<string>>(() => new Set());
  const key = ids.join(' ');
  const everything = useMemo(() => new Set(key.split(' ')), [key]);
  const watch = !all && typeof IntersectionObserver === 'function';
  useEffect(() => {
    if (!watch) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const reached = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target.id);
        if (reached.length === 0) return;
        for (const entry of entries) if (entry.isIntersecting) observer.unobserve(entry.target);
        startTransition(() => setNear((previous) => new Set([...previous, ...reached])));
      },
      { rootMargin: margin },
    );
    for (const id of key.split(' ')) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [key, watch, margin]);
  return watch ? near : everything;
}
