import { useEffect } from 'react';

/** Which way a swipe went, in reading order: `next` against the text's direction (leftwards in English). */
export type SwipeStep = 'next' | 'previous';

/**
 * The step of a horizontal swipe of `dx` px (`dy` vertical) over `threshold` px, in a text of direction
 * `dir`; null for a shorter or mostly vertical one (a tap, or scrolling the page).
 */
export function swipeStep(dx: number, dy: number, threshold: number, dir: 'ltr' | 'rtl'): SwipeStep | null {
  if (Math.abs(dx) <= threshold || Math.abs(dx) <= Math.abs(dy)) return null;
  const leftwards = dx < 0;
  return leftwards === (dir === 'ltr') ? 'next' : 'previous';
}

/**
 * Calls `onStep` when a pointer (finger, pen or mouse) swipes across `element` further than `threshold` px:
 * one swipe, one step, however far it went.
 */
export function useSwipe(
  element: HTMLElement | null,
  { threshold, dir, onStep }: { threshold: number; dir: 'ltr' | 'rtl'; onStep: (step: SwipeStep) => void },
): void {
  useEffect(() => {
    if (!element) return;
    let start: { x: number; y: number; id: number } | null = null;
    const down = (event: PointerEvent) => {
      if (event.button !== 0) return;
      start = { x: event.clientX, y: event.clientY, id: event.pointerId };
    };
    const up = (event: PointerEvent) => {
      if (!start || event.pointerId !== start.id) return;
      const step = swipeStep(event.clientX - start.x, event.clientY - start.y, threshold, dir);
      start = null;
      if (step) onStep(step);
    };
    const cancel = () => {
      start = null;
    };
    // A mouse drag over a picture or a link would start dragging it (and cancel the pointer): a swipe instead.
    const noDrag = (event: DragEvent) => event.preventDefault();
    element.addEventListener('dragstart', noDrag);
    element.addEventListener('pointerdown', down);
    element.addEventListener('pointerup', up);
    element.addEventListener('pointercancel', cancel);
    return () => {
      element.removeEventListener('dragstart', noDrag);
      element.removeEventListener('pointerdown', down);
      element.removeEventListener('pointerup', up);
      element.removeEventListener('pointercancel', cancel);
    };
  }, [element, threshold, dir, onStep]);
}
