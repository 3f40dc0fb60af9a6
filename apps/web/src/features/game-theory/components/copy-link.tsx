import { useTranslation } from 'react-i18next';
import { useCopyText } from '../../../components/use-copy-text';
import styles from './play.module.css';

/** Copies the page's address, which carries the run's seed and settings. */
export function CopyLink() {
  const { t } = useTranslation('gameTheory');
  const { state, copy } = useCopyText(3000);
  return (
    <p className={styles.copy}>
      <button type="button" className={styles.pill} onClick={() => void copy(window.location.href)}>
        {t('play.copyLink')}
      </button>
      <span role="status">
        {state === 'copied' ? t('play.copied') : state === 'failed' ? t('play.copyFailed') : ''}
      </span>
    </p>
  );
}
