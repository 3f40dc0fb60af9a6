import { useTranslation } from 'react-i18next';
import { useCopyText } from '../../../components/use-copy-text';
import { formatClock } from '../../../lib/format';
import { currentLanguage, localeOf } from '../../../lib/i18n';
import type { GameState } from '../lib/game';
import { shareUrl } from '../lib/share-code';
import styles from './sudoku.module.css';

/** The Copy link button: the address that opens this puzzle (its givens only, never the player's entries). */
export function CopyLink({ puzzle }: { puzzle: string }) {
  const { t } = useTranslation('sudoku');
  const { state, copy } = useCopyText(2500);
  return (
    <span className={styles.copy}>
      <button
        type="button"
        className={styles.secondary}
        onClick={() => void copy(shareUrl(window.location.origin, window.location.pathname, puzzle))}
      >
        {t('share.copy')}
      </button>
      <span role="status" className={styles.copyState}>
        {state === 'copied' ? t('share.copied') : state === 'failed' ? t('share.failed') : ''}
      </span>
    </span>
  );
}

/** The completion screen: the time, mistakes and hints, and the way to the next game or to share this one. */
export function Completion({ game, onNewGame }: { game: GameState; onNewGame: () => void }) {
  const { t } = useTranslation('sudoku');
  const locale = localeOf(currentLanguage());
  return (
    <section className={styles.completion} aria-labelledby="sudoku-done-title">
      <h2 id="sudoku-done-title">{t('done.title')}</h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('done.time')}</dt>
          <dd>{formatClock(game.elapsed, locale)}</dd>
        </div>
        <div>
          <dt>{t('done.mistakes')}</dt>
          <dd>{new Intl.NumberFormat(locale).format(game.mistakes)}</dd>
        </div>
        <div>
          <dt>{t('done.hints')}</dt>
          <dd>{new Intl.NumberFormat(locale).format(game.hintsUsed)}</dd>
        </div>
      </dl>
      <div className={styles.hintActions}>
        <button type="button" className={styles.primary} onClick={onNewGame}>
          {t('done.newGame')}
        </button>
        <CopyLink puzzle={game.puzzle} />
      </div>
    </section>
  );
}
