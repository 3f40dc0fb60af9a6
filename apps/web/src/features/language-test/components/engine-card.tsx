import type { BenchmarkEngine } from '@site/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { failureHint, failureMessage } from '../lib/failure';
import { formatCompact, formatCount, formatPercent, formatSeconds } from '../../../lib/format';
import type { RankedEngine } from '../lib/ranking';
import type { RunAggregate } from '../lib/repeats';
import type { EngineRun } from '../lib/run-state';
import styles from './engine-card.module.css';
import { TaskTable } from './task-table';

export interface EngineCardProps {
  engine: BenchmarkEngine;
  name: string;
  /** The runtime's version: from the result, else from the server's engine list. */
  version: string | undefined;
  run: EngineRun;
  aggregate: RunAggregate | undefined;
  ranked: RankedEngine | undefined;
  repeat: number;
  locale: string;
  onViewSource: (engine: BenchmarkEngine, opener: HTMLButtonElement) => void;
}

/** One engine: status, figures, bar relative to the fastest, per-task breakdown and its source. */
export function EngineCard({
  engine,
  name,
  version,
  run,
  aggregate,
  ranked,
  repeat,
  locale,
  onViewSource,
}: EngineCardProps) {
  const { t } = useTranslation('language-test');
  const titleId = useId();
  const { status, failure } = run;
  const shown = aggregate?.result;
  const dash = '—';

  let rate: string = dash;
  if (status === 'error') rate = t('card.rateError');
  else if (status === 'offline') rate = t('card.rateOffline');
  else if (status === 'done' && shown && shown.operationsPerSecond > 0)
    rate = t('card.rateValue', { value: formatCompact(shown.operationsPerSecond, locale) });

  const statusText =
    status === 'running' && repeat > 1
      ? t('status.runningOf', {
          current: formatCount(Math.min(run.runs.length + 1, repeat), locale),
          total: formatCount(repeat, locale),
        })
      : t(`status.${status}`);

  const message = failure ? failureMessage(failure) : null;
  const hint = failure ? failureHint(failure) : undefined;
  const detail = failure?.kind === 'unavailable' ? failure.detail : undefined;
  const settledRuns = status === 'done' && aggregate && aggregate.runs > 1 ? aggregate : undefined;

  let coldMark: string | null = null;
  if (aggregate && status === 'done') {
    if (aggregate.coldRuns === 0) coldMark = t('card.warm');
    else if (aggregate.coldRuns === aggregate.runs) coldMark = t('card.cold');
    else
      coldMark = t('card.coldSome', {
        cold: formatCount(aggregate.coldRuns, locale),
        total: formatCount(aggregate.runs, locale),
      });
  }

  return (
    <article className={styles.card} aria-labelledby={titleId} data-engine={engine} data-status={status}>
      <header className={styles.head}>
        <div className={styles.titleBlock}>
          <h3 id={titleId} className={styles.name}>
            <bdi>{name}</bdi>
          </h3>
          <p className={styles.version}>
            <span className="visually-hidden">{t('card.version')}: </span>
            <bdi>{version ?? t('card.versionUnknown')}</bdi>
          </p>
        </div>
        <span className={`${styles.status} ${styles[status]}`} data-testid="engine-status">
          {status === 'running' && <span className={styles.spinner} aria-hidden="true" />}
          {statusText}
        </span>
      </header>

      <dl className={styles.figures}>
        <div>
          <dt>{t('card.time')}</dt>
          <dd>{shown && status !== 'offline' ? formatSeconds(shown.totalTimeSeconds, locale) : dash}</dd>
        </div>
        <div>
          <dt>{t('card.operations')}</dt>
          <dd>{shown && status !== 'offline' ? formatCount(shown.totalOperations, locale) : dash}</dd>
        </div>
        <div>
          <dt>{t('card.rate')}</dt>
          <dd
            className={status === 'error' || status === 'offline' ? styles.rateFailed : undefined}
            data-testid="engine-rate"
          >
            {rate}
          </dd>
        </div>
      </dl>

      {ranked && (
        <div className={styles.barRow}>
          <span className={styles.rank}>{t('card.rank', { rank: formatCount(ranked.rank, locale) })}</span>
          <div className={styles.track} aria-hidden="true">
            <div
              className={`${styles.bar} ${ranked.rank === 1 ? styles.best : ''}`}
              style={{ inlineSize: `${Math.max(ranked.performancePercent, 1)}%` }}
            />
          </div>
          <span className={styles.percent}>{formatPercent(ranked.performancePercent, locale)}</span>
          <span className="visually-hidden">
            {t('card.bar', { percent: formatPercent(ranked.performancePercent, locale) })}
          </span>
        </div>
      )}

      {(settledRuns || coldMark) && (
        <div className={styles.marks}>
          {coldMark && <span className={styles.mark}>{coldMark}</span>}
          {settledRuns && (
            <span className={styles.spread}>
              {t('card.median', { count: settledRuns.runs, formatted: formatCount(settledRuns.runs, locale) })}
              {' · '}
              {t('card.spread', {
                min: formatCompact(settledRuns.rate.min, locale),
                max: formatCompact(settledRuns.rate.max, locale),
              })}
            </span>
          )}
        </div>
      )}

      {message && (
        <div className={styles.failure}>
          <p className={styles.failureMessage} data-testid="engine-failure">
            {t(message.key, message.values)}
          </p>
          {hint && <p className={styles.failureHint}>{t(hint)}</p>}
          {detail && (
            <p className={styles.failureHint}>
              <bdi>{detail}</bdi>
            </p>
          )}
        </div>
      )}

      {shown && shown.tasks.length > 0 && <TaskTable tasks={shown.tasks} locale={locale} open={status === 'error'} />}

      <div className={styles.footer}>
        <button
          type="button"
          className={`button button-ghost ${styles.sourceButton}`}
          aria-label={t('card.viewSourceOf', { engine: name })}
          onClick={(event) => onViewSource(engine, event.currentTarget)}
        >
          <span aria-hidden="true" className={styles.codeIcon}>
            {'</>'}
          </span>
          {t('card.viewSource')}
        </button>
      </div>
    </article>
  );
}
