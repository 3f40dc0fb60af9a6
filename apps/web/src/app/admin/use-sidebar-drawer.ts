import { useCallback, useEffect, useRef, useState } from 'react';

const MOBILE_QUERY = '(max-width: 767.98px)';

/**
 * The sidebar of an admin frame as a drawer on small screens: open from the menu button, closed by its close
 * button, Escape, the overlay or a link; the page behind scrolls no more while it is open, and growing past the
 * mobile width turns it back into the fixed sidebar. Focus goes to the drawer's close button when it opens and
 * back to the menu button when it closes from the keyboard.
 */
export function useSidebarDrawer() {
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const focusMenuButton = useRef(false);

  const close = useCallback((returnFocus: boolean) => {
    focusMenuButton.current = returnFocus;
    setOpen(false);
  }, []);

  useEffect(() => {
    if (open || !focusMenuButton.current) return;
    focusMenuButton.current = false;
    menuButton.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const media = window.matchMedia(MOBILE_QUERY);
    const onMedia = () => {
      if (!media.matches) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    media.addEventListener('change', onMedia);
    document.body.classList.add('scroll-locked');
    return () => {
      document.removeEventListener('keydown', onKey);
      media.removeEventListener('change', onMedia);
      document.body.classList.remove('scroll-locked');
    };
  }, [open, close]);

  return { open, setOpen, close, menuButton, closeButton };
}
