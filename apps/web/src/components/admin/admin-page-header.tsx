import type { ReactNode } from 'react';
import styles from './admin-page-header.module.css';

export interface AdminPageHeaderProps {
  /** The page's one h1 (id "page-heading"). */
  title: string;
  /** One sentence under the heading. */
  summary?: string;
  /** Buttons or links at the end of the heading row (e.g. "Add project"). */
  actions?: ReactNode;
}

/** Heading row of an admin page: title and summary, with the page's main actions beside them. */
export function AdminPageHeader({ title, summary, actions }: AdminPageHeaderProps) {
  return (
    <div className={styles.header}>
      <div className={styles.text}>
        <h1 id="page-heading" className={styles.title}>
          {title}
        </h1>
        {summary && <p className={styles.summary}>{summary}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
