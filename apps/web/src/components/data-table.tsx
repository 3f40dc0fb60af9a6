import { useId, type ReactNode } from 'react';

/** A table's column heads: one header cell per label, each heading its column. */
export function ColumnHeads({ labels }: { labels: readonly ReactNode[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label, index) => (
          <th key={index} scope="col">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * A data table in a region that scrolls sideways on narrow screens; the region takes focus so keyboards can
 * scroll it, and is named by the table's caption. `children` are the body's rows.
 */
export function ScrollTable({
  caption,
  captionClassName,
  columns,
  classes,
  children,
}: {
  caption: ReactNode;
  /** E.g. `visually-hidden` for a caption only screen readers need. */
  captionClassName?: string;
  columns: readonly ReactNode[];
  classes: { scroll?: string; table?: string };
  children: ReactNode;
}) {
  const captionId = useId();
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={classes.scroll} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={classes.table}>
        <caption id={captionId} className={captionClassName}>
          {caption}
        </caption>
        <ColumnHeads labels={columns} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
