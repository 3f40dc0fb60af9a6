import type { RaceSimulateResponse } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/data-table';
import { currentLanguage, localeOf } from '../../../lib/i18n';
import { messageText } from '../lib/errors';
import { formatPercent, formatRunTime } from '../../../lib/format';
import { DATABASE_NAMES, formatAmount } from '../lib/ledger';
import styles from './demo.module.css';

/** The requests table's columns, by their text keys under `result`. */
const REQUEST_COLUMNS = ['request', 'outcome', 'before', 'after', 'requestRetries'] as const;

/** What one run did: the verdict first, then the figures behind it and each request. */
export function ResultSummary({ result }: { result: RaceSimulateResponse }) {
  const { t } = useTranslation('race-demo');
  const locale = localeOf(currentLanguage());
  const amount = (value: number) => formatAmount(value, locale);
  const race = result.hasRaceCondition;
  const refused = result.failedTransactions > 0;

  const stats: [label: string, value: string, strong?: boolean][] = [
    [t('result.startingBalance'), amount(result.startingBalance)],
    [t('result.expected'), amount(result.expectedBalance), true],
    [t('result.actual'), amount(result.finalBalance), true],
    [t('result.detected'), race ? t('result.yes') : t('result.no'), true],
    [
      t('result.successful'),
      t('result.successfulValue', {
        successful: amount(result.successfulTransactions),
        total: amount(result.concurrentRequests),
        rate: formatPercent(result.successRate, locale, 1),
      }),
    ],
    [t('result.lostUpdates'), amount(result.lostUpdates)],
    [t('result.retries'), amount(result.retries)],
    [t('result.time'), formatRunTime(result.timeTakenMs, locale)],
  ];

  return (
    <div className={styles.result}>
      <div className={`${styles.verdict} ${race ? styles.verdictRace : styles.verdictSafe}`}>
        <span className={styles.verdictIcon} aria-hidden="true">
          {race ? '✗' : '✓'}
        </span>
        <div>
          <p className={styles.verdictTitle}>{race ? t('result.verdictRace') : t('result.verdictSafe')}</p>
          <p>{race ? t('result.verdictRaceText') : t('result.verdictSafeText')}</p>
        </div>
      </div>

      <dl className={styles.stats}>
        {stats.map(([label, value, strong]) => (
          <div key={label} className={strong ? styles.statStrong : undefined}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>

      <p className={styles.formula}>
        {t('result.formula', {
          start: amount(result.startingBalance),
          amount: amount(result.amount),
          successful: amount(result.successfulTransactions),
          expected: amount(result.expectedBalance),
        })}
        {refused && ` ${t('result.formulaNote', { start: amount(result.startingBalance) })}`}
      </p>

      <p className={styles.engine}>
        {t('result.engine', { database: DATABASE_NAMES[result.database], isolation: result.isolationLevel })}
      </p>

      <details className={styles.requests}>
        <summary>{t('result.requests', { count: result.results.length })}</summary>
        <ScrollTable
          caption={t('result.requestsCaption')}
          captionClassName="visually-hidden"
          columns={REQUEST_COLUMNS.map((column) => t(`result.${column}`))}
          classes={{ scroll: styles.tableScroll, table: styles.requestsTable }}
        >
          {[...result.results]
            .sort((a, b) => a.request - b.request)
            .map((attempt) => (
              <tr key={attempt.request}>
                <th scope="row">#{attempt.request}</th>
                <td className={attempt.success ? styles.ok : styles.refused}>
                  {attempt.success ? t('result.success') : t('result.failure')}
                  {attempt.error && `: ${messageText(attempt.errorCode, attempt.error, (key) => t(key))}`}
                </td>
                <td>{attempt.balanceBefore === undefined ? t('result.none') : amount(attempt.balanceBefore)}</td>
                <td>{attempt.balanceAfter === undefined ? t('result.none') : amount(attempt.balanceAfter)}</td>
                <td>{amount(attempt.retries)}</td>
              </tr>
            ))}
        </ScrollTable>
      </details>
    </div>
  );
}
