import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, localeOf } from '../../../lib/i18n';
import { DIFFICULTIES, type Difficulty } from '../lib/difficulty';
import type { ImportError } from '../worker/protocol';
import styles from './sudoku.module.css';

export interface ChooserProps {
  /** Today's date where the visitor is; unknown until the page has hydrated. */
  today: string | null;
  busy: boolean;
  onNew: (difficulty: Difficulty) => void;
  onDaily: () => void;
  onImport: (text: string) => Promise<ImportError | null>;
}

/** A date (YYYY-MM-DD) as the interface language writes it. */
export function formatDay(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/**
 * How a game starts: a new puzzle of a difficulty, today's puzzle, or a pasted one. Rendered by the server with the
 * page, so it shows at once; it acts once the page has hydrated.
 */
export function Chooser({ today, busy, onNew, onDaily, onImport }: ChooserProps) {
  const { t } = useTranslation('sudoku');
  const [text, setText] = useState('');
  const [refused, setRefused] = useState<ImportError | null>(null);
  const fieldId = useId();
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const reason = await onImport(text);
    setRefused(reason);
    if (!reason) setText('');
  };

  return (
    <div className={styles.chooser}>
      <div className={styles.choices} role="group" aria-label={t('choose.newGame')}>
        <span className={styles.choiceLabel} aria-hidden="true">
          {t('choose.newGame')}
        </span>
        {DIFFICULTIES.map((difficulty) => (
          <button
            key={difficulty}
            type="button"
            className={styles.choice}
            disabled={busy}
            onClick={() => onNew(difficulty)}
          >
            {t(`difficulty.${difficulty}`)}
          </button>
        ))}
        <button type="button" className={styles.choice} disabled={busy} onClick={onDaily}>
          {t('choose.daily')}
        </button>
      </div>
      {/* Today's date is only known in the browser: its line keeps its height before, so nothing moves. */}
      <p className={styles.today}>
        {today ? t('choose.dailyOn', { date: formatDay(today, localeOf(currentLanguage())) }) : ''}
      </p>
      <details className={styles.import}>
        <summary>{t('import.title')}</summary>
        <form onSubmit={(event) => void submit(event)}>
          <label htmlFor={fieldId}>{t('import.label')}</label>
          <textarea
            id={fieldId}
            value={text}
            rows={3}
            dir="ltr"
            spellCheck={false}
            maxLength={2000}
            aria-describedby={refused ? errorId : undefined}
            aria-invalid={refused ? true : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          {refused ? (
            <p id={errorId} className={styles.error} role="alert">
              {t(`import.error.${refused}`)}
            </p>
          ) : null}
          <button type="submit" className={styles.primary} disabled={busy}>
            {t('import.submit')}
          </button>
        </form>
      </details>
    </div>
  );
}
