import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/page-intro';
import { usePageMeta } from '../../components/page-meta';
import { useHydrated } from '../../lib/hydration';
import { Chooser } from './components/chooser';
import { GameView } from './components/game-view';
import { ShortcutHelp, StatsPanel } from './components/summary-panels';
import styles from './components/sudoku.module.css';
import { localDate, useSudokuGame } from './hooks/use-game';

function Loading() {
  const { t } = useTranslation('sudoku');
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {t('loading')}
    </div>
  );
}

/**
 * Chic Sudoku: the heading, the intro and the way to start a game come with the page from the server; the game
 * (resumed from the device, from a shared address, or today's on a first visit) shows once it has hydrated. The engine runs in a worker,
 * loaded with the first puzzle, a hint or an import.
 */
export default function SudokuPage() {
  const { t } = useTranslation('pages');
  const { t: s } = useTranslation('sudoku');
  usePageMeta({ title: t('sudoku.title'), description: t('sudoku.summary') });
  const hydrated = useHydrated();
  const session = useSudokuGame();
  const { game, status } = session;

  return (
    <div className={styles.page}>
      <PageIntro heading={t('sudoku.heading')} summary={t('sudoku.summary')} />
      <div className="container">
        <Chooser
          today={hydrated ? localDate() : null}
          busy={status === 'loading'}
          onNew={session.startNew}
          onDaily={session.startDaily}
          onImport={session.importPuzzle}
        />
        {status === 'loading' && game ? <Loading /> : null}
        {status === 'failed' ? (
          <p className={styles.error} role="alert">
            {s('failed')}
          </p>
        ) : null}
        {game ? (
          <GameView key={game.id} session={session} game={game} />
        ) : status === 'failed' ? (
          <p className={styles.empty}>{s('empty')}</p>
        ) : (
          // Until the game is there (resumed, shared or today's, from the server's page on), its place is kept at
          // its height, so that nothing below moves when it arrives.
          <div className={styles.gameSlot}>
            {status === 'loading' ? <Loading /> : <p className={styles.empty}>{s('empty')}</p>}
          </div>
        )}
        <div className={styles.folds}>
          <ShortcutHelp />
          <StatsPanel stats={session.stats} />
        </div>
      </div>
    </div>
  );
}
