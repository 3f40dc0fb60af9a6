import type { ReactNode } from 'react';
import ui from './admin-ui.module.css';
import { ConfirmDialog } from './confirm-dialog';
import { errorText } from './form-messages';
import { EmptyState, ListBody, type FilterSpec } from './list';
import { SearchFilterBar } from './list-filters';
import type { BaseListParams } from './list-params';
import { Pagination } from './pagination';
import type { ListAddress } from './use-list-address';
import type { PendingDelete } from './use-list-actions';

/** The paging facts of a paged list answer. */
interface PagedAnswer {
  current_page: number;
  last_page: number;
  total: number;
}

/** The page controls of a paged list answer; nothing until the first answer is there. */
export function ListPagination({
  answer,
  onPageChange,
}: {
  answer: PagedAnswer | undefined;
  onPageChange: (page: number) => void;
}) {
  if (!answer) return null;
  return (
    <Pagination
      page={answer.current_page}
      lastPage={answer.last_page}
      total={answer.total}
      onPageChange={onPageChange}
    />
  );
}

/**
 * The empty state of a filtered list, in the texts every list namespace has under `list.*`: "nothing
 * matches" with a reset button while filtered, else "nothing yet" with `children` (the way to add one).
 */
export function FilteredEmptyState({
  t,
  filtered,
  onReset,
  children,
}: {
  t: (key: string) => string;
  filtered: boolean;
  onReset: () => void;
  children?: ReactNode;
}) {
  const texts = filtered ? 'list.noMatch' : 'list.empty';
  return (
    <EmptyState title={t(`${texts}.title`)} text={t(`${texts}.text`)}>
      {filtered ? (
        <button type="button" className="button button-ghost" onClick={onReset}>
          {t('list.reset')}
        </button>
      ) : (
        children
      )}
    </EmptyState>
  );
}

/**
 * The texts of a list's delete confirmation from `<area>.confirmDelete` in its namespace: `title`, `one`
 * (with the row's `name`) and `many` (with `count`).
 */
export function confirmDeleteTexts<T>(
  t: (key: string, options?: Record<string, unknown>) => string,
  area: string,
  name: (item: T) => string,
) {
  return {
    title: t(`${area}.confirmDelete.title`),
    one: (item: T) => t(`${area}.confirmDelete.one`, { name: name(item) }),
    many: (count: number) => t(`${area}.confirmDelete.many`, { count }),
  };
}

/** The confirmation of a list's pending delete (one row or the ticked ones), wired to useListActions. */
export function PendingDeleteDialog<T, B>({
  actions,
  title,
  one,
  many,
  busy,
}: {
  actions: { pending: PendingDelete<T, B>; confirmDelete: () => void; cancelDelete: () => void };
  title: string;
  /** What the dialog says of deleting one row. */
  one: (item: T) => ReactNode;
  /** What it says of deleting `count` ticked rows. */
  many: (count: number) => ReactNode;
  busy: boolean;
}) {
  const { pending } = actions;
  const message = (shown: NonNullable<PendingDelete<T, B>>) =>
    shown.kind === 'bulk' ? many(shown.ids.length) : one(shown.item);
  return (
    <ConfirmDialog
      open={pending !== null}
      tone="danger"
      title={title}
      message={pending ? message(pending) : ''}
      busy={busy}
      onConfirm={actions.confirmDelete}
      onCancel={actions.cancelDelete}
    />
  );
}

/**
 * The rows of a filtered, paged list with the texts every list namespace has under `list.*`: loading,
 * load error with retry, the empty state (FilteredEmptyState, `addAction` when nothing is filtered), the
 * rows (`children`), then the page controls.
 */
export function FilteredListBody({
  t,
  query,
  isEmpty,
  filtered,
  onReset,
  addAction,
  onPageChange,
  children,
}: {
  t: (key: string, options?: Record<string, unknown>) => string;
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown; data?: PagedAnswer };
  isEmpty: boolean;
  filtered: boolean;
  onReset: () => void;
  addAction?: ReactNode;
  onPageChange: (page: number) => void;
  children: ReactNode;
}) {
  return (
    <>
      <ListBody
        query={query}
        isEmpty={isEmpty}
        loadingText={t('list.loading')}
        errorMessage={() => t('list.loadError', { message: errorText(query.error) })}
        retryLabel={t('list.retry')}
        empty={
          <FilteredEmptyState t={t} filtered={filtered} onReset={onReset}>
            {addAction}
          </FilteredEmptyState>
        }
      >
        {children}
      </ListBody>
      <ListPagination answer={query.data} onPageChange={onPageChange} />
    </>
  );
}

/**
 * The panel of a filtered admin list: the search and filter bar, then the list's states (loading, failed,
 * empty: nothing yet or nothing matching, read from the page's answer) or its rows (`children`) and its pages. The filters' state is the
 * address bar's (useListAddress), in the texts every list namespace has under `list.*`.
 */
export function FilteredListPanel<P extends BaseListParams>({
  t,
  address,
  specs,
  filterClassName,
  query,
  addAction,
  children,
}: {
  t: (key: string, options?: Record<string, unknown>) => string;
  address: ListAddress<P>;
  specs: readonly FilterSpec<P>[];
  filterClassName?: string;
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
    data?: PagedAnswer & { data: readonly unknown[] };
  };
  /** The way to add the first item, in the "nothing yet" state. */
  addAction?: ReactNode;
  children: ReactNode;
}) {
  const { params, update, filtered, reset, goToPage } = address;
  return (
    <section className={ui.listPanel} aria-labelledby="page-heading">
      <SearchFilterBar
        t={t}
        specs={specs}
        params={params}
        onChange={update}
        onReset={filtered ? reset : undefined}
        filterClassName={filterClassName}
      />
      <FilteredListBody
        t={t}
        query={query}
        isEmpty={(query.data?.data.length ?? 0) === 0}
        filtered={filtered}
        onReset={reset}
        addAction={addAction}
        onPageChange={goToPage}
      >
        {children}
      </FilteredListBody>
    </section>
  );
}
