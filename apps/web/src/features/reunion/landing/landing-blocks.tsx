import { languageDir, type LandingSponsor, type ReunionLanding } from '@site/contracts';
import { lazy, memo, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/page-section';
import { currentLanguage, localeOf } from '../../../lib/i18n';
import { useNearGate, WhenGateOpens } from '../../../lib/near-gate';
import { LandingHero } from './components/landing-hero';
import { LandingImpact, LandingStory } from './components/landing-sections';
import styles from './components/landing.module.css';
import { useLanding, useReducedMotion } from './hooks/use-landing';
import { fontClassOf } from './lib/fonts';

// Below the first screen: rendered on the server with the page, their code loads when they come near the viewport.
const SponsorsSection = lazy(() =>
  import('./components/sponsors-section').then((m) => ({ default: m.SponsorsSection })),
);
const SponsorStrip = lazy(() => import('./components/sponsor-strip').then((m) => ({ default: m.SponsorStrip })));
const NONE: readonly LandingSponsor[] = [];

const CommunityVoices = lazy(() =>
  import('./components/community-voices').then((m) => ({ default: m.CommunityVoices })),
);

/** The font class of the interface language, on each landing block. */
function useFontClass(): string {
  return styles[`font-${fontClassOf(currentLanguage())}`] ?? '';
}

/** The landing hero with the national counters (server-rendered with the page's data). */
export function ReunionHero({
  onDownloadApp,
  onReportMissing,
  onPreloadReport,
  onRegisterVolunteer,
  onPreloadVolunteer,
}: {
  onDownloadApp?: () => void;
  onReportMissing?: () => void;
  onPreloadReport?: () => void;
  onRegisterVolunteer?: () => void;
  onPreloadVolunteer?: () => void;
}) {
  const landing = useLanding();
  const reduced = useReducedMotion();
  const font = useFontClass();
  return (
    <div className={font}>
      <LandingHero
        stats={landing.data?.data.stats ?? []}
        reduced={reduced}
        locale={localeOf(currentLanguage())}
        onDownloadApp={onDownloadApp}
        onReportMissing={onReportMissing}
        onPreloadReport={onPreloadReport}
        onRegisterVolunteer={onRegisterVolunteer}
        onPreloadVolunteer={onPreloadVolunteer}
      />
    </div>
  );
}

/** The platform's story: problem, solution, values, operating and business model. */
export function ReunionStory() {
  return (
    <div className={useFontClass()}>
      <LandingStory />
    </div>
  );
}

/** Live impact figures, the call to action (with "Join the community" when `onJoin` is given) and the app promotion. */
export function ReunionImpact({ casesHref = '#map', onJoin }: { casesHref?: string; onJoin?: () => void }) {
  return (
    <div className={useFontClass()}>
      <LandingImpact locale={localeOf(currentLanguage())} casesHref={casesHref} onJoin={onJoin} />
    </div>
  );
}

/** The sponsors' strip and categories: the motion setting is read inside the boundary (see DeferredSponsors). */
function SponsorParts({ sponsors, rtl }: { sponsors: readonly LandingSponsor[]; rtl: boolean }) {
  const reduced = useReducedMotion();
  return (
    <>
      <SponsorStrip sponsors={sponsors} reduced={reduced} rtl={rtl} />
      <SponsorsSection sponsors={sponsors} />
    </>
  );
}

/**
 * Server-rendered with the page, hydrated when the visitor comes near (useNearGate). Memoised on props that do
 * not change before then, so that the landing's own re-renders do not reach a boundary still waiting to hydrate.
 */
const DeferredSponsors = memo(function DeferredSponsors({
  sponsors,
  rtl,
  gate,
}: {
  sponsors: readonly LandingSponsor[];
  rtl: boolean;
  gate: Promise<void> | null;
}) {
  if (sponsors.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <WhenGateOpens gate={gate}>
        <SponsorParts sponsors={sponsors} rtl={rtl} />
      </WhenGateOpens>
    </Suspense>
  );
});

/** The sponsors by category, the partner call to action and the scrolling sponsor strip. */
export function ReunionSponsors() {
  const { t } = useTranslation('reunionLanding');
  const landing = useLanding();
  const [ref, gate] = useNearGate();
  return (
    <div ref={ref} className={`${useFontClass()} ${styles.reserve}`}>
      <PageSection later id="sponsors" title={t('sponsors.title')} summary={t('sponsors.subtitle')}>
        <DeferredSponsors
          sponsors={landing.data?.data.sponsors ?? NONE}
          rtl={languageDir(currentLanguage()) === 'rtl'}
          gate={gate}
        />
      </PageSection>
    </div>
  );
}

function VoiceParts({ landing }: { landing: ReunionLanding }) {
  const reduced = useReducedMotion();
  return <CommunityVoices testimonials={landing.testimonials} slogans={landing.slogans} reduced={reduced} />;
}

/** The community voices, server-rendered and hydrated when near, like DeferredSponsors. */
const DeferredVoices = memo(function DeferredVoices({
  landing,
  gate,
}: {
  landing: ReunionLanding | undefined;
  gate: Promise<void> | null;
}) {
  if (!landing) return null;
  return (
    <Suspense fallback={null}>
      <WhenGateOpens gate={gate}>
        <VoiceParts landing={landing} />
      </WhenGateOpens>
    </Suspense>
  );
});

/** Community voices: rotating testimonials and slogans, and the story submission. */
export function ReunionVoices() {
  const { t } = useTranslation('reunionLanding');
  const landing = useLanding();
  const [ref, gate] = useNearGate();
  return (
    <div ref={ref} className={`${useFontClass()} ${styles.reserve}`}>
      <PageSection later id="voices" title={t('voices.title')} summary={t('voices.subtitle')} muted>
        <DeferredVoices landing={landing.data?.data} gate={gate} />
      </PageSection>
    </div>
  );
}
