import { COOPERATE, DEFECT, payoff, type Move } from '@site/game-theory';
import { useTranslation } from 'react-i18next';
import styles from './landing.module.css';

const MOVES: readonly Move[] = [COOPERATE, DEFECT];

/** The dilemma's payoffs: your points and theirs for each pair of moves (3/3, 0/5, 5/0, 1/1). */
export function PayoffMatrix() {
  const { t } = useTranslation('gameTheory');
  const word = (move: Move) => t(move === COOPERATE ? 'move.cooperate' : 'move.defect');
  return (
    <table className={styles.matrix}>
      <caption>{t('dilemma.matrixCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('dilemma.youMove')}</th>
          {MOVES.map((theirs) => (
            <th key={theirs} scope="col">
              {t('dilemma.theyMove', { move: word(theirs) })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {MOVES.map((mine) => (
          <tr key={mine}>
            <th scope="row">{word(mine)}</th>
            {MOVES.map((theirs) => (
              <td key={theirs} data-outcome={`${mine}${theirs}`}>
                {t('dilemma.cell', { mine: payoff(mine, theirs), theirs: payoff(theirs, mine) })}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
