import { RACE_LIMITS, type RaceSimulateResponse } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/data-table';
import { currentLanguage, localeOf } from '../../../lib/i18n';
import { useRaceCode } from '../hooks/use-race-demo';
import { DATABASE_NAMES, formatAmount } from '../lib/ledger';
import { EXAMPLE_AMOUNT, lostUpdateTimeline } from '../lib/timeline';
import styles from './sections.module.css';

const CONSEQUENCES = ['money', 'stock', 'limits', 'trust'] as const;

export interface TheorySectionProps {
  /** The latest run, which names the database and its isolation level. */
  lastRun: RaceSimulateResponse | null;
}

/**
 * Definition, scenario, timeline, why it happens and consequences. Before any run, the database's name
 * comes from the code answer; only this section waits for it, so its arrival re-renders this section and
 * not the whole page.
 */
export function TheorySection({ lastRun }: TheorySectionProps) {
  const { t } = useTranslation('race-demo');
  const code = useRaceCode();
  const databaseKey = lastRun?.database ?? code.data?.database;
  const database = databaseKey ? DATABASE_NAMES[databaseKey] : undefined;
  const isolationLevel = lastRun?.isolationLevel;
  const locale = localeOf(currentLanguage());
  const amount = (value: number) => formatAmount(value, locale);
  const start = RACE_LIMITS.startingBalance;
  const timeline = lostUpdateTimeline(start, EXAMPLE_AMOUNT);
  const values = {
    start: amount(start),
    amount: amount(EXAMPLE_AMOUNT),
    expected: amount(timeline.expected),
    actual: amount(timeline.actual),
    lost: amount(timeline.lost),
  };

  return (
    <section id="theory" className={`${styles.section} ${styles.muted}`} aria-labelledby="theory-title">
      <div className={`container ${styles.narrow}`}>
        <h2 id="theory-title" className={`${styles.title} accent-rule`}>
          {t('theory.title')}
        </h2>

        <h3 className={styles.subtitle}>{t('theory.definition.title')}</h3>
        <p className={styles.definition}>{t('theory.definition.text')}</p>

        <h3 className={styles.subtitle}>{t('theory.scenario.title')}</h3>
        <p>{t('theory.scenario.text', values)}</p>

        <h3 className={styles.subtitle}>{t('theory.timeline.title')}</h3>
        <ScrollTable
          caption={t('theory.timeline.caption', values)}
          columns={[
            t('theory.timeline.step'),
            t('theory.timeline.requestA'),
            t('theory.timeline.requestB'),
            t('theory.timeline.stored'),
          ]}
          classes={{ scroll: styles.tableScroll, table: styles.timeline }}
        >
          {timeline.steps.map((step, index) => {
            const text = t(`theory.timeline.${step.action}`, { value: amount(step.value) });
            const lostWrite = index === timeline.steps.length - 1;
            return (
              <tr key={index} className={lostWrite ? styles.lostRow : undefined}>
                <th scope="row">{amount(index + 1)}</th>
                <td>{step.actor === 'a' ? text : <span aria-hidden="true">{t('theory.timeline.idle')}</span>}</td>
                <td>{step.actor === 'b' ? text : <span aria-hidden="true">{t('theory.timeline.idle')}</span>}</td>
                <td className={styles.number}>{amount(step.stored)}</td>
              </tr>
            );
          })}
        </ScrollTable>
        <p className={styles.callout}>{t('theory.timeline.result', values)}</p>

        <h3 className={styles.subtitle}>{t('theory.why.title')}</h3>
        <p>{t('theory.why.p1')}</p>
        <p>{t('theory.why.p2')}</p>
        <p className={styles.live} aria-live="polite">
          {database && `${t('theory.why.live', { database })} `}
          {isolationLevel
            ? t('theory.why.liveIsolation', { isolation: isolationLevel })
            : t('theory.why.liveIsolationPending')}
        </p>

        <h3 className={styles.subtitle}>{t('theory.consequences.title')}</h3>
        <ul className={styles.list}>
          {CONSEQUENCES.map((key) => (
            <li key={key}>{t(`theory.consequences.${key}`)}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
