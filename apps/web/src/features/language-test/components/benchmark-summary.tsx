import type { BenchmarkEngine } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { isolate } from '../../../lib/bidi';
import { formatCompact, formatCount, formatFactor } from '../../../lib/format';
import type { BenchmarkSummary as Summary, RankedEngine } from '../lib/ranking';
import styles from './benchmark-summary.module.css';

export interface BenchmarkSummaryProps {
  summary: Summary;
  ranked: RankedEngine[];
  scale: number;
  repeat: number;
  locale: string;
  nameOf: (engine: BenchmarkEngine) => string;
}

/** The headline of a settled round: the winner and the factor, then the ranking. */
export function BenchmarkSummary({ summary, ranked, scale, repeat, locale, nameOf }: BenchmarkSummaryProps) {
  const { t } = useTranslation('language-test');

  if (summary.kind === 'unavailable') {
    return (
      <section className={`${styles.summary} ${styles.unavailable}`} aria-labelledby="benchmark-summary-title">
        <h2 id="benchmark-summary-title" className={styles.title}>
          {t('summary.unavailable')}
        </h2>
        <p className={styles.text}>{t('summary.unavailableHint')}</p>
      </section>
    );
  }

  const headline =
    summary.kind === 'compared'
      ? t('summary.compared', {
          winner: isolate(nameOf(summary.winner.engine)),
          factor: formatFactor(summary.factor, locale),
          slowest: isolate(nameOf(summary.slowest.engine)),
        })
      : t('summary.single', { winner: isolate(nameOf(summary.winner.engine)) });

  return (
    <section className={styles.summary} aria-labelledby="benchmark-summary-title">
      <p className={styles.eyebrow}>
        {t('summary.round', {
          scale: formatCount(scale, locale),
          count: repeat,
          runs: formatCount(repeat, locale),
        })}
      </p>
      <h2 id="benchmark-summary-title" className={styles.title} data-testid="benchmark-winner">
        <span aria-hidden="true">🏆 </span>
        {headline}
      </h2>
      <ol className={styles.ranking} aria-label={t('summary.ranking')}>
        {ranked.map((entry) => (
          <li key={entry.engine} className={entry.rank === 1 ? styles.first : undefined}>
            <span className={styles.rank}>{formatCount(entry.rank, locale)}</span>
            <bdi className={styles.engine}>{nameOf(entry.engine)}</bdi>
            <span className={styles.rate}>
              {t('card.rateValue', { value: formatCompact(entry.operationsPerSecond, locale) })}
            </span>
          </li>
        ))}
      </ol>
      {ranked.some((entry) => entry.engine === 'browser') && <p className={styles.note}>{t('summary.browserNote')}</p>}
    </section>
  );
}
