import { TASK_FILTERS, TRUSTED_LEVEL, volunteersApi, type VolunteerTask } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { PageIntro } from '../../components/page-intro';
import { usePageMeta } from '../../components/page-meta';
import { PageSpinner } from '../../components/page-spinner';
import { QueryScope } from '../../components/query-scope';
import { myTasksQuery, taskListQuery, useClaimTask, useReleaseTask } from '../../api/volunteer-tasks';
import { formatNumber } from '../../lib/format';
import { useHydrated } from '../../lib/hydration';
import { currentLanguage, localeOf } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { useRenderedInitialData } from '../../lib/render-data';
import { useVolunteerSession } from '../../lib/volunteer-session';
import { SignInPrompt } from './components/sign-in-prompt';
import { TaskCard } from './components/task-card';
import { TaskDetail } from './components/task-detail';
import { readTaskAddress, taskListHref, taskListQueryOf } from './lib/task-filter';
import { taskErrorText, timeLeftText } from './lib/task-text';
import { useNow } from './lib/use-now';
import styles from './components/volunteer.module.css';

const SubmitDialog = lazy(() => import('./components/submit-dialog'));
const TrustedTools = lazy(() => import('./components/trusted-tools'));

type Session = ReturnType<typeof useVolunteerSession>;

