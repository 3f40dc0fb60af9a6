import { useTranslation } from 'react-i18next';
import { pageWindow } from './pagination-pages';
import styles from './pagination.module.css';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** The last page (`last_page` of a paged answer). */
  lastPage: number;
  onPageChange: (page: number) => void;
  /** Total number of items, shown beside the controls when given. */
  total?: number;
  /** Accessible name of the navigation landmark; defaults to "Pagination". */
  label?: string;
}

/**
 * Page controls for the admin lists (`page` / `last_page` of a paged answer): previous, numbered
 * pages with gaps, next. Renders nothing when everything fits on one page.
 */
export function Pagination({ page, lastPage, onPageChange, total, label }: PaginationProps) {
  const { t, i18n } = useTranslation('admin');
  const format = new Intl.NumberFormat(i18n.resolvedLanguage);
  if (lastPage <= 1) {
    return total ? <p className={styles.total}>{t('ui.pagination.total', { count: total })}</p> : null;
  }
  return (
    <nav className={styles.nav} aria-label={label ?? t('ui.pagination.label')}>
      {total !== undefined && <p className={styles.total}>{t('ui.pagination.total', { count: total })}</p>}
      <ul className={styles.list}>
        <li>
          <button type="button" className={styles.button} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            <span aria-hidden="true" className={styles.arrow}>
              ‹
            </span>
            {t('ui.pagination.previous')}
          </button>
        </li>
        {pageWindow(page, lastPage).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={styles.button}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('ui.pagination.page', { page: format.format(item) })}
                onClick={() => onPageChange(item)}
              >
                {format.format(item)}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.button}
            disabled={page >= lastPage}
            onClick={() => onPageChange(page + 1)}
          >
            {t('ui.pagination.next')}
            <span aria-hidden="true" className={styles.arrow}>
              ›
            </span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
