import { BENCHMARK_TASKS, type BenchmarkEnginesResponse } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format';
import styles from './about-benchmark.module.css';

export interface AboutBenchmarkProps {
  limits: BenchmarkEnginesResponse['limits'] | undefined;
  /** The page's own wait for one server run, in seconds. */
  clientWaitSeconds: number;
  locale: string;
}

/** What the five tasks are, how the engines run and the server's limits (from /perf/engines). */
export function AboutBenchmark({ limits, clientWaitSeconds, locale }: AboutBenchmarkProps) {
  const { t } = useTranslation('language-test');
  const n = (value: number) => formatCount(value, locale);
  return (
    <section className={styles.about} aria-labelledby="benchmark-about-title">
      <div className="container">
        <h2 id="benchmark-about-title" className={`${styles.title} accent-rule`}>
          {t('about.title')}
        </h2>
        <div className={styles.columns}>
          <div>
            <h3 className={styles.subtitle}>{t('about.tasksTitle')}</h3>
            <p>{t('about.tasksIntro')}</p>
            <ol className={styles.tasks}>
              {BENCHMARK_TASKS.map((task) => (
                <li key={task}>
                  <strong>{t(`tasks.names.${task}`)}</strong> — {t(`tasks.descriptions.${task}`)}
                </li>
              ))}
            </ol>
          </div>
          <div>
            <h3 className={styles.subtitle}>{t('about.fairTitle')}</h3>
            <ul className={styles.points}>
              <li>{t('about.serial')}</li>
              <li>{t('about.browser')}</li>
              <li>{t('about.order')}</li>
              <li>{t('about.checksums')}</li>
              <li>{t('about.cold')}</li>
              <li>{t('about.repeats')}</li>
            </ul>
            <h3 className={styles.subtitle}>{t('about.limitsTitle')}</h3>
            {limits ? (
              <ul className={styles.points}>
                <li>{t('about.timeout', { seconds: n(limits.timeoutSeconds) })}</li>
                <li>
                  {t('about.queue', {
                    count: limits.concurrentRuns,
                    concurrent: n(limits.concurrentRuns),
                    queue: n(limits.queuePerEngine),
                  })}
                </li>
                <li>{t('about.rate', { count: limits.perMinutePerIp, formatted: n(limits.perMinutePerIp) })}</li>
                <li>{t('about.wait', { seconds: n(clientWaitSeconds) })}</li>
              </ul>
            ) : (
              <p>{t('about.limitsUnknown')}</p>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