/** The six filters as links: the filter lives in the address, so a filtered list can be shared. */
function FilterChips({ current }: { current: string }) {
  const { t } = useTranslation('volunteer');
  return (
    <nav aria-label={t('tasks.filters')}>
      <ul className={styles.filters}>
        {TASK_FILTERS.map((filter) => (
          <li key={filter}>
            <Link
              href={taskListHref(filter)}
              className={styles.chip}
              aria-current={filter === current ? 'page' : undefined}
            >
              {t(`filters.${filter}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The open tasks of the address's filter and page; a signed-in volunteer may claim one. */
function OpenTasks({ session }: { session: Session }) {
  const { t } = useTranslation('volunteer');
  const locale = localeOf(currentLanguage());
  const { filter, page } = readTaskAddress(useSearch());
  const query = taskListQueryOf(filter, page);
  const list = useQuery({ ...taskListQuery(query), ...useRenderedInitialData(volunteersApi.tasks, { query }) });
  const claim = useClaimTask();
  const [refused, setRefused] = useState<{ id: number; text: string } | null>(null);
  const signedIn = session.status === 'signed-in';

  const take = (task: VolunteerTask) => {
    setRefused(null);
    claim.mutate(task.id, {
      onSuccess: () => notify('success', t('messages.claimed')),
      onError: (error) => setRefused({ id: task.id, text: taskErrorText(error, t) }),
    });
  };

  const answer = list.data;
  return (
    <section className={styles.section} aria-labelledby="open-tasks">
      <h2 id="open-tasks" className={styles.sectionTitle}>
        {t('tasks.open')}
      </h2>
      <FilterChips current={filter} />
      {session.status === 'guest' && <SignInPrompt text={t('signIn.tasks')} />}
      {!answer ? (
        list.isError ? (
          <p className={styles.error} role="alert">
            {t('tasks.loadFailed')}{' '}
            <button type="button" className="button button-ghost" onClick={() => void list.refetch()}>
              {t('tasks.retry')}
            </button>
          </p>
        ) : (
          <PageSpinner />
        )
      ) : answer.data.length === 0 ? (
        <p className={styles.muted}>{t('tasks.empty')}</p>
      ) : (
        <>
          <ul className={styles.grid}>
            {answer.data.map((task) => (
              <li key={task.id}>
                <TaskCard task={task}>
                  {signedIn && task.first_responder_only && !session.volunteer.first_responder ? (
                    // The server refuses the claim anyway; the volunteer is told before trying.
                    <p className={styles.muted}>{t('tasks.teamOnly')}</p>
                  ) : (
                    signedIn && (
                      <button
                        type="button"
                        className="button"
                        disabled={claim.isPending && claim.variables === task.id}
                        onClick={() => take(task)}
                      >
                        {t('tasks.claim')}
                      </button>
                    )
                  )}
                  {refused?.id === task.id && (
                    <p className={styles.error} role="alert">
                      {refused.text}
                    </p>
                  )}
                </TaskCard>
              </li>
            ))}
          </ul>
          {answer.last_page > 1 && (
            <nav className={styles.paging} aria-label={t('tasks.paging')}>
              {page > 1 && (
                <Link href={taskListHref(filter, page - 1)} className="button button-ghost">
                  {t('tasks.previous')}
                </Link>
              )}
              <span>
                {t('tasks.pageOf', {
                  page: formatNumber(answer.current_page, locale),
                  total: formatNumber(answer.last_page, locale),
                })}
              </span>
              {page < answer.last_page && (
                <Link href={taskListHref(filter, page + 1)} className="button button-ghost">
                  {t('tasks.next')}
                </Link>
              )}
            </nav>
          )}
        </>
      )}
    </section>
  );
}

/** A held task: the lock's time left, its details on demand, Release and Submit. */
function HeldTask({ task, onSubmit }: { task: VolunteerTask; onSubmit: () => void }) {
  const { t } = useTranslation('volunteer');
  const release = useReleaseTask();
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const now = useNow();
  const held = task.status === 'claimed';
  return (
    <TaskCard task={task}>
      <div>
        <p className={styles.muted}>{t(`status.${task.status}`)}</p>
        {held && task.lock_expires_at && hydrated && (
          <p className={styles.muted}>{t('tasks.lockLeft', { time: timeLeftText(task.lock_expires_at, now, t) })}</p>
        )}
        {task.review_note && <p className={styles.muted}>{t('tasks.returnedNote', { note: task.review_note })}</p>}
      </div>
      <button type="button" className="button button-ghost" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? t('tasks.hideDetails') : t('tasks.showDetails')}
      </button>
      {held && (
        <>
          <button type="button" className="button" onClick={onSubmit}>
            {t('tasks.submit')}
          </button>
          <button
            type="button"
            className="button button-ghost"
            disabled={release.isPending}
            onClick={() => release.mutate(task.id, { onSuccess: () => notify('success', t('messages.released')) })}
          >
            {t('tasks.release')}
          </button>
        </>
      )}
      {release.isError && (
        <p className={styles.error} role="alert">
          {taskErrorText(release.error, t)}
        </p>
      )}
      {open && <TaskDetail id={task.id} />}
    </TaskCard>
  );
}

/** The tasks the volunteer holds or has submitted. */
function MyTasks() {
  const { t } = useTranslation('volunteer');
  const mine = useQuery(myTasksQuery());
  const [submitting, setSubmitting] = useState<VolunteerTask | null>(null);
  return (
    <section className={styles.section} aria-labelledby="my-tasks">
      <h2 id="my-tasks" className={styles.sectionTitle}>
        {t('tasks.mine')}
      </h2>
      {mine.isError ? (
        <p className={styles.error} role="alert">
          {t('tasks.loadFailed')}
        </p>
      ) : !mine.data ? (
        <PageSpinner />
      ) : mine.data.length === 0 ? (
        <p className={styles.muted}>{t('tasks.noneMine')}</p>
      ) : (
        <ul className={styles.grid}>
          {mine.data.map((task) => (
            <li key={task.id}>
              <HeldTask task={task} onSubmit={() => setSubmitting(task)} />
            </li>
          ))}
        </ul>
      )}
      {submitting && (
        <Suspense fallback={null}>
          <SubmitDialog task={submitting} onClose={() => setSubmitting(null)} />
        </Suspense>
      )}
    </section>
  );
}

function TasksContent() {
  const { t: tp } = useTranslation('pages');
  usePageMeta({ title: tp('volunteerTasks.title'), description: tp('volunteerTasks.summary') });
  const session = useVolunteerSession();
  const trusted = session.status === 'signed-in' && session.volunteer.level.level >= TRUSTED_LEVEL;
  return (
    <>
      <PageIntro heading={tp('volunteerTasks.heading')} summary={tp('volunteerTasks.summary')} />
      <div className={`container ${styles.page}`}>
        {session.status === 'signed-in' && <MyTasks />}
        <OpenTasks session={session} />
        {trusted && (
          <Suspense fallback={null}>
            <TrustedTools />
          </Suspense>
        )}
      </div>
    </>
  );
}

/** /volunteer/tasks: the open tasks (server-rendered, filtered by the address), and the volunteer's own. */
export default function TasksPage() {
  return (
    <QueryScope>
      <TasksContent />
    </QueryScope>
  );
}
