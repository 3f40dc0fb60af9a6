/** The download dialog's slides advance every 3 s while it is open, and wrap. */
export const ROTATE_EVERY_MS = 3000;
/** After a drag or swipe, rotation resumes this long after the move. */
export const RESUME_AFTER_DRAG_MS = 3000;
/** After a dot is chosen, the visitor is reading it: rotation resumes later. */
export const RESUME_AFTER_DOT_MS = 5000;
/** A horizontal move further than this (px) changes slide: a finger moves more than a mouse. */
export const SWIPE_TOUCH_PX = 50;
export const SWIPE_MOUSE_PX = 30;

export function wrap(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0;
}

/**
 * The slide step of a pointer move from its start to its end: a horizontal move longer than the threshold
 * of its pointer (touch or pen 50 px, mouse 30 px) and longer than its vertical part. Dragging towards the
 * start of the line shows the next slide: leftwards in a left-to-right page, rightwards in Arabic.
 */
export function swipeStep(dx: number, dy: number, pointer: string, dir: 'ltr' | 'rtl'): 1 | -1 | 0 {
  const threshold = pointer === 'mouse' ? SWIPE_MOUSE_PX : SWIPE_TOUCH_PX;
  if (Math.abs(dx) <= threshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  const towardsStart = dir === 'rtl' ? dx > 0 : dx < 0;
  return towardsStart ? 1 : -1;
}
