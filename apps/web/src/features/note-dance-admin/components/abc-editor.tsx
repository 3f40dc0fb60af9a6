import type { SheetData } from '@site/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '../../../components/admin/admin-ui.module.css';
import { SheetPreview } from './sheet-preview';
import styles from '../note-dance-admin.module.css';

/** How long the typing pauses before the ABC is read again. */
export const PREVIEW_DELAY_MS = 400;

type Reading =
  | { state: 'empty' }
  | { state: 'reading' }
  | { state: 'read'; sheet: SheetData }
  | { state: 'failed'; message: string };

/**
 * ABC typed by the admin, read in the browser as the server will read it (the music engine's `parseAbc`, loaded
 * with this screen only: it brings abcjs) once the typing pauses; what was read shows beside it.
 */
export function AbcEditor({ value, onChange }: { value: string; onChange: (abc: string) => void }) {
  const { t } = useTranslation('noteDanceAdmin');
  const id = useId();
  // What was read, and of which text: a result of an older text shows as "reading" until the new one is read.
  const [result, setResult] = useState<{ of: string; reading: Reading } | null>(null);
  const reading: Reading =
    value.trim() === '' ? { state: 'empty' } : result?.of === value ? result.reading : { state: 'reading' };

  useEffect(() => {
    if (value.trim() === '') return;
    let current = true;
    const timer = window.setTimeout(() => {
      import('@site/music')
        .then(({ parseAbc }) => {
          if (current) setResult({ of: value, reading: { state: 'read', sheet: parseAbc(value) as SheetData } });
        })
        .catch((error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          if (current) setResult({ of: value, reading: { state: 'failed', message } });
        });
    }, PREVIEW_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [value]);

  return (
    <div className={styles.abcGrid}>
      <div className={ui.field}>
        <label htmlFor={id} className={ui.label}>
          {t('editor.abc')}
        </label>
        <textarea
          id={id}
          className={`${ui.textarea} ${styles.abc}`}
          value={value}
          rows={14}
          spellCheck={false}
          dir="ltr"
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.value)}
        />
        <p id={`${id}-hint`} className={ui.hint}>
          {t('editor.abcHint')}
        </p>
      </div>
      <section className={styles.previewPanel} aria-labelledby={`${id}-preview`} aria-live="polite">
        <h2 id={`${id}-preview`} className={ui.panelTitle}>
          {t('editor.preview')}
        </h2>
        {reading.state === 'empty' && <p className={styles.muted}>{t('editor.previewEmpty')}</p>}
        {reading.state === 'reading' && <p className={styles.muted}>{t('editor.previewLoading')}</p>}
        {reading.state === 'failed' && (
          <p className={ui.fieldError} role="alert">
            {t('editor.previewError', { message: reading.message })}
          </p>
        )}
        {reading.state === 'read' && <SheetPreview sheet={reading.sheet} />}
      </section>
    </div>
  );
}
