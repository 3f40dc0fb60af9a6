import { TASK_RULES, taskReviewSchema, type AdminTask } from '@site/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '../../components/admin/admin-ui.module.css';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { errorText } from '../../components/admin/form-messages';
import { TimeAgo } from '../../components/admin/time-ago';
import { useLocale } from '../../components/admin/use-locale';
import { formatNumber } from '../../lib/format';
import { notify } from '../../lib/notify';
import { taskTitle } from './task-texts';
import { useTaskDecisions } from './use-tasks';
import styles from './tasks.module.css';

type Decision = 'approve' | 'return';

/** One submission waiting for review: the task, who holds it (public name only), hours, their note, the actions. */
function Submission({ task, onDecide }: { task: AdminTask; onDecide: (decision: Decision) => void }) {
  const { t } = useTranslation('adminVolunteers');
  const { locale } = useLocale();
  const headingId = useId();
  const title = taskTitle(task, t);
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.cardTitle}>
        {title}
      </h3>
      <dl className={styles.facts}>
        <div>
          <dt>{t('review.holder')}</dt>
          <dd>{task.holder?.name ?? '–'}</dd>
        </div>
        <div>
          <dt>{t('review.type')}</dt>
          <dd>{t(`types.${task.type}`)}</dd>
        </div>
        <div>
          <dt>{t('review.hours')}</dt>
          <dd>{task.hours === null ? '–' : formatNumber(task.hours, locale)}</dd>
        </div>
        <div>
          <dt>{t('review.points')}</dt>
          <dd>{formatNumber(task.points + task.bonus, locale)}</dd>
        </div>
        <div>
          <dt>{t('review.submitted')}</dt>
          <dd>{task.submitted_at ? <TimeAgo value={task.submitted_at} locale={locale} /> : '–'}</dd>
        </div>
      </dl>
      <p className={styles.noteLabel}>{t('review.note')}</p>
      <blockquote className={styles.note}>{task.submission_note ?? ''}</blockquote>
      <div className={ui.rowActions}>
        <button
          type="button"
          className={ui.smallButton}
          aria-label={t('review.returnNamed', { title })}
          onClick={() => onDecide('return')}
        >
          {t('review.return')}
        </button>
        <button
          type="button"
          className={`button button-primary ${styles.approve}`}
          aria-label={t('review.approveNamed', { title })}
          onClick={() => onDecide('approve')}
        >
          {t('review.approve')}
        </button>
      </div>
    </li>
  );
}

/**
 * The review queue: every submitted task with what its holder wrote; approving awards the points, returning
 * opens the task again and needs a note that says why (the volunteer reads it).
 */
export function ReviewQueue({ rows }: { rows: AdminTask[] }) {
  const { t } = useTranslation('adminVolunteers');
  const noteId = useId();
  const { review } = useTaskDecisions();
  const [pending, setPending] = useState<{ task: AdminTask; decision: Decision } | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);

  const close = () => {
    setPending(null);
    setNote('');
    setNoteError(null);
  };
  const confirm = () => {
    if (!pending) return;
    const { task, decision } = pending;
    const parsed = taskReviewSchema.safeParse({ decision, note });
    if (!parsed.success) {
      setNoteError(t('errors.reviewNoteRequired'));
      return;
    }
    review.mutate(
      { id: task.id, body: parsed.data },
      {
        onSuccess: () => {
          notify('success', t(`review.done.${decision}`, { title: taskTitle(task, t) }));
          close();
        },
        onError: (error) => notify('error', t('review.failed', { message: errorText(error) })),
      },
    );
  };

  return (
    <>
      <ul className={styles.cards}>
        {rows.map((task) => (
          <Submission key={task.id} task={task} onDecide={(decision) => setPending({ task, decision })} />
        ))}
      </ul>
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`review.confirm.${pending.decision}`) : ''}
        confirmLabel={pending ? t(`review.${pending.decision}`) : undefined}
        busy={review.isPending}
        onConfirm={confirm}
        onCancel={close}
        message={
          pending && (
            <div className={styles.noteBox}>
              <p>{t(`review.confirmText.${pending.decision}`, { title: taskTitle(pending.task, t) })}</p>
              <label htmlFor={noteId} className={ui.label}>
                {pending.decision === 'return' ? t('review.returnNote') : t('review.approveNote')}
              </label>
              <textarea
                id={noteId}
                className={ui.textarea}
                rows={3}
                maxLength={TASK_RULES.noteMax}
                value={note}
                aria-invalid={noteError ? true : undefined}
                aria-describedby={noteError ? `${noteId}-error` : undefined}
                onChange={(event) => {
                  setNote(event.target.value);
                  setNoteError(null);
                }}
              />
              {noteError && (
                <p id={`${noteId}-error`} className={ui.fieldError} role="alert">
                  {noteError}
                </p>
              )}
            </div>
          )
        }
      />
    </>
  );
}
