import type { RaceSimulateResponse } from '@site/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/page-intro';
import { usePageMeta } from '../../components/page-meta';
import { QueryScope } from '../../components/query-scope';
import { ConclusionSection } from './components/conclusion-section';
import { DemoSection } from './components/demo-section';
import { HistorySection } from './components/history-section';
import { StorySection } from './components/story-section';
import { TheorySection } from './components/theory-section';
import styles from './race-demo-page.module.css';

const SECTIONS = ['story', 'theory', 'demo', 'history', 'conclusion'] as const;

function RaceDemo() {
  const { t } = useTranslation('pages');
  const { t: tr } = useTranslation('race-demo');
  usePageMeta({ title: t('raceCondition.title'), description: t('raceCondition.summary') });
  const [lastRun, setLastRun] = useState<RaceSimulateResponse | null>(null);

  return (
    <div className={styles.page}>
      <PageIntro heading={t('raceCondition.heading')} summary={t('raceCondition.summary')}>
        <nav className={styles.toc} aria-label={tr('nav.label')}>
          <ul>
            {SECTIONS.map((id) => (
              <li key={id}>
                <a href={`#${id}`}>{tr(`nav.${id}`)}</a>
              </li>
            ))}
          </ul>
        </nav>
      </PageIntro>
      <StorySection />
      <TheorySection lastRun={lastRun} />
      <DemoSection onResult={setLastRun} />
      <HistorySection />
      <ConclusionSection />
    </div>
  );
}

/** The race-condition teaching page: story, theory, a live demo on the real database, conclusion. */
export default function RaceDemoPage() {
  return (
    <QueryScope>
      <RaceDemo />
    </QueryScope>
  );
}
