import type { SheetRecord } from '@site/contracts';
import type { PlaySummary } from '@site/music';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { noteDanceKeys, saveNoteDanceScore } from '../../../api/note-dance';
import { formatClock, formatNumber, formatPercent } from '../../../lib/format';
import { currentLanguage, localeOf } from '../../../lib/i18n';
import type { NoteDanceSessionState } from '../../../lib/note-dance-session';
import { isSavable, type PlaySettings } from '../lib/game-state';
import { SignInForm } from './sign-in-form';
import styles from './note-dance.module.css';

interface ResultsProps {
  record: SheetRecord;
  summary: PlaySummary;
  settings: PlaySettings;
  session: NoteDanceSessionState;
  onAgain: () => void;
  onAnother: () => void;
}

/** The results of a play: the spec's fields, the grades, and the save (or an invitation to sign in). */
export function Results({ record, summary, settings, session, onAgain, onAnother }: ResultsProps) {
  const { t } = useTranslation('noteDance');
  const locale = localeOf(currentLanguage());
  const client = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const save = useMutation({
    mutationFn: () =>
      saveNoteDanceScore({
        sheet_id: record.id,
        input: settings.input,
        summary: { ...summary, duration_ms: Math.round(summary.duration_ms) },
        skip_parts: settings.skipParts,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: noteDanceKeys.all }),
  });
  const savable = isSavable(settings);
  const signedIn = session.status === 'signed-in';

  // Saved once, as soon as the player is signed in (at the end, or after signing in here).
  const { mutate, isIdle } = save;
  useEffect(() => {
    if (signedIn && savable && isIdle) mutate();
  }, [signedIn, savable, isIdle, mutate]);

  useEffect(() => heading.current?.focus(), []);

  const number = (value: number) => formatNumber(value, locale);
  const fields: Array<[string, string]> = [
    ['score', number(summary.score)],
    ['accuracy', formatPercent(summary.accuracy, locale, 2)],
    ['combo', number(summary.combo)],
    ['maxCombo', number(summary.max_combo)],
    ['notesHit', `${number(summary.notes_hit)} / ${number(summary.notes_total)}`],
    ['tempo', number(Math.round(summary.tempo_bpm))],
    ['duration', formatClock(summary.duration_ms / 1000, locale)],
    ['difficulty', t(`difficulties.${record.difficulty}`)],
    ['perfect', number(summary.perfect)],
    ['great', number(summary.great)],
    ['good', number(summary.good)],
    ['miss', number(summary.miss)],
    ['wrong', number(summary.wrong)],
  ];

  return (
    <section className={styles.section} aria-labelledby="results-heading" data-testid="results">
      <h2 id="results-heading" className={styles.sectionTitle} tabIndex={-1} ref={heading}>
        {t('results.heading', { title: record.title })}
      </h2>
      <p className="visually-hidden" role="status">
        {t('results.announce', { score: number(summary.score), accuracy: formatPercent(summary.accuracy, locale, 2) })}
      </p>
      <dl className={styles.results}>
        {fields.map(([key, value]) => (
          <div key={key} className={styles.result} data-field={key}>
            <dt>{t(`results.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {!savable ? (
        <p className={styles.muted}>{t('results.practice')}</p>
      ) : signedIn ? (
        <p role="status" className={save.isError ? styles.error : styles.muted} data-testid="save-status">
          {save.isPending || save.isIdle
            ? t('results.saving')
            : save.isSuccess
              ? t('results.saved')
              : t('results.refused')}
        </p>
      ) : session.status === 'guest' ? (
        <div className={styles.invite}>
          <p>{t('results.invite')}</p>
          <SignInForm />
        </div>
      ) : null}
      <div className={styles.controls}>
        <button type="button" className="button" onClick={onAgain}>
          {t('results.again')}
        </button>
        <button type="button" className="button button-ghost" onClick={onAnother}>
          {t('results.another')}
        </button>
      </div>
    </section>
  );
}
