import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import ui from './admin-ui.module.css';
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

/** The heading row of the admin page `page`: its heading and summary are `pages:<page>.heading` and `.summary`. */
export function AdminPageHeading({ page, actions }: { page: string; actions?: ReactNode }) {
  const { t: tp } = useTranslation('pages');
  return <AdminPageHeader title={tp(`${page}.heading`)} summary={tp(`${page}.summary`)} actions={actions} />;
}

/** A list page's column (it may shrink below its content): the heading row of `page`, then the page. */
export function AdminListPage({ page, actions, children }: { page: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <div className={ui.page}>
      <AdminPageHeading page={page} actions={actions} />
      {children}
    </div>
  );
}
