import { languageDir } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { PageIntro } from '../../components/page-intro';
import { usePageMeta } from '../../components/page-meta';
import { PageSection } from '../../components/page-section';
import { QueryScope } from '../../components/query-scope';
import { currentLanguage, localeOf } from '../../lib/i18n';
import { CaseMap } from './components/case-map';
import { Figures } from './components/figures';
import { MissingSlider } from './components/missing-slider';
import { useReunionFigures } from './hooks/use-reunion';
import { caseHref } from './lib/case-view';
// The landing content's blocks (helper feature reunion-landing), one line each below; the lead moves the
// composition of the reunion landing into src/app when the reunion features are merged.
/* eslint-disable boundaries/dependencies */
import {
  ReunionHero,
  ReunionImpact,
  ReunionSponsors,
  ReunionStory,
  ReunionVoices,
} from '../reunion-landing/landing-blocks';
/* eslint-enable boundaries/dependencies */

function ReunionLanding() {
  const { t: tp } = useTranslation('pages');
  const { t } = useTranslation('reunion');
  usePageMeta({ title: tp('reunion.title'), description: tp('reunion.summary') });
  const [, navigate] = useLocation();
  const lang = currentLanguage();
  const locale = localeOf(lang);
  const figures = useReunionFigures();

  return (
    <>
      <ReunionHero />
      <ReunionStory />
      <ReunionImpact />
      <PageIntro heading={tp('reunion.heading')} summary={tp('reunion.summary')} />
      <PageSection id="figures" title={t('figures.title')} summary={t('figures.summary')}>
        <Figures figures={figures.data?.data} failed={figures.isError} locale={locale} />
      </PageSection>
      <PageSection id="map" title={t('map.title')} summary={t('map.summary')} muted>
        <CaseMap
          locale={locale}
          dir={languageDir(lang)}
          caseHref={(item) => caseHref(item.caseNumber)}
          onOpenCase={navigate}
        />
      </PageSection>
      <PageSection id="missing" title={t('slider.title')} summary={t('slider.summary')}>
        <MissingSlider locale={locale} dir={languageDir(lang)} />
      </PageSection>
      <ReunionSponsors />
      <ReunionVoices />
    </>
  );
}

/** The reunion platform's landing page: live figures and the map of public cases. */
export default function ReunionPage() {
  return (
    <QueryScope>
      <ReunionLanding />
    </QueryScope>
  );
}
