import { useState } from 'react';

/** The delete waiting for its confirmation: one row, or the ticked rows (with what the dialog says of them). */
export type PendingDelete<T, B = undefined> =
  { kind: 'one'; item: T } | { kind: 'bulk'; ids: number[]; info: B } | null;

/** How a mutation reports back to its caller (TanStack Query's mutate options). */
interface Callbacks<R> {
  onSuccess: (answer: R) => void;
  onError: (error: Error) => void;
}

export interface ListActionsOptions<T, A extends string, B> {
  /** The list's ticked ids (useSelection). */
  selection: {
    selected: ReadonlySet<number>;
    setSelected: (ids: Set<number>) => void;
    toggle: (id: number, on: boolean) => void;
  };
  idOf: (item: T) => number;
  /** Runs a bulk action on ids (the bulk mutation's mutate). */
  runBulk: (body: { action: A; ids: number[] }, callbacks: Callbacks<{ affected: number }>) => void;
  /** Deletes one row (the delete mutation's mutate). */
  runDelete: (item: T, callbacks: Callbacks<unknown>) => void;
  /** What the confirmation of a bulk delete says besides the count (e.g. how many media it leaves uncategorised). */
  bulkInfo?: (ids: number[]) => B;
  onBulkDone: (action: A, answer: { affected: number }) => void;
  onBulkFailed: (error: Error) => void;
  onDeleted: (item: T) => void;
  onDeleteFailed: (error: Error, item: T) => void;
  /** Whether a failed bulk action closes the confirmation (the projects list keeps it open to try again). */
  closeOnBulkError?: boolean;
}

/**
 * The actions of an admin list with ticked rows: a bulk action from the bar runs at once, except delete,
 * which, like deleting one row, waits for a confirmation. A done bulk action unticks everything, a deleted
 * row is unticked; either closes the confirmation. What to say (toasts) and what else to do (another page,
 * closing an open reader) is the list's.
 */
export function useListActions<T, A extends string, B = undefined>({
  selection,
  idOf,
  runBulk,
  runDelete,
  bulkInfo,
  onBulkDone,
  onBulkFailed,
  onDeleted,
  onDeleteFailed,
  closeOnBulkError = true,
}: ListActionsOptions<T, A | 'delete', B>) {
  const [pending, setPending] = useState<PendingDelete<T, B>>(null);

  const bulk = (action: A | 'delete', ids: number[]) =>
    runBulk(
      { action, ids },
      {
        onSuccess: (answer) => {
          setPending(null);
          selection.setSelected(new Set());
          onBulkDone(action, answer);
        },
        onError: (error) => {
          if (closeOnBulkError) setPending(null);
          onBulkFailed(error);
        },
      },
    );

  /** The bulk bar's Apply. */
  const onBulk = (action: A | 'delete') => {
    const ids = [...selection.selected];
    if (ids.length === 0) return;
    if (action === 'delete') setPending({ kind: 'bulk', ids, info: bulkInfo?.(ids) as B });
    else bulk(action, ids);
  };

  /** The confirmation's Delete. */
  const confirmDelete = () => {
    if (!pending) return;
    if (pending.kind === 'bulk') {
      bulk('delete', pending.ids);
      return;
    }
    const { item } = pending;
    runDelete(item, {
      onSuccess: () => {
        setPending(null);
        selection.toggle(idOf(item), false);
        onDeleted(item);
      },
      onError: (error) => {
        setPending(null);
        onDeleteFailed(error, item);
      },
    });
  };

  return {
    pending,
    /** A row's Delete: asks first. */
    askDelete: (item: T) => setPending({ kind: 'one', item }),
    cancelDelete: () => setPending(null),
    onBulk,
    confirmDelete,
  };
}
