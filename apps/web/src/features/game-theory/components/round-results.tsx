import { COOPERATE, NATIONS, STRATEGIES, STRATEGY_IDS, type Move, type NationsRound } from '@site/game-theory';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/data-table';
import { formatNumber } from '../../../lib/format';
import { currentLanguage, localeOf } from '../../../lib/i18n';
import styles from './play.module.css';

/** The last round with each neighbour (what both played, the points), then the player's totals and standing. */
export function RoundResults({
  round,
  strategies,
  name,
}: {
  round: NationsRound;
  strategies: Uint8Array;
  name: (cca3: string) => string;
}) {
  const { t } = useTranslation('gameTheory');
  const locale = localeOf(currentLanguage());
  const n = (value: number, digits = 0) =>
    digits
      ? new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)
      : formatNumber(value, locale);
  const word = (move: Move) => t(move === COOPERATE ? 'move.cooperate' : 'move.defect');
  const { standing } = round;

  return (
    <div className={styles.results}>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{t('round.points')}</dt>
          <dd>{n(round.points)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('round.total')}</dt>
          <dd>{n(standing.total)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('round.mean')}</dt>
          <dd>{n(standing.mean, 2)}</dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('round.standing')}</dt>
          <dd>{t('round.rank', { rank: n(standing.rank), of: n(standing.of) })}</dd>
        </div>
      </dl>
      <ScrollTable
        caption={t('round.resultsCaption', { round: n(round.round) })}
        columns={[
          t('round.neighbour'),
          t('round.strategy'),
          t('round.yourMove'),
          t('round.theirMove'),
          t('round.yourPoints'),
          t('round.theirPoints'),
        ]}
        classes={{ scroll: styles.scroll, table: styles.table }}
      >
        {round.exchanges.map((exchange) => {
          const cca3 = NATIONS[exchange.neighbour]!.cca3;
          const strategy = STRATEGIES[STRATEGY_IDS[strategies[exchange.neighbour]!]!];
          return (
            <tr key={exchange.neighbour}>
              <th scope="row">{name(cca3)}</th>
              <td>{t(strategy.nameKey)}</td>
              <td data-move={exchange.played}>
                {word(exchange.played)}
                {exchange.played !== exchange.intended && ` ${t('round.mistake')}`}
              </td>
              <td data-move={exchange.received}>{word(exchange.received)}</td>
              <td>{n(exchange.points)}</td>
              <td>{n(exchange.theirPoints)}</td>
            </tr>
          );
        })}
      </ScrollTable>
    </div>
  );
}
