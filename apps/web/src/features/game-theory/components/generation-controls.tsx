import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './play.module.css';

/** Stepping through a finished run's generations: previous, next, play or pause, and a slider. */
export function GenerationControls({
  shown,
  last,
  playing,
  onShow,
  onPlay,
  format,
}: {
  shown: number;
  last: number;
  playing: boolean;
  onShow: (generation: number) => void;
  onPlay: (playing: boolean) => void;
  format: (value: number) => string;
}) {
  const { t } = useTranslation('gameTheory');
  const id = useId();
  return (
    <div className={styles.generations}>
      <p id={`${id}-label`}>{t('sim.generation', { generation: format(shown), of: format(last) })}</p>
      <div className={styles.stepper}>
        <button type="button" className={styles.pill} onClick={() => onShow(shown - 1)} disabled={shown <= 0}>
          {t('sim.previous')}
        </button>
        <button type="button" className={styles.pill} onClick={() => onPlay(!playing)} aria-pressed={playing}>
          {playing ? t('sim.pause') : t('sim.animate')}
        </button>
        <button type="button" className={styles.pill} onClick={() => onShow(shown + 1)} disabled={shown >= last}>
          {t('sim.next')}
        </button>
      </div>
      <input
        type="range"
        min={0}
        max={last}
        value={shown}
        aria-label={t('sim.scrub')}
        aria-valuetext={t('sim.generation', { generation: format(shown), of: format(last) })}
        onChange={(event) => onShow(Number(event.target.value))}
      />
    </div>
  );
}
