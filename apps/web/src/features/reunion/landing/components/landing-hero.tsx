import { HERO_STAT_KEYS, type LandingStat } from '@site/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../lib/format';
import { COUNTER_DELAYS_MS, countUpText } from '../lib/motion';
import styles from './landing.module.css';

/**
 * A counter's text: the final value as the server rendered it, then (unless the visitor asked for reduced
 * motion) counted up from zero after `delay`, one animation frame at a time.
 */
function useCountUp(value: string, delay: number, reduced: boolean, locale: string): string {
  const [elapsed, setElapsed] = useState<number | null>(null);
  useEffect(() => {
    if (reduced) return;
    let frame = 0;
    const start = performance.now() + delay;
    const tick = (at: number) => {
      const since = at - start;
      const done = countUpText(value, since, String) === value;
      setElapsed(done ? null : Math.max(0, since));
      if (!done) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [value, delay, reduced]);
  return reduced || elapsed === null ? value : countUpText(value, elapsed, (n) => formatNumber(n, locale));
}

function Counter({
  stat,
  delay,
  reduced,
  locale,
}: {
  stat: LandingStat;
  delay: number;
  reduced: boolean;
  locale: string;
}) {
  const text = useCountUp(stat.value, delay, reduced, locale);
  return (
    <div className={styles.counter} data-stat={stat.key}>
      <dt>{stat.label}</dt>
      {/* The final text sets the width, so the counting digits never move the layout. */}
      <dd style={{ minInlineSize: `${stat.value.length + 1}ch` }}>
        <span aria-hidden="true">{text}</span>
        <span className="visually-hidden">{stat.value}</span>
      </dd>
    </div>
  );
}

/**
 * The landing hero: the brand, its promise, the download button (shown when the page gives `onDownloadApp`,
 * which opens the download dialog) and the three national counters with the source of each figure.
 */
export function LandingHero({
  stats,
  reduced,
  locale,
  onDownloadApp,
  onReportMissing,
  onPreloadReport,
  onRegisterVolunteer,
  onPreloadVolunteer,
}: {
  stats: readonly LandingStat[];
  reduced: boolean;
  locale: string;
  onDownloadApp?: (() => void) | undefined;
  /** Opens the report dialog; `onPreloadReport` starts loading it when the button is pointed at or focused. */
  onReportMissing?: (() => void) | undefined;
  onPreloadReport?: (() => void) | undefined;
  /** Opens the volunteer registration dialog; `onPreloadVolunteer` starts loading it. */
  onRegisterVolunteer?: (() => void) | undefined;
  onPreloadVolunteer?: (() => void) | undefined;
}) {
  const { t } = useTranslation('reunionLanding');
  const counters = HERO_STAT_KEYS.flatMap((key) => stats.filter((stat) => stat.key === key));
  return (
    <section className={styles.hero} aria-labelledby="reunion-hero-title">
      <div className={styles.heroText}>
        <p className={styles.heroSubtitle}>{t('hero.subtitle')}</p>
        {/* The brand is the page's one h1. */}
        <h1 id="reunion-hero-title" className={styles.heroBrand}>
          {t('hero.brand')}
        </h1>
        <p className={styles.heroTagline}>{t('hero.tagline')}</p>
        <p className={styles.heroDescription}>{t('hero.description')}</p>
        {(onDownloadApp || onReportMissing || onRegisterVolunteer) && (
          <div className={styles.heroActions}>
            {onReportMissing && (
              <button
                type="button"
                className="button button-primary"
                onClick={onReportMissing}
                onPointerEnter={onPreloadReport}
                onFocus={onPreloadReport}
                data-report-missing=""
              >
                {t('hero.reportMissing')}
              </button>
            )}
            {onDownloadApp && (
              <button
                type="button"
                className={onReportMissing ? 'button button-ghost' : 'button button-primary'}
                onClick={onDownloadApp}
              >
                {t('hero.downloadApp')}
              </button>
            )}
            {onRegisterVolunteer && (
              <button
                type="button"
                className="button button-ghost"
                onClick={onRegisterVolunteer}
                onPointerEnter={onPreloadVolunteer}
                onFocus={onPreloadVolunteer}
                data-register-volunteer=""
              >
                {t('hero.registerVolunteer')}
              </button>
            )}
          </div>
        )}
      </div>
      {counters.length > 0 && (
        <div className={styles.counters}>
          <dl aria-label={t('hero.countersLabel')}>
            {counters.map((stat, index) => (
              <Counter
                key={stat.key}
                stat={stat}
                delay={COUNTER_DELAYS_MS[index] ?? 900}
                reduced={reduced}
                locale={locale}
              />
            ))}
          </dl>
          <ul className={styles.sources}>
            {counters.map((stat) => (
              <li key={stat.key}>
                <strong>{stat.value}</strong> {t('hero.source', { source: stat.source })}
                {stat.source_url && (
                  <>
                    {' '}
                    <a href={stat.source_url} rel="noopener noreferrer external" target="_blank">
                      {t('hero.sourceLink')}
                    </a>
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
