import type { ReactNode } from 'react';
import { SelectAllCheckbox } from './list';
import ui from './admin-ui.module.css';

/** One column of an admin table: its header and the header cell's class. */
export interface Column {
  key: string;
  /** The header; `hidden` headers are read by assistive technology only (a picture or actions column). */
  label: ReactNode;
  hidden?: boolean;
  className?: string;
}

/** A column of ticks whose header is the "select all" checkbox (all or some rows ticked). */
export function selectColumn(state: { all: boolean; some: boolean }, label: string, onChange: (on: boolean) => void) {
  return {
    key: 'select',
    className: ui.checkCell,
    label: <SelectAllCheckbox all={state.all} some={state.some} label={label} onChange={onChange} />,
  } satisfies Column;
}

/**
 * An admin table: scrolls sideways in its frame, says what it lists in a caption for assistive
 * technology, has one header row from `columns`, and the rows (`children`). `busy` dims it while a
 * newer page loads. `cardsOnPhone`: on a phone each row is a card, its `data-label` cells labelled.
 */
export function DataTable({
  caption,
  columns,
  children,
  wrapClassName,
  className,
  busy,
  cardsOnPhone,
}: {
  caption: string;
  columns: readonly (Column | false)[];
  children: ReactNode;
  wrapClassName?: string;
  className?: string;
  busy?: boolean;
  cardsOnPhone?: boolean;
}) {
  const wrap = [ui.tableWrap, cardsOnPhone && ui.cards, wrapClassName].filter(Boolean).join(' ');
  return (
    <div className={wrap} aria-busy={busy}>
      <table className={className ? `${ui.table} ${className}` : ui.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map(
              (column) =>
                column && (
                  <th key={column.key} scope="col" className={column.className}>
                    {column.hidden ? <span className="visually-hidden">{column.label}</span> : column.label}
                  </th>
                ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
