import { useEffect, useRef, type ReactNode } from 'react';

/** Closes a dialog; jsdom has no close(), so there the attribute goes and the close event is sent by hand. */
export function closeDialog(dialog: HTMLDialogElement): void {
  if (typeof dialog.close === 'function') dialog.close();
  else {
    dialog.removeAttribute('open');
    dialog.dispatchEvent(new Event('close'));
  }
}

/**
 * A modal <dialog> that is open while its component is mounted: shown with showModal (the browser keeps the
 * focus inside and closes it on Escape) and the page behind locked from scrolling. Give `ref` and
 * `onClose` to the <dialog>; `close()` closes it, and the caller's `onClose` runs once it is closed.
 */
export function useModalDialog(onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // jsdom has no showModal; the attribute is the fallback there.
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    document.body.classList.add('scroll-locked');
    return () => {
      document.body.classList.remove('scroll-locked');
      if (dialog.open) closeDialog(dialog);
    };
  }, []);

  return {
    ref,
    close: () => {
      if (ref.current) closeDialog(ref.current);
    },
    /** The close event arrives a moment later: a dialog that is open again (remounted) stays open. */
    onClose: () => {
      if (!ref.current?.open) onClose();
    },
  };
}

/** A dialog's head: its title (named by `titleId`) and a × button, named `closeLabel`, that closes it. */
export function DialogHead({
  as: Head = 'div',
  titleId,
  title,
  closeLabel,
  onClose,
  classes,
}: {
  as?: 'div' | 'header';
  titleId: string;
  title: ReactNode;
  closeLabel: string;
  onClose: () => void;
  classes: { head?: string; title?: string; close?: string };
}) {
  return (
    <Head className={classes.head}>
      <h2 id={titleId} className={classes.title}>
        {title}
      </h2>
      <button type="button" className={classes.close} aria-label={closeLabel} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </Head>
  );
}
