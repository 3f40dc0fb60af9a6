import { useEffect, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copying a text to the clipboard, with how the last copy went; after `resetAfterMs` (when given) the state
 * goes back to idle. Browsers without the async clipboard (or outside a secure context) fail the copy.
 */
export function useCopyText(resetAfterMs?: number) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle' || resetAfterMs === undefined) return;
    const timer = window.setTimeout(() => setState('idle'), resetAfterMs);
    return () => window.clearTimeout(timer);
  }, [state, resetAfterMs]);

  const copy = async (text: string) => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return { state, copy };
}
