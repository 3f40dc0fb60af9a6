import { useEffect, useRef, useState } from 'react';

/**
 * The ids ticked in an admin list, with a toggle for one row. The selection is cleared whenever `resetKey`
 * changes (another page, search or filter), so no hidden rows stay selected.
 */
export function useSelection(resetKey = '') {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const previousKey = useRef(resetKey);
  useEffect(() => {
    if (previousKey.current !== resetKey) {
      previousKey.current = resetKey;
      setSelected(new Set());
    }
  }, [resetKey]);

  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return { selected, setSelected, toggle };
}

/**
 * When a list shrinks below the page shown (its last rows deleted, approved away…), show the page that now
 * is the last.
 */
export function useLastPageClamp(lastPage: number | undefined, page: number, showPage: (page: number) => void) {
  useEffect(() => {
    if (lastPage !== undefined && lastPage >= 1 && page > lastPage) showPage(lastPage);
  }, [lastPage, page, showPage]);
}
