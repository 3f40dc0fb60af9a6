import {
  CASE_LIMITS,
  CASE_STATUSES,
  LANGUAGE_CODES,
  languageDir,
  type AdminReunionCase,
  type CaseStatus,
} from '@site/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '../../components/admin/admin-ui.module.css';
import { errorText } from '../../components/admin/form-messages';
import { nativeName } from '../../components/admin/form/localized-fields';
import { PanelSection } from '../../components/admin/panel-section';
import { StatusBadge } from '../../components/admin/status-badge';
import { useLocale } from '../../components/admin/use-locale';
import { formatDateTime } from '../../lib/format';
import { notify } from '../../lib/notify';
import { emptyStatusNote, noteInLanguage, statusNotePayload, type StatusNoteForm } from './case-form-model';
import { STATUS_TONES } from './cases-table';
import { useCaseMutations } from './use-cases';
import styles from './cases.module.css';

/** The two languages whose note boxes show at once: the platform's first language and the fallback one. */
const FIRST_NOTE_LANGUAGES = ['vi', 'en'] as const;

/**
 * The case's status and its history, newest first, and the change of status with an optional note per
 * language that joins the history (the case page shows it to visitors).
 */
export function CaseStatusPanel({ record }: { record: AdminReunionCase }) {
  const { t } = useTranslation('adminReunion');
  const { language, locale } = useLocale();
  const id = useId();
  const { status: change } = useCaseMutations();
  const [status, setStatus] = useState<CaseStatus>(record.status);
  const [note, setNote] = useState<StatusNoteForm>(emptyStatusNote);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { id: record.id, body: { status, note: statusNotePayload(note) } },
      {
        onSuccess: () => {
          notify('success', t('toast.statusChanged', { status: t(`status.${status}`) }));
          setNote(emptyStatusNote());
        },
        onError: (error) => notify('error', t('toast.statusFailed', { message: errorText(error) })),
      },
    );
  };

  const noteBox = (code: (typeof LANGUAGE_CODES)[number]) => (
    <div className={ui.field} key={code}>
      <label htmlFor={`${id}-note-${code}`} className={ui.label}>
        {t('statusPanel.noteIn', { language: nativeName(code) })}
      </label>
      <textarea
        id={`${id}-note-${code}`}
        className={ui.textarea}
        rows={2}
        lang={code}
        dir={languageDir(code)}
        maxLength={CASE_LIMITS.noteMax}
        value={note[code]}
        onChange={(event) => setNote((current) => ({ ...current, [code]: event.target.value }))}
      />
    </div>
  );

  const history = [...record.status_history].reverse();
  return (
    <PanelSection title={t('statusPanel.title')}>
      <p>
        {t('statusPanel.current')}{' '}
        <StatusBadge tone={STATUS_TONES[record.status]}>{t(`status.${record.status}`)}</StatusBadge>
      </p>
      <form onSubmit={submit} className={styles.form} aria-label={t('statusPanel.change')}>
        <div className={ui.field}>
          <label htmlFor={`${id}-status`} className={ui.label}>
            {t('statusPanel.newStatus')}
          </label>
          <select
            id={`${id}-status`}
            className={ui.select}
            value={status}
            onChange={(event) => setStatus(event.target.value as CaseStatus)}
          >
            {CASE_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`status.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <p className={ui.hint}>{t('statusPanel.noteHint')}</p>
        {FIRST_NOTE_LANGUAGES.map(noteBox)}
        <details>
          <summary>{t('statusPanel.otherLanguages')}</summary>
          {LANGUAGE_CODES.filter((code) => !(FIRST_NOTE_LANGUAGES as readonly string[]).includes(code)).map(noteBox)}
        </details>
        <div>
          <button type="submit" className="button button-primary" disabled={change.isPending}>
            {change.isPending ? t('statusPanel.saving') : t('statusPanel.submit')}
          </button>
        </div>
      </form>
      <h3>{t('statusPanel.history')}</h3>
      <ol className={styles.history}>
        {history.map((entry) => {
          const text = noteInLanguage(entry.note, language);
          return (
            <li key={`${entry.changed_at}-${entry.status}`}>
              <StatusBadge tone={STATUS_TONES[entry.status]}>{t(`status.${entry.status}`)}</StatusBadge>
              <time className={styles.historyWhen} dateTime={entry.changed_at}>
                {formatDateTime(entry.changed_at, locale)}
              </time>
              {text && <p className={styles.historyNote}>{text}</p>}
            </li>
          );
        })}
      </ol>
    </PanelSection>
  );
}
