import { COOPERATE, DEFECT, NATIONS, type Move } from '@site/game-theory';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './play.module.css';

export interface RoundFormProps {
  round: number;
  neighbours: readonly number[];
  choices: Readonly<Record<number, Move>>;
  onChoose: (choices: Record<number, Move>) => void;
  onPlay: () => void;
  name: (cca3: string) => string;
}

/** The next round's moves: one policy for all neighbours, or a move towards each, and the button that plays it. */
export function RoundForm({ round, neighbours, choices, onChoose, onPlay, name }: RoundFormProps) {
  const { t } = useTranslation('gameTheory');
  const id = useId();
  const all = (move: Move) => onChoose(Object.fromEntries(neighbours.map((n) => [n, move])));
  const moves: readonly Move[] = [COOPERATE, DEFECT];
  const word = (move: Move) => t(move === COOPERATE ? 'move.cooperate' : 'move.defect');

  return (
    <form
      className={styles.round}
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        onPlay();
      }}
    >
      <h3 id={`${id}-title`}>{t('round.title', { round })}</h3>
      <fieldset className={styles.policy}>
        <legend>{t('round.policy')}</legend>
        {moves.map((move) => (
          <button key={move} type="button" className={styles.pill} onClick={() => all(move)}>
            {word(move)}
          </button>
        ))}
      </fieldset>
      <fieldset className={styles.toward}>
        <legend>{t('round.perNeighbour')}</legend>
        <ul>
          {neighbours.map((node) => {
            const cca3 = NATIONS[node]!.cca3;
            return (
              <li key={node}>
                <fieldset>
                  <legend>{name(cca3)}</legend>
                  {moves.map((move) => (
                    <label key={move} className={styles.toggle} data-move={move}>
                      <input
                        type="radio"
                        name={`${id}-${cca3}`}
                        checked={(choices[node] ?? COOPERATE) === move}
                        onChange={() => onChoose({ ...choices, [node]: move })}
                      />
                      {word(move)}
                    </label>
                  ))}
                </fieldset>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <button type="submit" className={styles.primary}>
        {t('round.play')}
      </button>
    </form>
  );
}
