import { lazy, Suspense, useEffect, useState } from 'react';
import { hasPendingToasts, onToast } from '../lib/notify';

const Toasts = lazy(() => import('./toasts'));

/** Mounts the toast area (and loads its library) on the first toast of the visit. */
export function ToastHost({ rtl }: { rtl: boolean }) {
  const [needed, setNeeded] = useState(hasPendingToasts);
  useEffect(() => onToast(() => setNeeded(true)), []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toasts rtl={rtl} />
    </Suspense>
  );
}
