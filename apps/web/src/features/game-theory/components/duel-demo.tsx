import { COOPERATE, DEFECT, STRATEGY_LIST, type Move, type StrategyId } from '@site/game-theory';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/data-table';
import { formatNumber } from '../../../lib/format';
import { currentLanguage, localeOf } from '../../../lib/i18n';
import { useDuel } from '../hooks/use-duel';
import styles from './landing.module.css';

/** The landing's two-player demo: the visitor plays rounds by hand against a chosen strategy. */
export function DuelDemo() {
  const { t } = useTranslation('gameTheory');
  const locale = localeOf(currentLanguage());
  const id = useId();
  const { opponent, setOpponent, rounds, play, reset } = useDuel('tit-for-tat');
  const last = rounds.at(-1);
  const word = (move: Move) => t(move === COOPERATE ? 'move.cooperate' : 'move.defect');
  const n = (value: number) => formatNumber(value, locale);

  return (
    <div className={styles.duel}>
      <div className={styles.field}>
        <label htmlFor={`${id}-opponent`}>{t('demo.opponent')}</label>
        <select
          id={`${id}-opponent`}
          value={opponent}
          onChange={(event) => setOpponent(event.target.value as StrategyId)}
        >
          {STRATEGY_LIST.map((strategy) => (
            <option key={strategy.id} value={strategy.id}>
              {t(strategy.nameKey)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className={styles.moves}>
        <legend>{t('demo.choose', { round: n(rounds.length + 1) })}</legend>
        <button type="button" className={styles.cooperate} onClick={() => play(COOPERATE)}>
          {t('move.cooperate')}
        </button>
        <button type="button" className={styles.defect} onClick={() => play(DEFECT)}>
          {t('move.defect')}
        </button>
        <button type="button" className={styles.reset} onClick={reset} disabled={rounds.length === 0}>
          {t('demo.reset')}
        </button>
      </fieldset>
      <p className={styles.totals} aria-live="polite" role="status">
        {last
          ? t('demo.announce', {
              round: n(last.round),
              mine: word(last.player.played),
              theirs: word(last.opponent.played),
              points: n(last.player.points),
              theirPoints: n(last.opponent.points),
              total: n(last.player.total),
              theirTotal: n(last.opponent.total),
            })
          : t('demo.empty')}
      </p>
      {rounds.length > 0 && (
        <ScrollTable
          caption={t('demo.rounds')}
          captionClassName="visually-hidden"
          columns={[t('demo.round'), t('demo.you'), t('demo.them'), t('demo.yourPoints'), t('demo.theirPoints')]}
          classes={{ scroll: styles.scroll, table: styles.table }}
        >
          {rounds.map((round) => (
            <tr key={round.round}>
              <th scope="row">{n(round.round)}</th>
              <td data-move={round.player.played}>{word(round.player.played)}</td>
              <td data-move={round.opponent.played}>{word(round.opponent.played)}</td>
              <td>{n(round.player.points)}</td>
              <td>{n(round.opponent.points)}</td>
            </tr>
          ))}
          <tr className={styles.sum}>
            <th scope="row" colSpan={3}>
              {t('demo.total')}
            </th>
            <td>{n(last?.player.total ?? 0)}</td>
            <td>{n(last?.opponent.total ?? 0)}</td>
          </tr>
        </ScrollTable>
      )}
    </div>
  );
}
