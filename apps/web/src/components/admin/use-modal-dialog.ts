import { useEffect, useRef } from 'react';

/**
 * A ref for a `<dialog>` that opens as a modal when it mounts: for the admin dialogs that are rendered only
 * while open. jsdom has no showModal; the `open` attribute is the fallback there.
 */
export function useModalDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) {
      if (typeof el.showModal === 'function') el.showModal();
      else el.setAttribute('open', '');
    }
  }, []);
  return dialog;
}
