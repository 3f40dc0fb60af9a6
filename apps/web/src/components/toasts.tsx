import { useEffect, useRef } from 'react';
import { toast, ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { drainToasts, onToast } from '../lib/notify';
import styles from './toasts.module.css';

/**
 * The one toast area of the site, with the spec's defaults (§9): 3 s, top-right, light, closable.
 * It lives in a manual popover, raised again with each toast: an open modal <dialog> (the gallery
 * viewer, confirmations) sits in the browser's top layer, above anything else on the page.
 */
export default function Toasts({ rtl }: { rtl: boolean }) {
  const layer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const show = () => {
      const element = layer.current;
      if (element && typeof element.showPopover === 'function') {
        if (element.matches(':popover-open')) element.hidePopover();
        element.showPopover();
      }
      for (const { kind, message, options } of drainToasts()) toast[kind](message, options);
    };
    show();
    return onToast(show);
  }, []);
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
