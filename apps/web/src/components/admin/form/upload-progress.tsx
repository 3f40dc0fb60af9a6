import { useTranslation } from 'react-i18next';
import styles from './upload-progress.module.css';

/** A labelled progress bar for a running upload (0–100), announced politely to screen readers. */
export function UploadProgress({ percent, label }: { percent: number; label: string }) {
  const { i18n } = useTranslation();
  const formatted = new Intl.NumberFormat(i18n.resolvedLanguage, { style: 'percent' }).format(percent / 100);
  return (
    <div className={styles.wrap}>
      <div className={styles.text}>
        <span>{label}</span>
        <span aria-hidden="true">{formatted}</span>
      </div>
      <progress className={styles.bar} max={100} value={percent} aria-label={label}>
        {formatted}
      </progress>
    </div>
  );
}
