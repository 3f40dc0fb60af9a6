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

/** The row of a list's filters (a search box and selects), named for assistive technology. */
export function FilterBar({ className, ...props }: HTMLAttributes<HTMLDivElement> & { 'aria-label': string }) {
  return <div role="group" className={`${list.filters} ${className ?? ''}`} {...props} />;
}

/** One labelled select of a list's filters; its options are the children. */
export function FilterSelect({
  label,
  value,
  onChange,
  className,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The filter's own width in its bar. */
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className={className ? `${ui.field} ${className}` : ui.field}>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <select id={id} className={ui.select} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
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
