import { useEffect, useEffectEvent, useState } from 'react';
import { listen } from '../../../lib/listen';
import { swipeStep, type Step, type TextDirection } from '../lib/direction';

/**
 * Previous / next by swiping on a touch screen (pointer events; mirrored in right-to-left languages).
 * Returns a ref callback for the swipe area; give it `touch-action: pan-y` so that the browser leaves
 * horizontal moves to the page.
 */
export function useSwipe<T extends HTMLElement>(onStep: (step: Step) => void, dir: TextDirection) {
  const [element, setElement] = useState<T | null>(null);
  const step = useEffectEvent(onStep);
  useEffect(() => {
    if (!element) return;
    let start: { id: number; x: number; y: number } | null = null;
    return listen(element, {
      pointerdown: (event) => {
        if (event.pointerType === 'mouse' || !event.isPrimary) return;
        // Dragging a player's seek bar or volume is not a swipe.
        if (event.target instanceof Element && event.target.closest('video, audio, input')) return;
        start = { id: event.pointerId, x: event.clientX, y: event.clientY };
      },
      pointerup: (event) => {
        if (!start || event.pointerId !== start.id) return;
        const result = swipeStep(event.clientX - start.x, event.clientY - start.y, dir);
        start = null;
        if (result) step(result);
      },
      pointercancel: () => {
        start = null;
      },
    });
  }, [element, dir]);
  return setElement;
}
