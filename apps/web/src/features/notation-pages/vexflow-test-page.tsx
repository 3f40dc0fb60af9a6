import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/page-intro';
import { usePageMeta } from '../../components/page-meta';
import { PageSection } from '../../components/page-section';
import { AbcNotation } from './components/abc-notation';
import { AbcPlayground } from './components/abc-playground';
import { ChecklistPanel } from './components/checklist-panel';
import { useAbcSheet } from './hooks/use-abc-sheet';
import { DEMO_ABC } from './lib/demo-tune';
import styles from './notation-pages.module.css';

/** The notation test bench: a full two-hand sheet, what it should show bar by bar, and a box to draw any ABC. */
export default function VexflowTestPage() {
  const { t: tp } = useTranslation('pages');
  const { t } = useTranslation('notation');
  usePageMeta({ title: tp('vexflowTest.title'), description: tp('vexflowTest.summary') });
  const demo = useAbcSheet(DEMO_ABC);
  return (
    <>
      <PageIntro heading={tp('vexflowTest.heading')} summary={tp('vexflowTest.summary')} />
      <PageSection id="sheet" title={t('pages.test.sheetTitle')} summary={t('pages.test.sheetSummary')}>
        <div className={styles.stack}>
          <AbcNotation state={demo} />
        </div>
      </PageSection>
      <PageSection
        id="checklist"
        title={t('pages.test.checklistTitle')}
        summary={t('pages.test.checklistSummary')}
        muted
      >
        {demo.status === 'ready' ? (
          <ChecklistPanel sheet={demo.sheet} />
        ) : (
          <p className={styles.hint}>{t('pages.reading')}</p>
        )}
      </PageSection>
      <PageSection id="abc" title={t('pages.test.abcTitle')} summary={t('pages.test.abcSummary')}>
        <AbcPlayground />
      </PageSection>
    </>
  );
}
