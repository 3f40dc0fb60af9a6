import { COOPERATE, DEFECT, NATIONS, type Move } from '@site/game-theory';
import { useId, useMemo } from 'react';
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
  const { t, i18n } = useTranslation('gameTheory');
  const id = useId();
  // The neighbours in the order of their names in the interface language, as a reader looks them up.
  const sorted = useMemo(() => {
    const collator = new Intl.Collator(i18n.resolvedLanguage);
    return neighbours
      .map((node) => ({ node, cca3: NATIONS[node]!.cca3, name: name(NATIONS[node]!.cca3) }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [neighbours, name, i18n.resolvedLanguage]);
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
          {sorted.map(({ node, cca3, name: nation }) => (
            <li key={node}>
              <div className={styles.neighbour} role="radiogroup" aria-labelledby={`${id}-${cca3}`}>
                <span id={`${id}-${cca3}`}>{nation}</span>
                {moves.map((move) => (
                  <label key={move} className={styles.toggle} data-move={move}>
                    <input
                      type="radio"
                      name={`${id}-${cca3}-move`}
                      checked={(choices[node] ?? COOPERATE) === move}
                      onChange={() => onChoose({ ...choices, [node]: move })}
                    />
                    {word(move)}
                  </label>
                ))}
              </div>
            </li>
          ))}
        </ul>
      </fieldset>
      <button type="submit" className={styles.primary}>
        {t('round.play')}
      </button>
    </form>
  );
}
