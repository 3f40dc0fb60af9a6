/** Elements a visitor can reach with Tab. */
const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), select, [tabindex]:not([tabindex="-1"])';

/**
 * Tab and Shift+Tab go round a modal's controls, also when the focus had left them (a click on the dimmed page,
 * or a browser that lets Tab leave a modal <dialog> for its own toolbar).
 */
export function keepFocusInside(container: HTMLElement, event: KeyboardEvent): void {
  const items = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const inside = active instanceof Node && container.contains(active);
  if (!inside || (event.shiftKey ? active === first : active === last)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}
