import { useTranslation } from 'react-i18next';
import { formatClock } from '../../../lib/format';
import { currentLanguage, localeOf } from '../../../lib/i18n';
import { DIFFICULTIES } from '../lib/difficulty';
import { SHORTCUTS } from '../lib/keyboard';
import { averageSeconds, type Stats } from '../lib/stats';
import styles from './sudoku.module.css';

/** The keyboard shortcuts, folded away until asked for. */
export function ShortcutHelp() {
  const { t } = useTranslation('sudoku');
  return (
    <details className={styles.fold}>
      <summary>{t('shortcuts.title')}</summary>
      <dl className={styles.shortcuts}>
        {SHORTCUTS.map(({ keys, text }) => (
          <div key={text}>
            <dt dir="ltr">
              <kbd>{keys}</kbd>
            </dt>
            <dd>{t(`shortcuts.${text}`)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** Games solved, best and average time per difficulty, and the daily streak. */
export function StatsPanel({ stats }: { stats: Stats }) {
  const { t } = useTranslation('sudoku');
  const locale = localeOf(currentLanguage());
  const time = (seconds: number | null) => (seconds === null ? '—' : formatClock(seconds, locale));
  return (
    <details className={styles.fold}>
      <summary>{t('stats.title')}</summary>
      <table className={styles.stats}>
        <thead>
          <tr>
            <th scope="col">{t('stats.difficulty')}</th>
            <th scope="col">{t('stats.solved')}</th>
            <th scope="col">{t('stats.best')}</th>
            <th scope="col">{t('stats.average')}</th>
          </tr>
        </thead>
        <tbody>
          {DIFFICULTIES.map((difficulty) => {
            const entry = stats.byDifficulty[difficulty];
            return (
              <tr key={difficulty}>
                <th scope="row">{t(`difficulty.${difficulty}`)}</th>
                <td>{new Intl.NumberFormat(locale).format(entry.solved)}</td>
                <td>{time(entry.bestSeconds)}</td>
                <td>{time(averageSeconds(entry))}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p>{t('stats.streak', { streak: stats.streak, best: stats.bestStreak })}</p>
    </details>
  );
}
