import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageIntro } from '../../components/page-intro';
import { usePageMeta } from '../../components/page-meta';
import { PageSection } from '../../components/page-section';
import { DuelDemo } from './components/duel-demo';
import styles from './components/landing.module.css';
import { PayoffMatrix } from './components/payoff-matrix';
import { StrategyList } from './components/strategy-list';

const SECTIONS = ['dilemma', 'demo', 'strategies', 'howTo'] as const;
const STEPS = ['step1', 'step2', 'step3', 'step4'] as const;
const PLAY_PATH = '/game-theory-nations/play';

/**
 * The game theory of nations' landing: the dilemma and its payoffs, a duel played by hand, the strategies and how
 * to play, with the way to the map. Light on purpose: no map and no worker load here.
 */
export default function GameTheoryLandingPage() {
  const { t } = useTranslation('pages');
  const { t: g } = useTranslation('gameTheory');
  usePageMeta({ title: t('gameTheory.title'), description: t('gameTheory.summary') });
  const cta = (
    <p className={styles.cta}>
      <Link href={PLAY_PATH} className={styles.play}>
        {g('cta.play')}
      </Link>
      <span>{g('cta.playHint')}</span>
    </p>
  );

  return (
    <div className={styles.page}>
      <PageIntro heading={t('gameTheory.heading')} summary={t('gameTheory.summary')}>
        <nav className={styles.toc} aria-label={g('nav.label')}>
          <ul className={styles.tocList}>
            {SECTIONS.map((id) => (
              <li key={id}>
                <a href={`#${id}`}>{g(`nav.${id}`)}</a>
              </li>
            ))}
          </ul>
        </nav>
        {cta}
      </PageIntro>
      <PageSection id="dilemma" title={g('dilemma.title')} summary={g('dilemma.summary')}>
        <div className={styles.dilemma}>
          <div className={styles.prose}>
            <p>{g('dilemma.body')}</p>
            <p>{g('dilemma.axelrod')}</p>
          </div>
          <PayoffMatrix />
        </div>
      </PageSection>
      <PageSection id="demo" title={g('demo.title')} summary={g('demo.summary')} muted>
        <DuelDemo />
      </PageSection>
      <PageSection id="strategies" title={g('strategies.title')} summary={g('strategies.summary')}>
        <StrategyList />
      </PageSection>
      <PageSection id="howTo" title={g('howTo.title')} summary={g('howTo.summary')} muted>
        <ol className={styles.steps}>
          {STEPS.map((step) => (
            <li key={step}>{g(`howTo.${step}`)}</li>
          ))}
        </ol>
        {cta}
      </PageSection>
    </div>
  );
}
