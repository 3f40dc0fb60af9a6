import { use, useCallback, useState, type ReactNode } from 'react';

interface Gate {
  promise: Promise<void>;
  open: () => void;
}

function newGate(): Gate {
  let open = () => undefined as void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/**
 * A part of a server-rendered page below the first screen whose code should load only when the visitor comes
 * near it, but whose text belongs in the page from the start (a cheap phone shows it before any script runs).
 *
 * Returns a callback ref for the part's placeholder (an element outside its Suspense boundary) and a gate:
 * `<Suspense><WhenGateOpens gate={gate}>…</WhenGateOpens></Suspense>`. On the server the gate is null and the
 * part renders at once. In the browser the gate is a promise that resolves once the placeholder comes within
 * `margin` of the viewport: until then the boundary suspends, so React keeps the server's HTML as it is
 * (hydrating the boundary later) or, after a navigation in the browser, shows the fallback. Nothing re-renders
 * when the gate opens (a re-render of a boundary that is not hydrated yet would make React render it again).
 */
export function useNearGate(
  margin = '400px',
): [(element: Element | null) => (() => void) | undefined, Promise<void> | null] {
  const [gate] = useState<Gate | null>(() => (typeof window === 'undefined' ? null : newGate()));
  const ref = useCallback(
    (element: Element | null) => {
      if (!element || !gate) return undefined;
      if (typeof IntersectionObserver !== 'function') {
        gate.open();
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          gate.open();
          observer.disconnect();
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [gate, margin],
  );
  return [ref, gate?.promise ?? null];
}

/** Suspends until the gate of useNearGate opens (never on the server). */
export function WhenGateOpens({ gate, children }: { gate: Promise<void> | null; children: ReactNode }) {
  if (gate) use(gate);
  return children;
}
