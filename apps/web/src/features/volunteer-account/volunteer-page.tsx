import { BADGES, BADGE_IDS, TASK_TYPES, VOLUNTEER_LEVELS, volunteersApi } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { volunteerOverviewQuery } from '../../api/volunteer-account';
import { PageIntro } from '../../components/page-intro';
import { usePageMeta } from '../../components/page-meta';
import { PageSection } from '../../components/page-section';
import { QueryScope } from '../../components/query-scope';
import { formatCount } from '../../lib/format';
import { currentLanguage, localeOf } from '../../lib/i18n';
import { useRenderedInitialData } from '../../lib/render-data';
import { useReunionDialogs } from '../../lib/reunion-dialogs';
import { useVolunteerSession } from '../../lib/volunteer-session';
import styles from './volunteer-account.module.css';

const FIGURES = ['volunteers', 'tasks_completed', 'open_tasks', 'provinces'] as const;

/** Join and sign-in buttons for a guest (they open the sign-in dialog); the dashboard link once signed in. */
export function JoinButtons() {
  const { t } = useTranslation('volunteerAccount');
  const dialogs = useReunionDialogs();
  const session = useVolunteerSession();
  if (session.status !== 'guest') {
    return (
      <p className={styles.row}>
        {session.volunteer && <span>{t('volunteer.signedIn', { name: session.volunteer.name })}</span>}
        <Link href="/volunteer/dashboard" className="button button-primary">
          {t('volunteer.toDashboard')}
        </Link>
      </p>
    );
  }
  const auth = dialogs?.volunteerAuth;
  return (
    <p className={styles.row}>
      {auth && (
        <>
          <button
            type="button"
            className="button button-primary"
            onClick={() => auth('register')}
            onPointerEnter={dialogs.preloadVolunteerAuth}
            onFocus={dialogs.preloadVolunteerAuth}
            data-volunteer-join=""
          >
            {t('volunteer.join')}
          </button>
          <button
            type="button"
            className="button button-ghost"
            onClick={() => auth('login')}
            onPointerEnter={dialogs.preloadVolunteerAuth}
            onFocus={dialogs.preloadVolunteerAuth}
          >
            {t('volunteer.signIn')}
          </button>
        </>
      )}
      <Link href="/volunteer/tasks">{t('volunteer.browseTasks')}</Link>
    </p>
  );
}

/** The network's public figures (counts only), as the server rendered them, kept fresh in the browser. */
function Figures() {
  const { t } = useTranslation('volunteerAccount');
  const overview = useQuery({
    ...volunteerOverviewQuery(),
    ...useRenderedInitialData(volunteersApi.overview, {}, (answer) => answer.data),
  });
  const locale = localeOf(currentLanguage());
  if (!overview.data) return overview.isError ? <p>{t('volunteer.figuresUnavailable')}</p> : null;
  const data = overview.data;
  return (
    <dl className={styles.figures} data-volunteer-figures="">
      {FIGURES.map((key) => (
        <div key={key}>
          <dt>{t(`volunteer.figures.${key}`)}</dt>
          <dd>{formatCount(data[key], locale)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /volunteer (server-rendered): what volunteering here means — the kinds of task, the levels and the badges —,
 * the network's figures, and the ways in.
 */
function VolunteerOverview() {
  const { t } = useTranslation(['volunteerAccount', 'volunteer']);
  const locale = localeOf(currentLanguage());
  return (
    <>
      <PageSection id="volunteer-about" title={t('volunteer.title')} summary={t('volunteer.lead')}>
        <JoinButtons />
        <h3>{t('volunteer.figuresTitle')}</h3>
        <Figures />
      </PageSection>
      <PageSection id="volunteer-how" title={t('volunteer.howTitle')} summary={t('volunteer.kindsTitle')} muted>
        <ul>
          {TASK_TYPES.map((type) => (
            <li key={type}>{t(`volunteer:types.${type}`)}</li>
          ))}
        </ul>
        <ol>
          {(['claim', 'submit', 'points', 'privacy'] as const).map((step) => (
            <li key={step}>{t(`volunteer.how.${step}`)}</li>
          ))}
        </ol>
      </PageSection>
      <PageSection id="volunteer-levels" title={t('volunteer.levelsTitle')} summary={t('volunteer.levelsLead')}>
        <ol>
          {VOLUNTEER_LEVELS.map((level) => (
            <li key={level.key} data-level={level.key}>
              <strong>{t(`volunteer:levels.${level.key}`)}</strong>{' '}
              {t('volunteer.levelFrom', { points: formatCount(level.min, locale) })}
            </li>
          ))}
        </ol>
      </PageSection>
      <PageSection id="volunteer-badges" title={t('volunteer.badgesTitle')} summary="" muted>
        <ul>
          {BADGE_IDS.map((id) => (
            <li key={id} data-badge={id}>
              <strong>{t(`volunteer:badges.${id}.name`)}</strong>
              {' — '}
              {t(`volunteer:badges.${id}.criteria`, { goal: BADGES[id].goal })}
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}

export default function VolunteerPage() {
  const { t } = useTranslation('pages');
  usePageMeta({ title: t('volunteer.title'), description: t('volunteer.summary') });
  return (
    <QueryScope>
      <PageIntro heading={t('volunteer.heading')} summary={t('volunteer.summary')} />
      <VolunteerOverview />
    </QueryScope>
  );
}
