import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { usePageMeta } from '../../components/page-meta';
import { useLocationHash } from '../../lib/navigation';
import { useSiteProfile } from '../../lib/use-site-profile';
import { SectionBoundary } from './components/section-boundary';
import { SectionPlaceholder, type SectionKind } from './components/section-status';
import section from './components/section.module.css';
import { useAfterFirstPaint } from './hooks/use-after-first-paint';
import { useSectionsNear } from './hooks/use-sections-near';
import { useSteadyAnchor } from './hooks/use-steady-anchor';
import styles from './home-page.module.css';

/** Page keys with their own metadata when the visitor arrives on one of these anchors. */
const META_SECTIONS = new Set(['about', 'projects', 'contact']);

// Only the hero is in this chunk (the home page's first-visit budget). Everything below the fold is
// in its own chunks, which start loading right after the first paint.
const heroExtras = () => import('./components/hero-extras');
const HeroCounters = lazy(heroExtras);
const HeroCv = lazy(() => heroExtras().then((m) => ({ default: m.HeroCv })));
/** One of the profile sections' contents, all four in one chunk. */
const profileSection = (name: 'AboutContent' | 'ExperienceContent' | 'SkillsContent' | 'CertificationsContent') =>
  lazy(() => import('./components/profile-sections').then((m) => ({ default: m[name] })));
const ProjectsGallery = lazy(() => import('./components/projects-gallery'));
const TestimonialsSection = lazy(() => import('./components/testimonials-slider'));
const ContactForm = lazy(() => import('./components/contact-form'));

/** The sections between the hero and the testimonials, in page order: anchor, muted background, content. */
const CONTENT_SECTIONS = [
  { id: 'about', muted: false, Content: profileSection('AboutContent') },
  { id: 'experience', muted: true, Content: profileSection('ExperienceContent') },
  { id: 'skills', muted: false, Content: profileSection('SkillsContent') },
  { id: 'certified', muted: true, Content: profileSection('CertificationsContent') },
  { id: 'projects', muted: false, Content: ProjectsGallery },
] as const;

/** The anchors of the page's titled sections. */
type SectionId = (typeof CONTENT_SECTIONS)[number]['id'] | 'contact';

/** Sections whose code loads when they come near the viewport (ids of their elements), in page order. */
const LAZY_SECTIONS = [...CONTENT_SECTIONS.map((content) => content.id), 'testimonials', 'contact'] as const;

/** A part of the page that loads when it comes near the viewport; until then its height is reserved. */
function Later({ ready, kind, children }: { ready: boolean; kind: SectionKind; children: ReactNode }) {
  if (!ready) return <SectionPlaceholder kind={kind} loading={false} />;
  return (
    <SectionBoundary>
      <Suspense fallback={<SectionPlaceholder kind={kind} />}>{children}</Suspense>
    </SectionBoundary>
  );
}

function HomeSection({ id, muted, children }: { id: SectionId; muted?: boolean; children: ReactNode }) {
  const { t } = useTranslation('pages');
  return (
    <section id={id} className={`${section.section} ${muted ? section.muted : ''}`} aria-labelledby={`${id}-heading`}>
      <div className="container">
        <h2 id={`${id}-heading`} className={`${section.title} accent-rule`}>
          {t(`home.sections.${id}.title`)}
        </h2>
        <p className={section.summary}>{t(`home.sections.${id}.summary`)}</p>
        {children}
      </div>
    </section>
  );
}

export default function HomePage() {
  const { t } = useTranslation('pages');
  const hash = useLocationHash();
  const current = hash.replace('#', '');
  const { data: profile } = useSiteProfile();
  const painted = useAfterFirstPaint();
  // Arriving on an anchor needs everything above it laid out: then all sections load after the first paint.
  const near = useSectionsNear(LAZY_SECTIONS, painted && current !== '');
  const ready = (id: (typeof LAZY_SECTIONS)[number]) => painted && near.has(id);
  const rootRef = useRef<HTMLDivElement>(null);
  useSteadyAnchor(rootRef);
  const meta = META_SECTIONS.has(current)
    ? { title: t(`home.sections.${current}.title`), description: t(`home.sections.${current}.summary`) }
    : { title: '', description: t('home.summary') };
  usePageMeta(meta);

  return (
    <div ref={rootRef}>
      <section className={styles.hero} aria-labelledby="page-heading">
        <div className={`container ${styles.heroInner}`}>
          <p className={styles.greeting}>
            {t('home.greeting')} <strong>{profile?.name}</strong>
          </p>
          <h1 id="page-heading" className={styles.heading}>
            {profile?.title ?? t('home.heading')}
          </h1>
          <p className={styles.tagline}>{profile?.tagline}</p>
          <div className={styles.actions}>
            <Link href="/#projects" className="button button-primary">
              {t('home.viewProjects')}
            </Link>
            <Link href="/#contact" className="button button-outline-light">
              {t('home.contactMe')}
            </Link>
            <SectionBoundary quiet>
              <Suspense fallback={null}>
                <HeroCv />
              </Suspense>
            </SectionBoundary>
          </div>
          <div className={styles.counters}>
            <SectionBoundary quiet>
              <Suspense fallback={null}>
                <HeroCounters />
              </Suspense>
            </SectionBoundary>
          </div>
        </div>
      </section>

      {CONTENT_SECTIONS.map(({ id, muted, Content }) => (
        <HomeSection key={id} id={id} muted={muted}>
          <Later ready={ready(id)} kind={id}>
            <Content />
          </Later>
        </HomeSection>
      ))}
      <div id="testimonials" className={section.muted}>
        <Later ready={ready('testimonials')} kind="testimonials">
          <TestimonialsSection />
        </Later>
      </div>
      <HomeSection id="contact">
        <div className={styles.contact}>
          {profile && (
            <ul className={styles.contactList}>
              <li>
                <span>{t('contact.email', { ns: 'common' })}</span>
                <a href={`mailto:${profile.email}`}>{profile.email}</a>
              </li>
              {profile.phone && (
                <li>
                  <span>{t('contact.phone', { ns: 'common' })}</span>
                  <a href={`tel:${profile.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                    {profile.phone}
                  </a>
                </li>
              )}
              <li>
                <span>{t('contact.location', { ns: 'common' })}</span>
                <span>{profile.location}</span>
              </li>
            </ul>
          )}
          <Later ready={ready('contact')} kind="contact">
            <ContactForm />
          </Later>
        </div>
      </HomeSection>
    </div>
  );
}
