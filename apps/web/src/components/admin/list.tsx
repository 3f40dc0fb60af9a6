import { useEffect, useId, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { BulkActionBar, type BulkActionOption } from './bulk-action-bar';
import ui from './admin-ui.module.css';
import list from './list.module.css';

/** A list that could not be loaded: what went wrong and a retry button. */
export function LoadError({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div className={ui.errorBox} role="alert">
      <p className={list.errorText}>{message}</p>
      <button type="button" className={ui.smallButton} onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}

/** A list's first load, said in words. */
export function ListLoading({ text }: { text: string }) {
  return (
    <p className={ui.empty} role="status">
      {text}
    </p>
  );
}

/** An empty list: a title, a sentence, and the way out (add the first one, reset the filters). */
export function EmptyState({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div className={`${ui.empty} ${list.empty}`}>
      <p className={list.emptyTitle}>{title}</p>
      <p>{text}</p>
      {children}
    </div>
  );
}

/**
 * What a list panel shows for its query: the loading line, the load error with a retry, the empty state,
 * or the rows (`children`), in that order of precedence.
 */
export function ListBody({
  query,
  isEmpty,
  loadingText,
  errorMessage,
  retryLabel,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  isEmpty: boolean;
  loadingText: string;
  /** What the error says (built only when there is one). */
  errorMessage: () => string;
  retryLabel: string;
  empty: ReactNode;
  children: ReactNode;
}) {
  if (query.isPending) return <ListLoading text={loadingText} />;
  if (query.isError)
    return <LoadError message={errorMessage()} retryLabel={retryLabel} onRetry={() => void query.refetch()} />;
  return isEmpty ? empty : children;
}

/** The row of a list's filters (a search box and selects), named for assistive technology. */
export function FilterBar({ className, ...props }: HTMLAttributes<HTMLDivElement> & { 'aria-label': string }) {
  return <div role="group" className={`${list.filters} ${className ?? ''}`} {...props} />;
}

/** A select's option: its value and its text. */
export type Choice = readonly [value: string, label: string];

/** One labelled select of a list's filters. */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly Choice[];
  /** The filter's own width in its bar. */
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className ? `${ui.field} ${className}` : ui.field}>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <select id={id} className={ui.select} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map(([choice, text]) => (
          <option key={choice} value={choice}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A filter of a list's address-bar state: which field it sets, its label and its choices. */
export interface FilterSpec<P> {
  name: keyof P & string;
  label: string;
  options: readonly Choice[];
}

/** A row of filters, each a select setting one field of the list's state (as a string). */
export function FilterSelects<P extends object>({
  specs,
  params,
  onChange,
  className,
}: {
  specs: readonly FilterSpec<P>[];
  params: P;
  onChange: (changes: Partial<P>) => void;
  /** Each select's width in the bar; the lists' common one (list.filter) when absent. */
  className?: string;
}) {
  return specs.map((spec) => (
    <FilterSelect
      key={spec.name}
      className={className ?? list.filter}
      label={spec.label}
      value={String(params[spec.name])}
      onChange={(value) => onChange({ [spec.name]: value } as Partial<P>)}
      options={spec.options}
    />
  ));
}

/** "Reset filters" at the end of a filter bar. */
export function ResetButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className={`${ui.smallButton} ${list.reset}`} onClick={onClick}>
      {label}
    </button>
  );
}

/** The ids of the rows shown, and whether all or some of them are ticked. */
export function pageSelection(rows: readonly { id: number }[], selected: ReadonlySet<number>) {
  return {
    all: rows.length > 0 && rows.every((row) => selected.has(row.id)),
    some: rows.some((row) => selected.has(row.id)),
  };
}

/** A table's "select all" checkbox: ticked when every row is, half-ticked (indeterminate) when some are. */
export function SelectAllCheckbox({
  all,
  some,
  label,
  onChange,
}: {
  all: boolean;
  some: boolean;
  label: string;
  onChange: (on: boolean) => void;
}) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = some && !all;
  }, [some, all]);
  return (
    <input
      ref={box}
      type="checkbox"
      className={list.check}
      aria-label={label}
      checked={all}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

/** A row's (or a card's) own checkbox. */
export function RowCheckbox({
  label,
  checked,
  onChange,
  className,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  className?: string;
}) {
  return (
    <input
      type="checkbox"
      className={className ? `${list.check} ${className}` : list.check}
      aria-label={label}
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

/** The class of a ticked table row. */
export const selectedRowClass = (selected: boolean) => (selected ? list.selectedRow : undefined);

/** The head of a list of cards: "select all" (labelled) and the bulk actions for the ticked ones. */
export function SelectAllBar<A extends string>({
  label,
  all,
  onSelectAll,
  selectedCount,
  actions,
  onApply,
  onClear,
  busy,
  className,
}: {
  label: string;
  all: boolean;
  onSelectAll: (on: boolean) => void;
  selectedCount: number;
  actions: readonly BulkActionOption<A>[];
  onApply: (action: A) => void;
  onClear: () => void;
  busy: boolean;
  /** The list's own class beside the shared one (its small-screen layout). */
  className?: string;
}) {
  return (
    <div className={className ? `${list.listHead} ${className}` : list.listHead}>
      <label className={list.checkLabel}>
        <input type="checkbox" checked={all} onChange={(event) => onSelectAll(event.target.checked)} />
        <span>{label}</span>
      </label>
      <BulkActionBar<A>
        className={list.headBar}
        selectedCount={selectedCount}
        actions={actions}
        busy={busy}
        onApply={onApply}
        onClear={onClear}
      />
    </div>
  );
}
