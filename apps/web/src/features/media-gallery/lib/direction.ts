/** A step through the viewer's list: -1 previous, +1 next. */
export type Step = -1 | 1;
export type TextDirection = 'ltr' | 'rtl';

/**
 * The step of an arrow key. The list reads in the text's direction, so in right-to-left languages
 * the left arrow goes to the next item.
 */
export function arrowStep(key: string, dir: TextDirection): Step | null {
  if (key !== 'ArrowLeft' && key !== 'ArrowRight') return null;
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  return key === forward ? 1 : -1;
}

/** Shortest horizontal travel in px that counts as a swipe. */
export const SWIPE_MIN_PX = 50;

/**
 * The step of a swipe of (dx, dy) px, or null when it was too short or mostly vertical. Swiping
 * towards the start of the line (left in LTR, right in RTL) brings the next item, like turning a page.
 */
export function swipeStep(dx: number, dy: number, dir: TextDirection, minPx: number = SWIPE_MIN_PX): Step | null {
  if (Math.abs(dx) < minPx || Math.abs(dx) <= Math.abs(dy)) return null;
  const towardsLeft = dx < 0;
  if (dir === 'rtl') return towardsLeft ? -1 : 1;
  return towardsLeft ? 1 : -1;
}

/** Whether a key press belongs to a control that uses arrow keys itself (text fields, players, lists). */
export function ownsArrowKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT' || tag === 'VIDEO' || tag === 'AUDIO' || tag === 'IFRAME') return true;
  if (tag === 'INPUT') {
    const type = (target as HTMLInputElement).type;
    return !['button', 'submit', 'reset', 'checkbox', 'radio'].includes(type);
  }
  return false;
}
