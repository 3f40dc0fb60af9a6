import { TASK_FILTERS, type Mission, type TaskFilter, type VolunteerDashboard } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageIntro } from '../../components/page-intro';
import { usePageMeta } from '../../components/page-meta';
import { PageSpinner } from '../../components/page-spinner';
import { QueryScope } from '../../components/query-scope';
import { volunteerDashboardQuery } from '../../api/volunteer-tasks';
import { formatNumber } from '../../lib/format';
import { currentLanguage, localeOf } from '../../lib/i18n';
import { useVolunteerSession } from '../../lib/volunteer-session';
import { BadgeGrid } from './components/badge-grid';
import { Avatar, LeaderboardList } from './components/leaderboard-list';
import { LevelCard } from './components/level-card';
import { SignInPrompt } from './components/sign-in-prompt';
import { TaskCard } from './components/task-card';
import { matchesFilter, taskListHref } from './lib/task-filter';
import styles from './components/volunteer.module.css';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function MissionCard({ mission }: { mission: Mission }) {
  const { t } = useTranslation('volunteer');
  const locale = localeOf(currentLanguage());
  const title = mission.title ?? t(`missions.${mission.id}.title`);
  const share = Math.min(100, Math.round((mission.progress / Math.max(1, mission.goal)) * 100));
  return (
    <article className={styles.card} aria-label={title}>
      <h3 className={styles.cardTitle}>{title}</h3>
      <p className={styles.muted}>{t(mission.kind === 'weekly' ? 'mission.weekly' : 'mission.challenge')}</p>
      {mission.description && <p className={styles.muted}>{mission.description}</p>}
      <div
        className={styles.progress}
        role="progressbar"
        aria-label={title}
        aria-valuemin={0}
        aria-valuemax={mission.goal}
        aria-valuenow={Math.min(mission.progress, mission.goal)}
      >
        <div className={styles.progressBar} style={{ inlineSize: `${share}%` }} />
      </div>
      <p className={styles.muted}>
        {t('mission.progress', {
          progress: formatNumber(Math.min(mission.progress, mission.goal), locale),
          goal: formatNumber(mission.goal, locale),
        })}
        {' · '}
        {mission.completed
          ? t('mission.completed')
          : t('mission.daysLeft', { count: mission.days_left, days: formatNumber(mission.days_left, locale) })}
        {' · '}
        {t('mission.bonus', { bonus: formatNumber(mission.bonus, locale) })}
      </p>
    </article>
  );
}

