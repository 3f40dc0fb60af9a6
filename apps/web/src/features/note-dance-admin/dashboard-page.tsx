import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { noteDanceDashboardQuery } from '../../api/note-dance-admin';
import { AdminPageHeading } from '../../components/admin/admin-page-header';
import ui from '../../components/admin/admin-ui.module.css';
import { Icon } from '../../components/admin/icons';
import { LoadError, ListLoading } from '../../components/admin/list';
import { PanelSection } from '../../components/admin/panel-section';
import { queryPage } from '../../components/admin/query-page';
import { StatsStrip } from '../../components/admin/stats-strip';
import { StatusBadge } from '../../components/admin/status-badge';
import { TimeAgo } from '../../components/admin/time-ago';
import { useAdminScreen } from '../../components/admin/use-admin-page-meta';
import { formatNumber } from '../../lib/format';
import { failureText } from './lib/messages';
import styles from './note-dance-admin.module.css';

const COUNTS = ['sheets', 'players', 'scores', 'gamesToday'] as const;

/**
 * /note-dance/admin/dashboard: the real counts (sheets, players, total scores, today's games), quick actions, what
 * happened lately (scores, new sheets, registrations, newest first) and the server's own status, asked again every
 * 30 seconds.
 */
function DashboardScreen() {
  const { t, locale } = useAdminScreen('noteDanceAdmin', 'noteDanceAdminDashboard');
  const dashboard = useQuery(noteDanceDashboardQuery());
  const data = dashboard.data;
  const counts = data && {
    sheets: data.counts.sheets,
    players: data.counts.players,
    scores: data.counts.scores,
    gamesToday: data.counts.games_today,
  };
  const activity = data
    ? [
        ...data.recent.scores.map((score) => ({
          at: score.created_at,
          text: t('dashboard.recentScore', {
            user: score.username,
            score: formatNumber(score.score, locale),
            sheet: score.sheet_title,
            input: t(`input.${score.input}`),
          }),
        })),
        ...data.recent.sheets.map((sheet) => ({
          at: sheet.created_at,
          text: t('dashboard.recentSheet', { title: sheet.title }),
        })),
        ...data.recent.registrations.map((user) => ({
          at: user.created_at,
          text: t('dashboard.recentRegistration', { user: user.username }),
        })),
      ]
        .sort((a, b) => b.at.localeCompare(a.at))
        .slice(0, 12)
    : [];

  return (
    <div className={ui.page}>
      <AdminPageHeading page="noteDanceAdminDashboard" />
      {dashboard.isError && (
        <LoadError
          message={failureText(t, dashboard.error)}
          retryLabel={t('common.retry')}
          onRetry={() => void dashboard.refetch()}
        />
      )}
      <StatsStrip
        name="note-dance"
        keys={COUNTS}
        text={(key) => (key === 'title' ? t('dashboard.cards') : t(`dashboard.${key}`))}
        counts={counts}
        narrowColumns={2}
      />
      <div className={styles.dashboardGrid}>
        <PanelSection title={t('dashboard.quickActions')}>
          <div className={styles.quickActions}>
            <Link href="/note-dance/admin/sheets/create" className="button button-primary">
              <Icon name="plus" size={18} /> {t('dashboard.newSheet')}
            </Link>
            <Link href="/note-dance/admin/sheets/create?mode=upload" className="button button-ghost">
              <Icon name="upload" size={18} /> {t('dashboard.uploadFile')}
            </Link>
            <Link href="/note-dance/admin/scores" className="button button-ghost">
              <Icon name="star" size={18} /> {t('dashboard.viewScores')}
            </Link>
          </div>
        </PanelSection>
        <PanelSection title={t('dashboard.system')}>
          <dl className={styles.status}>
            {(['api', 'database', 'authentication'] as const).map((part) => {
              const state = dashboard.isError ? 'error' : (data?.system[part] ?? 'unknown');
              return (
                <div key={part}>
                  <dt>{t(`dashboard.${part}`)}</dt>
                  <dd>
                    <StatusBadge tone={state === 'ok' ? 'success' : state === 'error' ? 'danger' : 'neutral'}>
                      {t(`dashboard.${state}`)}
                    </StatusBadge>
                  </dd>
                </div>
              );
            })}
          </dl>
        </PanelSection>
        <PanelSection title={t('dashboard.recent')}>
          {dashboard.isPending ? (
            <ListLoading text={t('common.loading')} />
          ) : activity.length === 0 ? (
            <p className={styles.muted}>{t('dashboard.recentEmpty')}</p>
          ) : (
            <ul className={styles.activity}>
              {activity.map((item, index) => (
                <li key={`${item.at}-${index}`}>
                  <span>{item.text}</span>
                  <TimeAgo value={item.at} locale={locale} className={styles.muted} />
                </li>
              ))}
            </ul>
          )}
        </PanelSection>
      </div>
    </div>
  );
}

export default queryPage(DashboardScreen);
