import { useEffect, useRef } from 'react';
import { notify } from '../../../lib/notify';

/** Toasts `message` once for each new failure of a query (spec §8), identified by its error time. */
export function useErrorToast(errorUpdatedAt: number, message: string): void {
  const shown = useRef(0);
  useEffect(() => {
    if (errorUpdatedAt > shown.current) {
      shown.current = errorUpdatedAt;
      notify('error', message);
    }
  }, [errorUpdatedAt, message]);
}
