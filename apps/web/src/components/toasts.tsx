import { useEffect } from 'react';
import { toast, ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { drainToasts, onToast } from '../lib/notify';

/** The one toast area of the site, with the spec's defaults (§9): 3 s, top-right, light, closable. */
export default function Toasts({ rtl }: { rtl: boolean }) {
  useEffect(() => {
    const show = () => {
      for (const { kind, message, options } of drainToasts()) toast[kind](message, options);
    };
    show();
    return onToast(show);
  }, []);
  return (
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
  );
}
