import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/page-intro';
import { usePageMeta } from '../../components/page-meta';
import { PageSection } from '../../components/page-section';
import { SheetNotation } from '../../components/notation/sheet-notation';
import { SIMPLE_SHEET } from './lib/demo-tune';

/** The smallest check that VexFlow draws: one measure, and the same measure in words. */
export default function VexflowSimplePage() {
  const { t: tp } = useTranslation('pages');
  const { t } = useTranslation('notation');
  usePageMeta({ title: tp('vexflowSimple.title'), description: tp('vexflowSimple.summary') });
  return (
    <>
      <PageIntro heading={tp('vexflowSimple.heading')} summary={tp('vexflowSimple.summary')} />
      <PageSection id="measure" title={t('pages.simple.title')} summary={t('pages.simple.summary')}>
        <SheetNotation sheet={SIMPLE_SHEET} label={t('pages.simple.label')} textAlternative="visible" />
      </PageSection>
    </>
  );
}
