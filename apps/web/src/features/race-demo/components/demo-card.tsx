import type { RaceSimulateRequest, RaceSimulateResponse, RaceSolution } from '@site/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRunDemo } from '../hooks/use-race-demo';
import { describeFailure, failureText } from '../lib/errors';
import { solutionKey } from '../lib/solutions';
import styles from './demo.module.css';
import { ResultSummary } from './result-summary';

export type DemoSettings = Omit<RaceSimulateRequest, 'solutionType'>;

export interface DemoCardProps {
  solution: RaceSolution;
  /** Another run or a clear is under way on the shared account. */
  busy: boolean;
  /** Validates the settings and, when they are valid, calls back with them. */
  withSettings: (run: (settings: DemoSettings) => void) => void;
  onViewCode: (solution: RaceSolution) => void;
  onResult: (result: RaceSimulateResponse) => void;
}

/** One mode of the demo: what it does, its run button and its own result. */
export function DemoCard({ solution, busy, withSettings, onViewCode, onResult }: DemoCardProps) {
  const { t } = useTranslation('race-demo');
  const id = useId();
  const key = solutionKey(solution);
  const title = t(`solutions.${key}.title`);
  const run = useRunDemo(solution);
  const broken = solution === 'race-condition';
  // Four cards have the same buttons: the mode's name completes their accessible names, after the visible
  // text so that what is seen is what voice control users say.
  const modeName = <span className="visually-hidden">: {title}</span>;

  return (
    <article
      className={`${styles.card} ${styles[`type-${solution}`] ?? ''}`}
      aria-labelledby={`${id}-title`}
      aria-busy={run.isPending}
    >
      <header className={styles.cardHead}>
        <h3 id={`${id}-title`} className={styles.cardTitle}>
          {title}
        </h3>
        <span className={broken ? styles.tagBroken : styles.tagFix}>{t(`solutions.${key}.tag`)}</span>
      </header>
      <p className={styles.cardText}>{t(`solutions.${key}.text`)}</p>
      {solution === 'mutex-lock' && <p className={styles.caveat}>{t('solutions.mutexLock.caveat')}</p>}

      <div className={styles.cardActions}>
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          onClick={() => withSettings((settings) => run.mutate(settings, { onSuccess: (result) => onResult(result) }))}
        >
          {run.isPending && <span className={styles.spinner} aria-hidden="true" />}
          {run.isPending ? t('card.running') : t('card.run')}
          {modeName}
        </button>
        <button
          type="button"
          className="button button-ghost"
          data-code-for={solution}
          onClick={() => onViewCode(solution)}
        >
          {t('card.viewCode')}
          {modeName}
        </button>
      </div>

      {/* A short announcement; the full summary is there to read, not to be read out. */}
      <p className="visually-hidden" aria-live="polite">
        {run.data ? `${title}: ${run.data.hasRaceCondition ? t('result.verdictRace') : t('result.verdictSafe')}` : ''}
      </p>
      <div className={styles.cardOutput}>
        {run.isError && (
          <p className={styles.error} role="alert">
            {t('errors.demoFailed', {
              message: failureText(describeFailure(run.error), (k, values) => t(k, values ?? {})),
            })}
          </p>
        )}
        {run.data && !run.isError && <ResultSummary result={run.data} />}
      </div>
    </article>
  );
}
