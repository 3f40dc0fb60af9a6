import { STRATEGIES } from '@site/game-theory';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/data-table';
import { STRATEGY_COLOURS } from '../lib/colours';
import type { RankRow } from '../lib/simulate';
import type { SimMode } from '../lib/url-state';
import styles from './play.module.css';

/** The run's final ranking of the strategies, best first. */
export function RankingTable({
  rows,
  mode,
  format,
}: {
  rows: readonly RankRow[];
  mode: SimMode;
  format: { number: (value: number) => string; percent: (share: number) => string };
}) {
  const { t } = useTranslation('gameTheory');
  const evolves = mode !== 'axelrod';
  const columns = [
    t('ranking.rank'),
    t('ranking.strategy'),
    t('ranking.nations'),
    ...(evolves ? [t('ranking.startShare'), t('ranking.share')] : []),
    t('ranking.meanScore'),
  ];
  return (
    <section className={styles.ranking} aria-labelledby="ranking-title">
      <h3 id="ranking-title">{t('ranking.title')}</h3>
      <ScrollTable
        caption={t('ranking.caption')}
        captionClassName="visually-hidden"
        columns={columns}
        classes={{ scroll: styles.scroll, table: styles.table }}
      >
        {rows.map((row) => (
          <tr key={row.id}>
            <td>{format.number(row.rank)}</td>
            <th scope="row">
              <span className={styles.swatch} style={{ background: STRATEGY_COLOURS[row.id] }} aria-hidden="true" />
              {t(STRATEGIES[row.id].nameKey)}
            </th>
            <td>{format.number(row.nations)}</td>
            {evolves && <td>{format.percent(row.startShare)}</td>}
            {evolves && <td>{format.percent(row.share)}</td>}
            <td>{format.number(row.meanScore)}</td>
          </tr>
        ))}
      </ScrollTable>
    </section>
  );
}
