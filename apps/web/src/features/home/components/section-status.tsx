import { useTranslation } from 'react-i18next';
import styles from './section-status.module.css';

/** The sections that load later, each with a reserved height close to its real one. */
export type SectionKind = 'about' | 'experience' | 'skills' | 'certified' | 'projects' | 'testimonials' | 'contact';

/** The class that reserves a section's height (for a loading state of its own). */
export function reservedHeight(kind: SectionKind): string {
  return styles[kind] ?? '';
}

/**
 * Reserves a section's height, so that the page below does not jump. It shimmers while the section
 * loads; a section that has not started loading (far below the viewport) keeps a still placeholder,
 * which costs the browser nothing per frame.
 */
export function SectionPlaceholder({ kind, loading = true }: { kind: SectionKind; loading?: boolean }) {
  return (
    <div className={`${styles.placeholder} ${loading ? styles.loading : ''} ${styles[kind]}`} aria-hidden="true" />
  );
}

/** A section whose data failed to load: says so and offers another try. */
export function SectionError({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.error} role="alert">
      <p>{message ?? t('errors.loadFailed')}</p>
      <button type="button" className="button button-ghost" onClick={onRetry}>
        {t('errors.retry')}
      </button>
    </div>
  );
}