/** The dashboard's open tasks, filtered here; the full list with the same filter is one link away. */
function AvailableTasks({ tasks }: { tasks: VolunteerDashboard['available_tasks'] }) {
  const { t } = useTranslation('volunteer');
  const [filter, setFilter] = useState<TaskFilter>('all');
  const shown = tasks.filter((task) => matchesFilter(task, filter));
  return (
    <>
      <ul className={styles.filters} aria-label={t('tasks.filters')}>
        {TASK_FILTERS.map((each) => (
          <li key={each}>
            <button
              type="button"
              className={styles.chip}
              aria-pressed={each === filter}
              onClick={() => setFilter(each)}
            >
              {t(`filters.${each}`)}
            </button>
          </li>
        ))}
      </ul>
      {shown.length === 0 ? (
        <p className={styles.muted}>{t('tasks.empty')}</p>
      ) : (
        <ul className={styles.grid}>
          {shown.map((task) => (
            <li key={task.id}>
              <TaskCard task={task} />
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link href={taskListHref(filter)}>{t('dashboard.allTasks')}</Link>
      </p>
    </>
  );
}

function Dashboard({ data }: { data: VolunteerDashboard }) {
  const { t } = useTranslation('volunteer');
  const locale = localeOf(currentLanguage());
  const { volunteer } = data;
  const me = (list: VolunteerDashboard['leaderboards']['week']) => {
    const own = list.find((entry) => entry.id === volunteer.id);
    return own ? { rank: own.rank, points: own.points } : null;
  };
  return (
    <>
      <LevelCard volunteer={volunteer} />
      <Section id="stats" title={t('dashboard.stats')}>
        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt>{t('dashboard.tasksCompleted')}</dt>
            <dd>{formatNumber(volunteer.stats.tasks_completed, locale)}</dd>
          </div>
          <div className={styles.stat}>
            <dt>{t('dashboard.hours')}</dt>
            <dd>{formatNumber(volunteer.stats.hours_volunteered, locale)}</dd>
          </div>
          <div className={styles.stat}>
            <dt>{t('dashboard.peopleHelped')}</dt>
            <dd>{formatNumber(volunteer.stats.people_helped, locale)}</dd>
          </div>
        </dl>
      </Section>
      {data.my_tasks.length > 0 && (
        <Section id="held" title={t('tasks.mine')}>
          <ul className={styles.grid}>
            {data.my_tasks.map((task) => (
              <li key={task.id}>
                <TaskCard task={task}>
                  <Link href="/volunteer/tasks">{t('dashboard.manageTasks')}</Link>
                </TaskCard>
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Section id="badges" title={t('dashboard.badges')}>
        <BadgeGrid badges={data.badges} />
      </Section>
      {(data.urgent_task || data.featured_task) && (
        <Section id="highlighted" title={t('dashboard.highlighted')}>
          <ul className={styles.grid}>
            {data.urgent_task && (
              <li>
                <p className={styles.muted}>{t('dashboard.urgentTask')}</p>
                <TaskCard task={data.urgent_task} />
              </li>
            )}
            {data.featured_task && (
              <li>
                <p className={styles.muted}>{t('dashboard.featuredTask')}</p>
                <TaskCard task={data.featured_task} />
              </li>
            )}
          </ul>
        </Section>
      )}
      <Section id="missions" title={t('dashboard.missions')}>
        {data.missions.length === 0 ? (
          <p className={styles.muted}>{t('mission.none')}</p>
        ) : (
          <ul className={styles.grid}>
            {data.missions.map((mission) => (
              <li key={mission.id}>
                <MissionCard mission={mission} />
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="available" title={t('dashboard.available')}>
        <AvailableTasks tasks={data.available_tasks} />
      </Section>
      <Section id="leaderboards" title={t('dashboard.leaderboards')}>
        <div className={styles.grid}>
          <div>
            <h3 className={styles.cardTitle}>{t('leaderboard.week')}</h3>
            <LeaderboardList
              entries={data.leaderboards.week}
              ownId={volunteer.id}
              me={me(data.leaderboards.week)}
              limit={5}
              label={t('leaderboard.week')}
            />
          </div>
          <div>
            <h3 className={styles.cardTitle}>{t('leaderboard.all')}</h3>
            <LeaderboardList
              entries={data.leaderboards.all}
              ownId={volunteer.id}
              me={me(data.leaderboards.all)}
              limit={5}
              label={t('leaderboard.all')}
            />
          </div>
        </div>
        <p>
          <Link href="/volunteer/leaderboard">{t('dashboard.fullLeaderboard')}</Link>
        </p>
      </Section>
      <Section id="community" title={t('dashboard.community')}>
        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt>{t('community.volunteers')}</dt>
            <dd>{formatNumber(data.community.volunteers, locale)}</dd>
          </div>
          <div className={styles.stat}>
            <dt>{t('community.tasksWeek')}</dt>
            <dd>{formatNumber(data.community.tasks_completed_week, locale)}</dd>
          </div>
          <div className={styles.stat}>
            <dt>{t('community.openTasks')}</dt>
            <dd>{formatNumber(data.community.open_tasks, locale)}</dd>
          </div>
          <div className={styles.stat}>
            <dt>{t('community.casesHelped')}</dt>
            <dd>{formatNumber(data.community.cases_helped, locale)}</dd>
          </div>
        </dl>
      </Section>
      {data.spotlight && (
        <Section id="spotlight" title={t('dashboard.spotlight')}>
          <div className={`${styles.card} ${styles.actions}`}>
            <Avatar name={data.spotlight.name} url={data.spotlight.avatar_url} />
            <p>
              {t('spotlight.text', {
                name: data.spotlight.name,
                points: formatNumber(data.spotlight.points, locale),
                tasks: formatNumber(data.spotlight.tasks, locale),
              })}
            </p>
          </div>
        </Section>
      )}
    </>
  );
}

function SignedInDashboard() {
  const { t } = useTranslation('volunteer');
  const dashboard = useQuery(volunteerDashboardQuery());
  if (dashboard.isError)
    return (
      <p className={styles.error} role="alert">
        {t('tasks.loadFailed')}{' '}
        <button type="button" className="button button-ghost" onClick={() => void dashboard.refetch()}>
          {t('tasks.retry')}
        </button>
      </p>
    );
  if (!dashboard.data) return <PageSpinner />;
  return <Dashboard data={dashboard.data} />;
}

function DashboardContent() {
  const { t } = useTranslation('volunteer');
  const { t: tp } = useTranslation('pages');
  usePageMeta({ title: tp('volunteerDashboard.title'), description: tp('volunteerDashboard.summary') });
  const session = useVolunteerSession();
  return (
    <>
      <PageIntro heading={tp('volunteerDashboard.heading')} summary={tp('volunteerDashboard.summary')} />
      <div className={`container ${styles.page}`}>
        {session.status === 'guest' ? (
          <SignInPrompt text={t('signIn.dashboard')} />
        ) : session.status === 'checking' ? (
          <PageSpinner />
        ) : (
          <SignedInDashboard />
        )}
      </div>
    </>
  );
}

/** /volunteer/dashboard: everything about the signed-in volunteer's work; a guest is asked to sign in. */
export default function DashboardPage() {
  return (
    <QueryScope>
      <DashboardContent />
    </QueryScope>
  );
}
