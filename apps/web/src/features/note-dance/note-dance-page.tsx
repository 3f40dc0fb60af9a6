import { lazy, Suspense, useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/page-intro';
import { usePageMeta } from '../../components/page-meta';
import { PageSpinner } from '../../components/page-spinner';
import { QueryScope } from '../../components/query-scope';
import { useNoteDanceSession } from '../../lib/note-dance-session';
import { SongChoice } from './components/song-choice';
import { useSong } from './hooks/use-note-dance';
import { gameReducer, initialGame } from './lib/game-state';
import styles from './components/note-dance.module.css';

// The play view (canvas, synth, inputs, results) loads when a song is chosen: the song choice stays light.
const PlayStage = lazy(() => import('./components/play-stage'));

function NoteDance() {
  const { t } = useTranslation('pages');
  const { t: tn } = useTranslation('noteDance');
  usePageMeta({ title: t('noteDance.title'), description: t('noteDance.summary') });
  const [game, dispatch] = useReducer(gameReducer, undefined, () => initialGame());
  const session = useNoteDanceSession();
  const song = useSong(game.sheetId);

  useEffect(() => {
    if (game.state === 'loading' && song.data) dispatch({ type: 'loaded' });
  }, [game.state, song.data]);

  return (
    <div className={styles.page} data-game-state={game.state}>
      <PageIntro heading={t('noteDance.heading')} summary={t('noteDance.summary')} />
      <div className="container">
        {game.state === 'song-choice' && (
          <SongChoice
            input={game.settings.input}
            onInput={(input) => dispatch({ type: 'settings', settings: { input } })}
            signedIn={session.status === 'signed-in'}
            onPlay={(sheetId) => dispatch({ type: 'choose', sheetId })}
          />
        )}
        {game.state === 'loading' &&
          (song.isError ? (
            <p role="alert" className={styles.error}>
              {tn('play.loadFailed')}{' '}
              <button type="button" className="button button-ghost" onClick={() => dispatch({ type: 'back' })}>
                {tn('results.another')}
              </button>
            </p>
          ) : (
            <PageSpinner />
          ))}
        {(game.state === 'playing' || game.state === 'complete') && song.data && (
          <Suspense fallback={<PageSpinner />}>
            <PlayStage game={game} record={song.data} dispatch={dispatch} session={session} />
          </Suspense>
        )}
      </div>
    </div>
  );
}

/** Note Dance: choose a song, play it on the computer keyboard, the on-screen piano, a MIDI piano or a real one. */
export default function NoteDancePage() {
  return (
    <QueryScope>
      <NoteDance />
    </QueryScope>
  );
}
