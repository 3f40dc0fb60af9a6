import type { Infrastructure, InfrastructureService } from '@site/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../hooks/use-locale';
import { formatMilliseconds, formatTime } from '../../../lib/format';
import { useDisplayTimeZone, useHydrated } from '../../../lib/hydration';
import { serviceDetail } from '../lib/service-detail';
import styles from './services-list.module.css';

/** A shape beside the colour, so that the state does not depend on colour alone. */
const STATUS_MARK: Record<InfrastructureService['status'], string> = { ok: '✓', error: '✕', unavailable: '–' };

function ServiceCard({
  service,
  stack,
  locale,
}: {
  service: InfrastructureService;
  stack: Infrastructure['stack'];
  locale: string;
}) {
  const { t } = useTranslation('infrastructure');
  return (
    <li className={styles.service} data-service={service.id} data-status={service.status}>
      <div className={styles.head}>
        <h3 className={styles.name}>
          <bdi>{t(`services.names.${service.id}`, { defaultValue: service.name })}</bdi>
        </h3>
        <span className={styles.badge} data-status={service.status}>
          <span aria-hidden="true">{STATUS_MARK[service.status]}</span>
          {t(`services.status.${service.status}`)}
        </span>
      </div>
      {serviceDetail(service, stack).map((line) => (
        <p key={'key' in line ? line.key : line.text} className={styles.detail}>
          {'key' in line ? t(line.key, line.values) : <bdi>{line.text}</bdi>}
        </p>
      ))}
      {service.latency_ms !== undefined && (
        <p className={styles.latency}>
          {t('services.latency', { value: formatMilliseconds(service.latency_ms, locale) })}
        </p>
      )}
    </li>
  );
}

/** The services list with the server's own health checks, refreshed while the page is visible. */
export function ServicesList({ query }: { query: UseQueryResult<Infrastructure> }) {
  const { t } = useTranslation('infrastructure');
  const locale = useLocale();
  const timeZone = useDisplayTimeZone();
  // A slow phone may hydrate after the server's answer went stale, when the query is already fetching
  // it again; the server rendered the idle button, so hydration shows that one too.
  const hydrated = useHydrated();
  const { data, isPending, isError, dataUpdatedAt, refetch } = query;
  const isFetching = query.isFetching && hydrated;

  if (isPending) {
    return (
      <p className={styles.note} role="status">
        {t('services.loading')}
      </p>
    );
  }
  if (isError && !data) {
    return (
      <div className={styles.failure} role="alert">
        <p>{t('services.loadFailed')}</p>
        <button type="button" className="button button-ghost" onClick={() => void refetch()}>
          {t('services.retry')}
        </button>
      </div>
    );
  }

  const time = formatTime(dataUpdatedAt, locale, { seconds: true, timeZone });
  return (
    <div className={styles.wrap}>
      <div className={styles.toolbar}>
        <p className={styles.updated}>
          <time dateTime={new Date(dataUpdatedAt).toISOString()}>{t('services.updated', { time })}</time>
        </p>
        <button
          type="button"
          className="button button-ghost"
          disabled={isFetching}
          aria-busy={isFetching}
          onClick={() => void refetch()}
        >
          {isFetching ? t('services.refreshing') : t('services.refresh')}
        </button>
      </div>
      {isError && (
        <p className={styles.stale} role="alert">
          {t('services.staleFailed')}
        </p>
      )}
      {data.services.length === 0 ? (
        <p className={styles.note}>{t('services.empty')}</p>
      ) : (
        <ul className={styles.services} aria-label={t('services.listLabel')}>
          {data.services.map((service) => (
            <ServiceCard key={service.id} service={service} stack={data.stack} locale={locale} />
          ))}
        </ul>
      )}
    </div>
  );
}
