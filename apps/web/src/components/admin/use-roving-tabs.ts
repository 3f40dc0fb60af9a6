import { useRef, type KeyboardEvent } from 'react';

/**
 * The keyboard of an ARIA tablist (roving tab index): the arrow keys move to the previous or next tab and
 * select it (mirrored in right-to-left), Home and End to the first and last. `ref(key)` registers each
 * tab's button so that the selected one takes the focus.
 */
export function useRovingTabs<K extends string>(
  keys: readonly K[],
  current: K,
  onSelect: (key: K) => void,
  rtl: boolean,
) {
  const tabs = useRef<Partial<Record<K, HTMLButtonElement | null>>>({});

  const select = (key: K) => {
    onSelect(key);
    tabs.current[key]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const index = keys.indexOf(current);
    const steps: Record<string, number> = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 };
    let next: number | null = null;
    if (event.key in steps) next = (index + (steps[event.key] ?? 0) + keys.length) % keys.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = keys.length - 1;
    if (next === null) return;
    event.preventDefault();
    const key = keys[next];
    if (key !== undefined) select(key);
  };

  const ref = (key: K) => (node: HTMLButtonElement | null) => {
    tabs.current[key] = node;
  };

  return { ref, onKeyDown };
}
