import { useEffect, useRef } from 'react';
import { toast, ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { drainToasts, onToast } from '../lib/notify';
import styles from './toasts.module.css';

/** Elements that toasts must not cover: headers, a dialog's top bar and title. */
const CHROME = '[data-toast-below]';
const GAP = 8;
const EDGE = 16;

/**
 * Where the toasts start from the top so that they cover none of the screen's chrome: below the lowest
 * `[data-toast-below]` element in the toasts' column (the end side; the whole width on a phone) that sits
 * in the upper half of the window. Recomputed for each toast, since a dialog may have opened meanwhile.
 */
export function toastTop(rtl: boolean, width = window.innerWidth, height = window.innerHeight): number {
  const phone = width <= 480;
  const columnStart = phone ? 0 : rtl ? 0 : width - 320 - EDGE * 2;
  const columnEnd = phone ? width : rtl ? 320 + EDGE * 2 : width;
  let bottom = 0;
  // An open modal dialog covers the page: only its own chrome counts then.
  const modal = [...document.querySelectorAll('dialog[open]')].find((dialog) => dialog.matches(':modal'));
  for (const element of (modal ?? document).querySelectorAll<HTMLElement>(CHROME)) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || box.bottom <= 0 || box.top > height / 2) continue;
    if (box.right <= columnStart || box.left >= columnEnd) continue;
    bottom = Math.max(bottom, box.bottom);
  }
  return bottom > 0 ? Math.ceil(bottom) + GAP : EDGE;
}

/**
 * The one toast area of the site, with the spec's defaults: 3 s, at the top on the end side, light,
 * closable; placed below the header, or below an open dialog's top bar and title, so that a toast never
 * hides a control or the title the visitor is reading.
 * It lives in a manual popover, raised again with each toast: an open modal <dialog> (the gallery
 * viewer, confirmations) sits in the browser's top layer, above anything else on the page.
 */
export default function Toasts({ rtl }: { rtl: boolean }) {
  const layer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const show = () => {
      const element = layer.current;
      element?.style.setProperty('--toast-top', `${toastTop(rtl)}px`);
      if (element && typeof element.showPopover === 'function') {
        if (element.matches(':popover-open')) element.hidePopover();
        element.showPopover();
      }
      for (const { kind, message, options } of drainToasts()) toast[kind](message, options);
    };
    show();
    return onToast(show);
  }, [rtl]);
  return (
    <div ref={layer} popover="manual" className={styles.layer}>
      <ToastContainer
        position={rtl ? 'top-left' : 'top-right'}
        autoClose={3000}
        theme="light"
        closeOnClick={false}
        pauseOnHover
        draggable
        hideProgressBar={false}
        rtl={rtl}
        newestOnTop
      />
    </div>
  );
}
