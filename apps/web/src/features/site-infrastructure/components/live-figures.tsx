import type { Infrastructure } from '@site/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../hooks/use-locale';
import { formatMilliseconds, formatNumber, formatShare, formatTime, formatUptime } from '../../../lib/format';
import { useDisplayTimeZone } from '../../../lib/hydration';
import styles from './live-figures.module.css';

interface Figure {
  key: string;
  label: string;
  value: ReactNode;
  note?: ReactNode;
}

function figuresOf(
  data: Infrastructure,
  t: (key: string, values?: Record<string, string | number>) => string,
  locale: string,
  timeZone: string | undefined,
): Figure[] {
  const { metrics, runtime } = data;
  const latency = (value: number | null) =>
    value === null ? t('figures.noLatency') : formatMilliseconds(value, locale);
  const basis = t('figures.window', {
    count: metrics.latency_window,
    formatted: formatNumber(metrics.latency_window, locale),
  });
  const started = formatTime(new Date(data.started_at), locale, { date: true, timeZone });
  return [
    { key: 'requests', label: t('figures.requests'), value: formatNumber(metrics.requests_total, locale) },
    {
      key: 'errorRate',
      label: t('figures.errorRate'),
      value: formatShare(metrics.error_rate, locale),
      note: t('figures.errors', { count: metrics.errors_total, formatted: formatNumber(metrics.errors_total, locale) }),
    },
    { key: 'p50', label: t('figures.p50'), value: latency(metrics.p50_ms), note: basis },
    { key: 'p95', label: t('figures.p95'), value: latency(metrics.p95_ms), note: basis },
    {
      key: 'uptime',
      label: t('figures.uptime'),
      value: formatUptime(data.uptime_seconds, locale),
      note: t('figures.since', { time: started }),
    },
    { key: 'version', label: t('figures.version'), value: <bdi>{data.version}</bdi> },
    {
      key: 'runtime',
      label: t('figures.runtime'),
      value: <bdi>{t('figures.runtimeValue', { node: runtime.node })}</bdi>,
      note: (
        <>
          <bdi>{t('figures.platform', { platform: runtime.platform, arch: runtime.arch })}</bdi>
          {' · '}
          {t('figures.cpus', { count: runtime.cpus, formatted: formatNumber(runtime.cpus, locale) })}
        </>
      ),
    },
  ];
}

/** The server's own figures since it started, in place of the original's fixed showcase claims. */
export function LiveFigures({ data }: { data: Infrastructure | undefined }) {
  const { t } = useTranslation('infrastructure');
  const locale = useLocale();
  const timeZone = useDisplayTimeZone();
  const figures = data ? figuresOf(data, t, locale, timeZone) : null;
  const keys = ['requests', 'errorRate', 'p50', 'p95', 'uptime', 'version', 'runtime'] as const;

  return (
    <div className={styles.wrap}>
      <dl className={styles.figures}>
        {figures
          ? figures.map((figure) => (
              <div key={figure.key} className={styles.figure} data-figure={figure.key}>
                <dt>{figure.label}</dt>
                <dd className={styles.value}>{figure.value}</dd>
                {figure.note && <dd className={styles.note}>{figure.note}</dd>}
              </div>
            ))
          : keys.map((key) => (
              <div key={key} className={styles.figure} data-figure={key}>
                <dt>{t(`figures.${key}`)}</dt>
                <dd className={styles.value}>{t('figures.unknown')}</dd>
              </div>
            ))}
      </dl>
      <p className={styles.metrics}>
        {t('figures.metricsNote')}{' '}
        <a href="/metrics" dir="ltr">
          {t('figures.metricsLink')}
        </a>
        .
      </p>
    </div>
  );
}
