import type { Sheet } from '@site/music';
import { useEffect, useState } from 'react';

export type AbcSheetState =
  { status: 'loading' } | { status: 'ready'; sheet: Sheet } | { status: 'error'; code: string; message: string };

/**
 * An ABC text read into a sheet after the page has shown (the reader is large): loading, then the sheet or the
 * importer's refusal (its code and its plain-English message).
 */
export function useAbcSheet(abc: string): AbcSheetState {
  const [state, setState] = useState<AbcSheetState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    // The ABC reader (abcjs and the importer) loads with the first sheet to read, never with the page.
    import('@site/music')
      .then(({ parseAbc, SheetImportError }) => {
        if (!current) return;
        try {
          setState({ status: 'ready', sheet: parseAbc(abc) });
        } catch (error) {
          if (error instanceof SheetImportError)
            setState({ status: 'error', code: error.code, message: error.message });
          else throw error;
        }
      })
      .catch((error: unknown) => {
        console.error('The ABC reader failed.', error);
        if (current) setState({ status: 'error', code: 'load', message: '' });
      });
    return () => {
      current = false;
    };
  }, [abc]);
  return state;
}
