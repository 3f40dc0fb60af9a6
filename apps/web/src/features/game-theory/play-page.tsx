import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageIntro } from '../../components/page-intro';
import { usePageMeta } from '../../components/page-meta';
import { PlayMode } from './components/play-mode';
import styles from './components/play.module.css';
import { SimulateMode } from './components/simulate-mode';
import { usePageState } from './hooks/use-page-state';
import { DEFAULT_TURNS, isSimMode } from './lib/url-state';

/**
 * The game theory of nations' game: lead a nation among the 195, or run a simulation on the map. Everything a run
 * depends on is in the address, so a shared link replays it; the map and the simulation's worker load here only.
 */
export default function GameTheoryPlayPage() {
  const { t } = useTranslation('pages');
  const { t: g } = useTranslation('gameTheory');
  usePageMeta({ title: t('gameTheoryPlay.title'), description: t('gameTheoryPlay.summary') });
  const { state, update, search } = usePageState();
  const simulating = isSimMode(state.mode);

  return (
    <div className={styles.page}>
      <PageIntro heading={t('gameTheoryPlay.heading')} summary={t('gameTheoryPlay.summary')}>
        <div className={styles.introRow}>
          <div className={styles.tabs} role="group" aria-label={g('play.modes')}>
            <button
              type="button"
              aria-pressed={!simulating}
              onClick={() => update({ mode: 'play', turns: DEFAULT_TURNS.play })}
            >
              {g('play.modePlay')}
            </button>
            <button
              type="button"
              aria-pressed={simulating}
              onClick={() => !simulating && update({ mode: 'spatial', turns: DEFAULT_TURNS.spatial })}
            >
              {g('play.modeSimulate')}
            </button>
          </div>
          <Link href="/game-theory-nations" className={styles.back}>
            {g('play.back')}
          </Link>
        </div>
      </PageIntro>
      <div className="container">
        {simulating ? (
          <SimulateMode state={state} update={update} search={search} />
        ) : (
          <PlayMode state={state} update={update} />
        )}
      </div>
    </div>
  );
}
