import { STRATEGY_LIST } from '@site/game-theory';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SCORE_STOPS, STRATEGY_COLOURS } from '../lib/colours';
import type { ColourBy } from '../lib/url-state';
import styles from './play.module.css';

/** How the map is coloured (strategy or score), and the legend of that colouring. */
export function ColourControls({
  colour,
  onChange,
  present,
  score,
  extra,
}: {
  colour: ColourBy;
  onChange: (colour: ColourBy) => void;
  /** Strategy indices on the map, for the legend. */
  present: ReadonlySet<number>;
  /** The score scale's ends, already formatted. */
  score: { min: string; max: string };
  /** One more entry of the strategy legend (the player's own nation). */
  extra?: { colour: string; label: string };
}) {
  const { t } = useTranslation('gameTheory');
  const id = useId();
  return (
    <div className={styles.colouring}>
      <fieldset className={styles.colourBy}>
        <legend>{t('map.colourBy')}</legend>
        {(['strategy', 'score'] as const).map((value) => (
          <label key={value}>
            <input type="radio" name={`${id}-colour`} checked={colour === value} onChange={() => onChange(value)} />
            {t(value === 'strategy' ? 'map.byStrategy' : 'map.byScore')}
          </label>
        ))}
      </fieldset>
      <section aria-label={t('map.legend')}>
        {colour === 'strategy' ? (
          <ul className={styles.legend}>
            {extra && (
              <li>
                <span className={styles.swatch} style={{ background: extra.colour }} aria-hidden="true" />
                {extra.label}
              </li>
            )}
            {STRATEGY_LIST.filter((s) => present.has(s.index)).map((strategy) => (
              <li key={strategy.id}>
                <span
                  className={styles.swatch}
                  style={{ background: STRATEGY_COLOURS[strategy.id] }}
                  aria-hidden="true"
                />
                {t(strategy.nameKey)}
              </li>
            ))}
          </ul>
        ) : (
          <div className={styles.scale}>
            <span>
              {t('map.scoreLow')}: {score.min}
            </span>
            <span
              className={styles.gradient}
              style={{ background: `linear-gradient(to right, ${SCORE_STOPS.join(', ')})` }}
              aria-hidden="true"
            />
            <span>
              {t('map.scoreHigh')}: {score.max}
            </span>
          </div>
        )}
      </section>
    </div>
  );
}
