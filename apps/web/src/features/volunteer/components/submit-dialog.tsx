import { TASK_RULES, VOLUNTEER_CODES, type VolunteerTask } from '@site/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogHead, useModalDialog } from '../../../components/modal-dialog';
import { useSubmitTask } from '../../../api/volunteer-tasks';
import { codedMessageText } from '../../../lib/form-messages';
import { lazyResolver, usePreloadOnUse } from '../../../lib/lazy-resolver';
import { notify } from '../../../lib/notify';
import { taskErrorText, taskTitle } from '../lib/task-text';
import styles from './volunteer.module.css';

interface SubmitForm {
  note: string;
  hours: number;
}

/** The contract's rules for a submission, loaded with zod when the form is first used. */
const submitResolver = lazyResolver<SubmitForm>(() => import('../lib/submit-schema').then((m) => m.submitResolver));

/**
 * Submitting a held task: what was done (a note) and how long it took, checked with the contract's schema
 * before sending; the server checks them again. Closed once the task is submitted.
 */
export default function SubmitDialog({ task, onClose }: { task: VolunteerTask; onClose: () => void }) {
  const { t } = useTranslation('volunteer');
  const { ref: dialogRef, close, onClose: onDialogClose } = useModalDialog(onClose);
  const titleId = useId();
  const noteId = useId();
  const hoursId = useId();
  const submit = useSubmitTask();
  const form = useForm<SubmitForm>({ resolver: submitResolver, defaultValues: { note: '', hours: 1 } });
  const preload = usePreloadOnUse(submitResolver);
  const { errors } = form.formState;
  const message = (text: string | undefined) =>
    codedMessageText(VOLUNTEER_CODES, 'messages', text, (key) => t(key)) ?? undefined;
  const hoursError = errors.hours ? t('submit.hoursRange', { max: TASK_RULES.hoursMax }) : undefined;

  const send = form.handleSubmit((values) =>
    submit.mutateAsync({ id: task.id, body: values }).then(
      () => {
        notify('success', t('messages.submitted'));
        close();
      },
      () => undefined,
    ),
  );

  return (
    <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={titleId} onClose={onDialogClose}>
      <DialogHead
        titleId={titleId}
        title={t('submit.title', { task: taskTitle(task, t) })}
        closeLabel={t('submit.close')}
        onClose={close}
        classes={{ head: styles.dialogHead, title: styles.dialogTitle, close: styles.dialogClose }}
      />
      <form ref={preload} noValidate onSubmit={(event) => void send(event)}>
        <div className={styles.field}>
          <label htmlFor={noteId}>{t('submit.note')}</label>
          <textarea
            id={noteId}
            rows={5}
            maxLength={TASK_RULES.noteMax}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={errors.note ? `${noteId}-error` : undefined}
            {...form.register('note')}
          />
          {errors.note && (
            <p id={`${noteId}-error`} className={styles.fieldError}>
              {message(errors.note.message)}
            </p>
          )}
        </div>
        <div className={styles.field}>
          <label htmlFor={hoursId}>{t('submit.hours')}</label>
          <input
            id={hoursId}
            type="number"
            inputMode="decimal"
            min={0.25}
            max={TASK_RULES.hoursMax}
            step={0.25}
            aria-invalid={errors.hours ? true : undefined}
            aria-describedby={errors.hours ? `${hoursId}-error` : undefined}
            {...form.register('hours', { valueAsNumber: true })}
          />
          {hoursError && (
            <p id={`${hoursId}-error`} className={styles.fieldError}>
              {hoursError}
            </p>
          )}
        </div>
        {submit.isError && (
          <p className={styles.error} role="alert">
            {taskErrorText(submit.error, t)}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={submit.isPending}>
            {t('submit.send')}
          </button>
          <button type="button" className="button button-ghost" onClick={close}>
            {t('submit.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
