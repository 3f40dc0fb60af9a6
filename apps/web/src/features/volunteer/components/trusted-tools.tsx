import { TASK_DIFFICULTIES, TASK_MODES, TASK_RULES, VOLUNTEER_CODES } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { reviewsQuery, useCreateTask, useReviewTask } from '../../../api/volunteer-tasks';
import { codedMessageText } from '../../../lib/form-messages';
import { lazyResolver, usePreloadOnUse } from '../../../lib/lazy-resolver';
import { notify } from '../../../lib/notify';
import { taskErrorText, taskTitle } from '../lib/task-text';
import styles from './volunteer.module.css';
import { deadlineOf, emptyToNull } from '../lib/form-values';

interface CreateForm {
  title: string;
  description: string;
  mode: (typeof TASK_MODES)[number];
  difficulty: (typeof TASK_DIFFICULTIES)[number];
  province_id: string | null;
  case_number: string | null;
  deadline: string | null;
}

const createResolver = lazyResolver<CreateForm>(() =>
  import('../lib/submit-schema').then((m) => m.createTaskResolver as never),
);

/** One submission to review: approve, or return with a note saying why (required by the contract). */
function Review({ id }: { id: number }) {
  const { t } = useTranslation('volunteer');
  const review = useReviewTask();
  const [note, setNote] = useState('');
  const [missingNote, setMissingNote] = useState(false);
  const noteId = useId();
  const decide = (decision: 'approve' | 'return') => {
    if (decision === 'return' && note.trim() === '') {
      setMissingNote(true);
      return;
    }
    setMissingNote(false);
    review.mutate(
      { id, body: { decision, note: note.trim() } },
      { onSuccess: () => notify('success', t(decision === 'approve' ? 'messages.approved' : 'messages.returned')) },
    );
  };
  return (
    <div>
      <div className={styles.field}>
        <label htmlFor={noteId}>{t('reviews.note')}</label>
        <textarea
          id={noteId}
          rows={2}
          maxLength={TASK_RULES.noteMax}
          value={note}
          aria-invalid={missingNote || undefined}
          onChange={(event) => setNote(event.target.value)}
        />
        {missingNote && <p className={styles.fieldError}>{t('messages.reviewNoteRequired')}</p>}
      </div>
      <div className={styles.actions}>
        <button type="button" className="button" disabled={review.isPending} onClick={() => decide('approve')}>
          {t('reviews.approve')}
        </button>
        <button
          type="button"
          className="button button-ghost"
          disabled={review.isPending}
          onClick={() => decide('return')}
        >
          {t('reviews.return')}
        </button>
      </div>
      {review.isError && (
        <p className={styles.error} role="alert">
          {taskErrorText(review.error, t)}
        </p>
      )}
    </div>
  );
}

function Reviews() {
  const { t } = useTranslation('volunteer');
  const [page, setPage] = useState(1);
  const list = useQuery(reviewsQuery({ page, per_page: 20 }));
  return (
    <section className={styles.section} aria-labelledby="reviews">
      <h2 id="reviews" className={styles.sectionTitle}>
        {t('reviews.title')}
      </h2>
      {list.isError ? (
        <p className={styles.error}>{t('tasks.loadFailed')}</p>
      ) : !list.data ? (
        <p className={styles.muted}>{t('tasks.loading')}</p>
      ) : list.data.data.length === 0 ? (
        <p className={styles.muted}>{t('reviews.empty')}</p>
      ) : (
        <>
          <ul className={styles.grid}>
            {list.data.data.map((submission) => (
              <li key={submission.id} className={styles.card}>
                <h3 className={styles.cardTitle}>{taskTitle(submission, t)}</h3>
                <p className={styles.muted}>
                  {t('reviews.by', { name: submission.volunteer.name, hours: submission.hours })}
                </p>
                <p>{submission.submission_note}</p>
                <Review id={submission.id} />
              </li>
            ))}
          </ul>
          {list.data.last_page > 1 && (
            <nav className={styles.paging} aria-label={t('tasks.paging')}>
              <button
                type="button"
                className="button button-ghost"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                {t('tasks.previous')}
              </button>
              <button
                type="button"
                className="button button-ghost"
                disabled={page >= list.data.last_page}
                onClick={() => setPage(page + 1)}
              >
                {t('tasks.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

function CreateTask() {
  const { t } = useTranslation('volunteer');
  const create = useCreateTask();
  const form = useForm<CreateForm>({
    resolver: createResolver,
    defaultValues: {
      title: '',
      description: '',
      mode: 'online',
      difficulty: 'easy',
      province_id: null,
      case_number: null,
      deadline: null,
    },
  });
  const preload = usePreloadOnUse(createResolver);
  const { errors } = form.formState;
  const ids = {
    title: useId(),
    description: useId(),
    mode: useId(),
    difficulty: useId(),
    caseNumber: useId(),
    deadline: useId(),
  };
  const message = (text: string | undefined) => codedMessageText(VOLUNTEER_CODES, 'messages', text, (key) => t(key));
  const send = form.handleSubmit((values) =>
    create.mutateAsync(values).then(
      () => {
        notify('success', t('messages.taskCreated'));
        form.reset();
      },
      () => undefined,
    ),
  );
  return (
    <section className={styles.section} aria-labelledby="create-task">
      <h2 id="create-task" className={styles.sectionTitle}>
        {t('create.title')}
      </h2>
      <form ref={preload} noValidate onSubmit={(event) => void send(event)}>
        <div className={styles.field}>
          <label htmlFor={ids.title}>{t('create.taskTitle')}</label>
          <input
            id={ids.title}
            maxLength={TASK_RULES.titleMax}
            aria-invalid={errors.title ? true : undefined}
            {...form.register('title')}
          />
          {errors.title && <p className={styles.fieldError}>{message(errors.title.message)}</p>}
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.description}>{t('create.description')}</label>
          <textarea
            id={ids.description}
            rows={4}
            maxLength={TASK_RULES.descriptionMax}
            aria-invalid={errors.description ? true : undefined}
            {...form.register('description')}
          />
          {errors.description && <p className={styles.fieldError}>{message(errors.description.message)}</p>}
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.mode}>{t('create.mode')}</label>
          <select id={ids.mode} {...form.register('mode')}>
            {TASK_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {t(`filters.${mode}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.difficulty}>{t('create.difficulty')}</label>
          <select id={ids.difficulty} {...form.register('difficulty')}>
            {TASK_DIFFICULTIES.map((difficulty) => (
              <option key={difficulty} value={difficulty}>
                {t(`difficulties.${difficulty}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.caseNumber}>{t('create.caseNumber')}</label>
          <input id={ids.caseNumber} {...form.register('case_number', { setValueAs: emptyToNull })} />
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.deadline}>{t('create.deadline')}</label>
          <input
            id={ids.deadline}
            type="datetime-local"
            aria-invalid={errors.deadline ? true : undefined}
            {...form.register('deadline', { setValueAs: deadlineOf })}
          />
          {errors.deadline && <p className={styles.fieldError}>{message(errors.deadline.message)}</p>}
        </div>
        {create.isError && (
          <p className={styles.error} role="alert">
            {taskErrorText(create.error, t)}
          </p>
        )}
        <button type="submit" className="button" disabled={create.isPending}>
          {t('create.send')}
        </button>
      </form>
    </section>
  );
}

/** What a trusted volunteer (level 5+) may do besides tasks: review others' submissions, create verification tasks. */
export default function TrustedTools() {
  return (
    <>
      <Reviews />
      <CreateTask />
    </>
  );
}
