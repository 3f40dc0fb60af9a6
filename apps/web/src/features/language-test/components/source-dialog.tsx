import type { BenchmarkEngine } from '@site/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEngineSource } from '../hooks/use-benchmark-queries';
import { isolate } from '../../../lib/bidi';
import styles from './source-dialog.module.css';

/** How long "Code copied" stays beside the button. */
const COPY_STATUS_MS = 2500;

function CopyButton({ code, filename }: { code: string; filename: string }) {
  const { t } = useTranslation('language-test');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), COPY_STATUS_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <div className={styles.copy}>
      <span role="status" className={state === 'failed' ? styles.copyFailed : styles.copied}>
        {state === 'copied' ? t('source.copied') : state === 'failed' ? t('source.copyFailed') : ''}
      </span>
      <button
        type="button"
        className={styles.copyButton}
        aria-label={t('source.copyFile', { filename })}
        onClick={() => void copy()}
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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const source = useEngineSource(engine);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // jsdom has no showModal; the attribute is the fallback there.
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    document.body.classList.add('scroll-locked');
    return () => {
      document.body.classList.remove('scroll-locked');
      if (dialog.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={() => {
        if (!dialogRef.current?.open) onClose();
      }}
    >
      <div className={styles.frame}>
        <header className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {t('source.title', { engine: isolate(name) })}
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label={t('source.close')}
            onClick={() => dialogRef.current?.close()}
          >
            <span aria-hidden="true">×</span>
          </button>
        </header>

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
