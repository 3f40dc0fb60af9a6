import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/data-table';
import { currentLanguage, localeOf } from '../../../lib/i18n';
import { useRaceResults } from '../hooks/use-race-demo';
import { formatDateTime, parseServerDate } from '../../../lib/format';
import { useDisplayTimeZone } from '../../../lib/hydration';
import { formatAmount, newestFirst } from '../lib/ledger';
import { solutionKey } from '../lib/solutions';
import styles from './sections.module.css';

/** The history table's columns, by their text keys under `history`. */
const HISTORY_COLUMNS = ['id', 'amount', 'before', 'after', 'type', 'timestamp'] as const;

/** Rows shown before the visitor asks for all: one full run of the largest size. */
export const HISTORY_PREVIEW = 20;

/** The debits the demos wrote: id, amount, balances, demo type badge and time, newest first. */
export function HistorySection() {
  const { t } = useTranslation('race-demo');
  const locale = localeOf(currentLanguage());
  const timeZone = useDisplayTimeZone();
  const results = useRaceResults();
  const [showAll, setShowAll] = useState(false);
  const rows = useMemo(() => newestFirst(results.data?.transactions ?? []), [results.data]);
  const shown = showAll ? rows : rows.slice(0, HISTORY_PREVIEW);
  const amount = (value: number) => formatAmount(value, locale);

  return (
    <section id="history" className={styles.section} aria-labelledby="history-title">
      <div className="container">
        <h2 id="history-title" className={`${styles.title} accent-rule`}>
          {t('history.title')}
        </h2>
        <p className={styles.lead}>{t('history.intro')}</p>

        {results.isPending && <p className={styles.state}>{t('history.loading')}</p>}
        {results.isError && !results.data && (
          <p className={styles.state} role="alert">
            {t('history.failed')}{' '}
            <button type="button" className={styles.linkButton} onClick={() => void results.refetch()}>
              {t('demo.retry')}
            </button>
          </p>
        )}
        {results.data && rows.length === 0 && <p className={styles.state}>{t('history.empty')}</p>}
        {rows.length > 0 && (
          <>
            <p className={styles.scrollHint}>{t('history.scrollHint')}</p>
            <ScrollTable
              caption={t('history.caption')}
              captionClassName="visually-hidden"
              columns={HISTORY_COLUMNS.map((column) => t(`history.${column}`))}
              classes={{ scroll: styles.tableScroll, table: styles.history }}
            >
              {shown.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className={styles.number}>
                    {row.id}
                  </th>
                  <td className={styles.number}>{amount(row.amount)}</td>
                  <td className={styles.number}>{amount(row.balance_before)}</td>
                  <td className={styles.number}>{amount(row.balance_after)}</td>
                  <td>
                    <span className={`${styles.badge} ${styles[`badge-${row.demo_type}`] ?? ''}`}>
                      {t(`solutions.${solutionKey(row.demo_type)}.badge`)}
                    </span>
                  </td>
                  <td className={styles.time}>
                    <time dateTime={parseServerDate(row.timestamp)?.toISOString() ?? row.timestamp}>
                      {formatDateTime(row.timestamp, locale, { seconds: true, timeZone })}
                    </time>
                  </td>
                </tr>
              ))}
            </ScrollTable>
            {rows.length > shown.length && (
              <div className={styles.more}>
                <p>{t('history.showing', { shown: amount(shown.length), total: amount(rows.length) })}</p>
                <button type="button" className="button button-ghost" onClick={() => setShowAll(true)}>
                  {t('history.showAll', { count: rows.length })}
                </button>
              </div>
            )}
          </>
        )}
      </div>
    </section>
  );
}
