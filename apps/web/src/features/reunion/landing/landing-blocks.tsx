import { languageDir } from '@site/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '../../../components/page-section';
import { useHydrated } from '../../../lib/hydration';
import { currentLanguage, localeOf } from '../../../lib/i18n';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { LandingHero } from './components/landing-hero';
import { LandingImpact, LandingStory } from './components/landing-sections';
import styles from './components/landing.module.css';
import { useLanding, useReducedMotion } from './hooks/use-landing';
import { fontClassOf } from './lib/fonts';

// Below the first screen: their code loads when they come near the viewport.
const SponsorsSection = lazy(() =>
  import('./components/sponsors-section').then((m) => ({ default: m.SponsorsSection })),
);
const SponsorStrip = lazy(() => import('./components/sponsor-strip').then((m) => ({ default: m.SponsorStrip })));
const CommunityVoices = lazy(() =>
  import('./components/community-voices').then((m) => ({ default: m.CommunityVoices })),
);

/**
 * Whether a block below the first screen may show its parts: once it came near the viewport, and never in the
 * server's render or while hydrating (the server has no viewport and counts every block as near; the browser's
 * first render must match what it sent).
 */
function useShowWhenNear(): [(element: HTMLDivElement | null) => void, boolean] {
  const [ref, near] = useNearViewport<HTMLDivElement>('400px');
  const hydrated = useHydrated();
  return [ref, near && hydrated];
}

/** The font class of the interface language, on each landing block. */
function useFontClass(): string {
  return styles[`font-${fontClassOf(currentLanguage())}`] ?? '';
}

/** The landing hero with the national counters (server-rendered with the page's data). */
export function ReunionHero({ onDownloadApp }: { onDownloadApp?: () => void }) {
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

/** Live impact figures, the call to action and the app promotion. */
export function ReunionImpact({ casesHref = '#map' }: { casesHref?: string }) {
  return (
    <div className={useFontClass()}>
      <LandingImpact locale={localeOf(currentLanguage())} casesHref={casesHref} />
    </div>
  );
}

/** The sponsors by category, the partner call to action and the scrolling sponsor strip. */
export function ReunionSponsors() {
  const { t } = useTranslation('reunionLanding');
  const landing = useLanding();
  const reduced = useReducedMotion();
  const [ref, near] = useShowWhenNear();
  const sponsors = landing.data?.data.sponsors ?? [];
  return (
    <div ref={ref} className={`${useFontClass()} ${styles.reserve}`}>
      <PageSection id="sponsors" title={t('sponsors.title')} summary={t('sponsors.subtitle')}>
        {near && sponsors.length > 0 && (
          <Suspense fallback={null}>
            <SponsorStrip sponsors={sponsors} reduced={reduced} rtl={languageDir(currentLanguage()) === 'rtl'} />
            <SponsorsSection sponsors={sponsors} />
          </Suspense>
        )}
      </PageSection>
    </div>
  );
}

/** Community voices: rotating testimonials and slogans, and the story submission. */
export function ReunionVoices() {
  const { t } = useTranslation('reunionLanding');
  const landing = useLanding();
  const reduced = useReducedMotion();
  const [ref, near] = useShowWhenNear();
  return (
    <div ref={ref} className={`${useFontClass()} ${styles.reserve}`}>
      <PageSection id="voices" title={t('voices.title')} summary={t('voices.subtitle')} muted>
        {near && landing.data && (
          <Suspense fallback={null}>
            <CommunityVoices
              testimonials={landing.data.data.testimonials}
              slogans={landing.data.data.slogans}
              reduced={reduced}
            />
          </Suspense>
        )}
      </PageSection>
    </div>
  );
}
