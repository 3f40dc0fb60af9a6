import {
  BADGES,
  TASK_DIFFICULTIES,
  TASK_POINTS,
  TASK_RULES,
  VOLUNTEER_LEVELS,
  WEEKLY_MISSIONS,
  levelOf,
  type LedgerEntry,
} from '@site/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/page-intro';
import { usePageMeta } from '../../components/page-meta';
import { PageSpinner } from '../../components/page-spinner';
import { QueryScope } from '../../components/query-scope';
import { pointsQuery } from '../../api/volunteer-tasks';
import { formatDate, formatNumber } from '../../lib/format';
import { useDisplayTimeZone } from '../../lib/hydration';
import { currentLanguage, localeOf } from '../../lib/i18n';
import { useVolunteerSession } from '../../lib/volunteer-session';
import { SignInPrompt } from './components/sign-in-prompt';
import styles from './components/volunteer.module.css';

const PER_PAGE = 20;

/** A ledger entry's reason, with the task, badge or mission it was for. */
export function entryText(entry: LedgerEntry, t: (key: string, params?: Record<string, unknown>) => string): string {
  const reason = t(`reasons.${entry.reason}`);
  if (entry.badge) return `${reason}: ${t(`badges.${entry.badge}.name`)}`;
  if (entry.mission && !entry.mission.startsWith('challenge:'))
    return `${reason}: ${t(`missions.${entry.mission}.title`)}`;
  if (entry.task_id !== null) return `${reason}: ${t('points.task', { id: entry.task_id })}`;
  if (entry.note) return `${reason}: ${entry.note}`;
  return reason;
}

function Ledger() {
  const { t } = useTranslation('volunteer');
  const locale = localeOf(currentLanguage());
  const timeZone = useDisplayTimeZone();
  const [page, setPage] = useState(1);
  const ledger = useQuery(pointsQuery({ page, per_page: PER_PAGE }));
  if (ledger.isError)
    return (
      <p className={styles.error} role="alert">
        {t('tasks.loadFailed')}
      </p>
    );
  if (!ledger.data) return <PageSpinner />;
  const answer = ledger.data;
  const level = levelOf(answer.lifetime_points);
  return (
    <>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>{t('points.usable')}</dt>
          <dd>{formatNumber(answer.usable_points, locale)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t('points.lifetime')}</dt>
          <dd>{formatNumber(answer.lifetime_points, locale)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t('points.level')}</dt>
          <dd>{t('level.current', { level: level.level, name: t(`levels.${level.key}`) })}</dd>
        </div>
      </dl>
      <p className={styles.muted}>
        {level.next_at === null
          ? t('level.top')
          : t('level.toNext', { points: formatNumber(level.next_at - answer.lifetime_points, locale) })}
      </p>
      <section className={styles.section} aria-labelledby="ledger">
        <h2 id="ledger" className={styles.sectionTitle}>
          {t('points.ledger')}
        </h2>
        {answer.data.length === 0 ? (
          <p className={styles.muted}>{t('points.empty')}</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('points.date')}</th>
                <th scope="col">{t('points.reason')}</th>
                <th scope="col" className={styles.amount}>
                  {t('points.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {answer.data.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatDate(entry.created_at, locale, { timeZone })}</td>
                  <td>{entryText(entry, t)}</td>
                  <td className={`${styles.amount} ${entry.amount < 0 ? styles.minus : styles.plus}`}>
                    {entry.amount > 0 ? '+' : entry.amount < 0 ? '−' : ''}
                    {formatNumber(Math.abs(entry.amount), locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {answer.last_page > 1 && (
          <nav className={styles.paging} aria-label={t('tasks.paging')}>
            <button
              type="button"
              className="button button-ghost"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              {t('tasks.previous')}
            </button>
            <span>
              {t('tasks.pageOf', {
                page: formatNumber(answer.current_page, locale),
                total: formatNumber(answer.last_page, locale),
              })}
            </span>
            <button
              type="button"
              className="button button-ghost"
              disabled={page >= answer.last_page}
              onClick={() => setPage(page + 1)}
            >
              {t('tasks.next')}
            </button>
          </nav>
        )}
      </section>
    </>
  );
}

/** How points are earned: per difficulty, the bonuses, and the levels. Plain values of the contracts. */
function HowToEarn() {
  const { t } = useTranslation('volunteer');
  const locale = localeOf(currentLanguage());
  const badgeBonuses = Object.values(BADGES).map((badge) => badge.bonus);
  return (
    <section className={styles.section} aria-labelledby="earn">
      <h2 id="earn" className={styles.sectionTitle}>
        {t('earn.title')}
      </h2>
      <ul>
        {TASK_DIFFICULTIES.map((difficulty) => (
          <li key={difficulty}>
            {t('earn.difficulty', {
              difficulty: t(`difficulties.${difficulty}`),
              points: formatNumber(TASK_POINTS[difficulty], locale),
            })}
          </li>
        ))}
        <li>{t('earn.urgent', { points: formatNumber(TASK_RULES.urgentBonus, locale) })}</li>
        <li>
          {t('earn.missions', {
            min: formatNumber(Math.min(...WEEKLY_MISSIONS.map((m) => m.bonus)), locale),
            max: formatNumber(Math.max(...WEEKLY_MISSIONS.map((m) => m.bonus)), locale),
          })}
        </li>
        <li>
          {t('earn.badges', {
            min: formatNumber(Math.min(...badgeBonuses), locale),
            max: formatNumber(Math.max(...badgeBonuses), locale),
          })}
        </li>
      </ul>
      <table className={styles.table}>
        <caption className={styles.muted}>{t('earn.levels')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('points.level')}</th>
            <th scope="col" className={styles.amount}>
              {t('earn.from')}
            </th>
          </tr>
        </thead>
        <tbody>
          {VOLUNTEER_LEVELS.map((level) => (
            <tr key={level.key}>
              <td>{t('level.current', { level: level.level, name: t(`levels.${level.key}`) })}</td>
              <td className={styles.amount}>{formatNumber(level.min, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function PointsContent() {
  const { t } = useTranslation('volunteer');
  const { t: tp } = useTranslation('pages');
  usePageMeta({ title: tp('volunteerPoints.title'), description: tp('volunteerPoints.summary') });
  const session = useVolunteerSession();
  return (
    <>
      <PageIntro heading={tp('volunteerPoints.heading')} summary={tp('volunteerPoints.summary')} />
      <div className={`container ${styles.page}`}>
        {session.status === 'guest' ? (
          <SignInPrompt text={t('signIn.points')} />
        ) : session.status === 'checking' ? (
          <PageSpinner />
        ) : (
          <Ledger />
        )}
        <HowToEarn />
      </div>
    </>
  );
}

/** /volunteer/points: the volunteer's points and ledger, and how points are earned (for everyone). */
export default function PointsPage() {
  return (
    <QueryScope>
      <PointsContent />
    </QueryScope>
  );
}
