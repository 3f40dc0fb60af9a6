import type { Dashboard } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageSpinner } from '../../components/page-spinner';
import { queryPage } from '../../components/admin/query-page';
import { TimeAgo } from '../../components/admin/time-ago';
import { useAdminPageMeta } from '../../components/admin/use-admin-page-meta';
import { AdminPageHeading } from '../../components/admin/admin-page-header';
import ui from '../../components/admin/admin-ui.module.css';
import { formatDateTime, formatUptime, formatMilliseconds, formatNumber } from '../../lib/format';
import { Icon, type IconName } from '../../components/admin/icons';
import { StatusBadge } from '../../components/admin/status-badge';
import { useLocale } from '../../components/admin/use-locale';
import { describeActivity } from './activity';
import { useDashboard } from './use-dashboard';
import styles from './dashboard-page.module.css';
import { PanelSection } from '../../components/admin/panel-section';
import { FactList } from '../../components/admin/fact-list';

/** The admin landing page: real counts, quick actions, recent activity and system status. */
export default queryPage(DashboardScreen);

function DashboardScreen() {
  const { t } = useTranslation('admin');
  useAdminPageMeta('adminDashboard');
  const dashboard = useDashboard();

  return (
    <>
      <AdminPageHeading page="adminDashboard" />
      {dashboard.isPending && <PageSpinner />}
      {dashboard.isError && (
        <div className={ui.errorBox} role="alert">
          <p className={styles.errorText}>{t('dashboard.loadFailed')}</p>
          <button type="button" className={ui.smallButton} onClick={() => void dashboard.refetch()}>
            {t('ui.retry')}
          </button>
        </div>
      )}
      {dashboard.data && <DashboardContent data={dashboard.data} />}
    </>
  );
}

interface CountCard {
  key: keyof Dashboard['counts'];
  labelKey: string;
  icon: IconName;
  href: string;
}

const CARDS: CountCard[] = [
  { key: 'projects', labelKey: 'dashboard.cards.projects', icon: 'projects', href: '/admin/projects' },
  { key: 'categories', labelKey: 'dashboard.cards.categories', icon: 'categories', href: '/admin/categories' },
  { key: 'active_projects', labelKey: 'dashboard.cards.published', icon: 'check', href: '/admin/projects' },
  { key: 'featured_projects', labelKey: 'dashboard.cards.featured', icon: 'star', href: '/admin/projects' },
  { key: 'unread_messages', labelKey: 'dashboard.cards.unread', icon: 'messages', href: '/admin/messages' },
];

const QUICK_ACTIONS: { href: string; labelKey: string; icon: IconName }[] = [
  { href: '/admin/projects/create', labelKey: 'dashboard.quick.addProject', icon: 'plus' },
  { href: '/admin/categories?create=1', labelKey: 'dashboard.quick.addCategory', icon: 'categories' },
  { href: '/admin/media', labelKey: 'dashboard.quick.uploadMedia', icon: 'upload' },
  { href: '/admin/settings', labelKey: 'dashboard.quick.settings', icon: 'settings' },
];

function DashboardContent({ data }: { data: Dashboard }) {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  return (
    <>
      <section aria-labelledby="dashboard-counts">
        <h2 id="dashboard-counts" className="visually-hidden">
          {t('dashboard.countsTitle')}
        </h2>
        <ul className={styles.cards}>
          {CARDS.map((card) => (
            <li key={card.key}>
              <Link href={card.href} className={styles.card} data-testid={`count-${card.key}`}>
                <span className={styles.cardIcon} data-tone={card.key}>
                  <Icon name={card.icon} size={22} />
                </span>
                <span className={styles.cardText}>
                  <span className={styles.cardValue}>{formatNumber(data.counts[card.key], locale)}</span>
                  <span className={styles.cardLabel}>{t(card.labelKey)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <div className={styles.columns}>
        <PanelSection title={t('dashboard.activity.title')}>
          {data.recent_activity.length === 0 ? (
            <p className={ui.empty}>{t('dashboard.activity.empty')}</p>
          ) : (
            <ol className={styles.activityList}>
              {data.recent_activity.map((entry) => {
                const { key, count, subject } = describeActivity(entry);
                return (
                  <li key={entry.id} className={styles.activityItem}>
                    <span className={styles.activityDot} aria-hidden="true" />
                    <div className={styles.activityText}>
                      <p className={styles.activitySentence}>
                        {t(`dashboard.activity.actions.${key}`, { actor: entry.actor, count })}
                      </p>
                      {subject && <p className={styles.activitySubject}>{subject}</p>}
                    </div>
                    <TimeAgo value={entry.created_at} locale={locale} className={styles.activityTime} />
                  </li>
                );
              })}
            </ol>
          )}
        </PanelSection>

        <div className={styles.side}>
          <PanelSection title={t('dashboard.quick.title')}>
            <ul className={styles.quick}>
              {QUICK_ACTIONS.map((action) => (
                <li key={action.href}>
                  <Link href={action.href} className={styles.quickLink}>
                    <Icon name={action.icon} size={20} />
                    <span>{t(action.labelKey)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </PanelSection>
          <SystemStatus system={data.system} />
        </div>
      </div>
    </>
  );
}

/** Check names the server reports, translated when known. */
const KNOWN_CHECKS = new Set(['database', 'jobs', 'storage', 'cache', 'queue', 'mail', 'ai', 'perf']);

function SystemStatus({ system }: { system: Dashboard['system'] }) {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const checks = Object.entries(system.checks);
  return (
    <PanelSection title={t('dashboard.system.title')}>
      <p className={styles.systemOverall}>
        <StatusBadge tone={system.status === 'ok' ? 'success' : 'warning'}>
          {t(system.status === 'ok' ? 'dashboard.system.ok' : 'dashboard.system.degraded')}
        </StatusBadge>
      </p>
      <FactList
        className={styles.systemFacts}
        facts={[
          { key: 'version', label: t('dashboard.system.version'), value: <span dir="ltr">{system.version}</span> },
          { key: 'uptime', label: t('dashboard.system.uptime'), value: formatUptime(system.uptime_seconds, locale) },
          { key: 'checkedAt', label: t('dashboard.system.checkedAt'), value: formatDateTime(system.timestamp, locale) },
        ]}
      />
      {checks.length > 0 && (
        <ul className={styles.checks}>
          {checks.map(([name, check]) => (
            <li key={name} className={styles.check}>
              <span className={styles.checkName}>
                {KNOWN_CHECKS.has(name) ? t(`dashboard.system.checks.${name}`) : name}
              </span>
              {check.latency_ms !== undefined && (
                <span className={styles.checkLatency}>{formatMilliseconds(check.latency_ms, locale)}</span>
              )}
              <StatusBadge tone={check.status === 'ok' ? 'success' : 'danger'}>
                {t(check.status === 'ok' ? 'dashboard.system.checkOk' : 'dashboard.system.checkError')}
              </StatusBadge>
              {check.detail && <span className={styles.checkDetail}>{check.detail}</span>}
            </li>
          ))}
        </ul>
      )}
    </PanelSection>
  );
}
