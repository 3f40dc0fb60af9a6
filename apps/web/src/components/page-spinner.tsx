import styles from './page-spinner.module.css';

/** Shown while a page's code or texts load. Text-free so that it works before translations arrive. */
export function PageSpinner() {
  return (
    <div className={styles.wrap} role="status" aria-live="polite" aria-busy="true">
      <span className={styles.spinner} />
    </div>
  );
}
