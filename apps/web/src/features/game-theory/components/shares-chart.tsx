import { STRATEGY_IDS, STRATEGIES } from '@site/game-theory';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { bandPath, linearScale, stackShares, ticks } from '../lib/chart';
import { strategyColour } from '../lib/colours';
import styles from './play.module.css';

const WIDTH = 640;
const HEIGHT = 260;
const PAD = { top: 10, right: 12, bottom: 34, left: 44 };

/**
 * The strategies' shares of the nations over the generations, stacked (each band a strategy, in its colour), with
 * the generation shown on the map marked. Drawn left to right in every language, as charts are read.
 */
export function SharesChart({
  shares,
  generations,
  shown,
  percent,
}: {
  shares: readonly (readonly number[])[];
  /** The run's last generation: the x axis's end while it is still running. */
  generations: number;
  shown: number;
  percent: (share: number) => string;
}) {
  const { t } = useTranslation('gameTheory');
  const id = useId();
  const x = linearScale([0, Math.max(1, generations)], [PAD.left, WIDTH - PAD.right]);
  const y = linearScale([0, 1], [HEIGHT - PAD.bottom, PAD.top]);
  const bands = stackShares(shares);
  const lead = (row: readonly number[] | undefined) => {
    if (!row) return '';
    const best = row.reduce((b, v, i) => (v > (row[b] ?? 0) ? i : b), 0);
    return `${t(STRATEGIES[STRATEGY_IDS[best]!].nameKey)} ${percent(row[best] ?? 0)}`;
  };

  return (
    <figure className={styles.chart}>
      <figcaption id={`${id}-title`}>{t('chart.title')}</figcaption>
      <div dir="ltr">
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-labelledby={`${id}-title ${id}-summary`}
          preserveAspectRatio="none"
        >
          {bands.map((band) => (
            <path key={band.index} d={bandPath(band, x, y)} fill={strategyColour(band.index)} />
          ))}
          {[0, 0.5, 1].map((share) => (
            <g key={share}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(share)} y2={y(share)} className={styles.grid} />
              <text x={PAD.left - 6} y={y(share) + 4} textAnchor="end" className={styles.tick}>
                {percent(share)}
              </text>
            </g>
          ))}
          {ticks(generations).map((g) => (
            <text key={g} x={x(g)} y={HEIGHT - PAD.bottom + 16} textAnchor="middle" className={styles.tick}>
              {g}
            </text>
          ))}
          <text x={(PAD.left + WIDTH - PAD.right) / 2} y={HEIGHT - 4} textAnchor="middle" className={styles.tick}>
            {t('chart.x')}
          </text>
          {shares.length > 0 && (
            <line x1={x(shown)} x2={x(shown)} y1={PAD.top} y2={HEIGHT - PAD.bottom} className={styles.marker} />
          )}
        </svg>
      </div>
      <p id={`${id}-summary`} className="visually-hidden">
        {t('chart.summary', { from: lead(shares[0]), to: lead(shares.at(-1)), generations: shares.length - 1 })}
      </p>
    </figure>
  );
}
