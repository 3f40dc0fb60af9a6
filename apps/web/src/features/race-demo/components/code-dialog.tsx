import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from '../../../components/modal-dialog';
import { useCopyText } from '../../../components/use-copy-text';
import styles from './code-dialog.module.css';

export interface CodeDialogProps {
  title: string;
  /** The product name of the database the server runs the code on, once known. */
  database: string | undefined;
  status: 'pending' | 'error' | 'success';
  /** The mode's source; undefined while loading, on error, or if the server sent none. */
  code: string | undefined;
  onRetry: () => void;
  onClose: () => void;
}

/**
 * The source of one mode on a modal <dialog>: the browser traps the focus and Escape closes it.
 * The code is shown exactly as the server sent it — it is the function the server runs.
 */
export function CodeDialog({ title, database, status, code, onRetry, onClose }: CodeDialogProps) {
  const { t } = useTranslation('race-demo');
  const { ref: dialogRef, close, onClose: onDialogClose } = useModalDialog(onClose);
  const titleId = useId();
  const { state: copy, copy: copyText } = useCopyText();
  const copyCode = () => {
    if (code) void copyText(code);
  };

  return (
    <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={titleId} onClose={onDialogClose}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {t('code.title', { title })}
        </h2>
        <button type="button" className={styles.close} onClick={close}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('code.close')}</span>
        </button>
      </div>

      {database && <p className={styles.intro}>{t('code.intro', { database })}</p>}

      {status === 'pending' && <p className={styles.state}>{t('code.loading')}</p>}
      {status === 'error' && (
        <div className={styles.state} role="alert">
          <p>{t('code.failed')}</p>
          <button type="button" className="button button-ghost" onClick={onRetry}>
            {t('demo.retry')}
          </button>
        </div>
      )}
      {status === 'success' && !code && <p className={styles.state}>{t('code.missing')}</p>}
      {code && (
        // Scrollable by keyboard too: the region takes focus.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <pre className={styles.code} dir="ltr" tabIndex={0} aria-label={t('code.title', { title })}>
          <code>{code}</code>
        </pre>
      )}

      <div className={styles.actions}>
        <p className={copy === 'failed' ? styles.copyFailed : styles.copied} role="status">
          {copy === 'copied' ? t('code.copied') : copy === 'failed' ? t('code.copyFailed') : ''}
        </p>
        <button type="button" className="button button-primary" onClick={copyCode} disabled={!code}>
          {t('code.copy')}
        </button>
        <button type="button" className="button button-ghost" onClick={close}>
          {t('code.close')}
        </button>
      </div>
    </dialog>
  );
}
