import type { BenchmarkEngine } from '@site/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogHead, useModalDialog } from '../../../components/modal-dialog';
import { useCopyText } from '../../../components/use-copy-text';
import { useEngineSource } from '../hooks/use-benchmark-queries';
import { isolate } from '../../../lib/bidi';
import styles from './source-dialog.module.css';

/** How long "Code copied" stays beside the button. */
const COPY_STATUS_MS = 2500;

function CopyButton({ code, filename }: { code: string; filename: string }) {
  const { t } = useTranslation('language-test');
  const { state, copy } = useCopyText(COPY_STATUS_MS);

  return (
    <div className={styles.copy}>
      <span role="status" className={state === 'failed' ? styles.copyFailed : styles.copied}>
        {state === 'copied' ? t('source.copied') : state === 'failed' ? t('source.copyFailed') : ''}
      </span>
      <button
        type="button"
        className={styles.copyButton}
        aria-label={t('source.copyFile', { filename })}
        onClick={() => void copy(code)}
      >
        {t('source.copy')}
      </button>
    </div>
  );
}

export interface SourceDialogProps {
  engine: BenchmarkEngine;
  name: string;
  /** The dialog closed (close button or Escape); the page gives the focus back to the opener. */
  onClose: () => void;
}

/**
 * An engine's program in a modal <dialog>: the browser keeps the focus inside and closes it on Escape.
 * The code shown is what the server runs (read from the same files).
 */
export function SourceDialog({ engine, name, onClose }: SourceDialogProps) {
  const { t } = useTranslation('language-test');
  const { ref: dialogRef, close, onClose: onDialogClose } = useModalDialog(onClose);
  const titleId = useId();
  const source = useEngineSource(engine);

  return (
    <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={titleId} onClose={onDialogClose}>
      <div className={styles.frame}>
        <DialogHead
          as="header"
          titleId={titleId}
          title={t('source.title', { engine: isolate(name) })}
          closeLabel={t('source.close')}
          onClose={close}
          classes={styles}
        />

        <div className={styles.body}>
          {source.isPending && (
            <p className={styles.state} role="status">
              <span className={styles.spinner} aria-hidden="true" />
              {t('source.loading')}
            </p>
          )}
          {source.isError && (
            <div className={styles.state} role="alert">
              <p>{t('source.failed')}</p>
              <button type="button" className="button button-ghost" onClick={() => void source.refetch()}>
                {t('source.retry')}
              </button>
            </div>
          )}
          {source.data?.files.map((file) => (
            <section key={file.filename} className={styles.file} aria-label={file.filename}>
              <div className={styles.fileHead}>
                <h3 className={styles.filename}>
                  <bdi>{file.filename}</bdi>
                </h3>
                <CopyButton code={file.code} filename={file.filename} />
              </div>
              {/* Focusable so that keyboard users can scroll long lines. */}
              {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
              <pre className={styles.code} dir="ltr" tabIndex={0}>
                <code>{file.code}</code>
              </pre>
            </section>
          ))}
        </div>
      </div>
    </dialog>
  );
}
