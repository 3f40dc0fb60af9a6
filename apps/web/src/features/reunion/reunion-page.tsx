import { languageDir } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { usePageMeta } from '../../components/page-meta';
import { PageSection } from '../../components/page-section';
import { QueryScope } from '../../components/query-scope';
import { currentLanguage, localeOf } from '../../lib/i18n';
import { useReunionDialogs } from '../../lib/reunion-dialogs';
import { CaseMap } from './components/case-map';
import { MissingSlider } from './components/missing-slider';
import { caseHref } from './lib/case-view';
import { ReunionHero, ReunionImpact, ReunionSponsors, ReunionStory, ReunionVoices } from './landing/landing-blocks';
import { NewsSection } from './stories/news-section';
import { SuccessStoriesSection } from './stories/success-slider';

function ReunionLanding() {
  const { t: tp } = useTranslation('pages');
  const { t } = useTranslation('reunion');
  usePageMeta({ title: tp('reunion.title'), description: tp('reunion.summary') });
  const [, navigate] = useLocation();
  const lang = currentLanguage();
  const locale = localeOf(lang);
  // The hero's download button opens the reunion frame's download-app dialog.
  const dialogs = useReunionDialogs();
  const volunteerAuth = dialogs?.volunteerAuth;
  const register = volunteerAuth && (() => volunteerAuth('register'));

  return (
    <>
      <ReunionHero
        onDownloadApp={dialogs?.downloadApp}
        onReportMissing={dialogs?.reportMissing}
        onPreloadReport={dialogs?.preloadReportMissing}
        onRegisterVolunteer={register}
        onPreloadVolunteer={dialogs?.preloadVolunteerAuth}
      />
      <ReunionStory />
      <ReunionImpact onJoin={register} />
      <PageSection id="map" title={t('map.title')} summary={t('map.summary')} muted>
        <CaseMap
          locale={locale}
          dir={languageDir(lang)}
          caseHref={(item) => caseHref(item.caseNumber)}
          onOpenCase={navigate}
        />
      </PageSection>
      <PageSection later id="missing" title={t('slider.title')} summary={t('slider.summary')}>
        <MissingSlider locale={locale} dir={languageDir(lang)} />
      </PageSection>
      <SuccessStoriesSection locale={locale} dir={languageDir(lang)} />
      <NewsSection locale={locale} />
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
