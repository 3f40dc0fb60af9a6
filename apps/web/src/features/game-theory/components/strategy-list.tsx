import { STRATEGY_LIST } from '@site/game-theory';
import { useTranslation } from 'react-i18next';
import { STRATEGY_COLOURS } from '../lib/colours';
import styles from './landing.module.css';

/** The fifteen strategies with what each does, their colour on the map, and whether they are nice or use chance. */
export function StrategyList() {
  const { t } = useTranslation('gameTheory');
  return (
    <ul className={styles.strategies}>
      {STRATEGY_LIST.map((strategy) => (
        <li key={strategy.id} className={styles.strategy}>
          <h3>
            <span className={styles.swatch} style={{ background: STRATEGY_COLOURS[strategy.id] }} aria-hidden="true" />
            {t(strategy.nameKey)}
          </h3>
          <p>{t(strategy.descriptionKey)}</p>
          {(strategy.nice || strategy.stochastic) && (
            <ul className={styles.tags}>
              {strategy.nice && <li>{t('strategies.nice')}</li>}
              {strategy.stochastic && <li>{t('strategies.random')}</li>}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
