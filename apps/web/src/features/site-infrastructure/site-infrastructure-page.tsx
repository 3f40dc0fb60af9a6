import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/page-intro';
import { usePageMeta } from '../../components/page-meta';
import { QueryScope } from '../../components/query-scope';
import { ArchitectureDiagram } from './components/architecture-diagram';
import { FeedbackForm } from './components/feedback-form';
import { LiveFigures } from './components/live-figures';
import { ServicesList } from './components/services-list';
import { StackList } from './components/stack-list';
import { useInfrastructure } from './hooks/use-infrastructure';
import styles from './site-infrastructure-page.module.css';

function Section({ id, title, summary, muted = false, children }: SectionProps) {
  return (
    <section id={id} className={`${styles.section} ${muted ? styles.muted : ''}`} aria-labelledby={`${id}-title`}>
      <div className="container">
        <header className={styles.header}>
          <h2 id={`${id}-title`} className={styles.title}>
            {title}
          </h2>
          <p className={styles.summary}>{summary}</p>
        </header>
        {children}
      </div>
    </section>
  );
}

interface SectionProps {
  id: string;
  title: string;
  summary: string;
  muted?: boolean;
  children: ReactNode;
}

function InfrastructurePage() {
  const { t: tp } = useTranslation('pages');
  const { t } = useTranslation('infrastructure');
  usePageMeta({ title: tp('siteInfrastructure.title'), description: tp('siteInfrastructure.summary') });
  const query = useInfrastructure();

  return (
    <>
      <PageIntro heading={tp('siteInfrastructure.heading')} summary={tp('siteInfrastructure.summary')} />
      <Section id="services" title={t('services.title')} summary={t('services.summary')}>
        <ServicesList query={query} />
      </Section>
      {/* Below the live health, so that the diagram's library loads only for a visitor who scrolls to it. */}
      <Section id="architecture" title={t('diagram.title')} summary={t('diagram.summary')} muted>
        <ArchitectureDiagram live={query.data ?? null} ready={!query.isPending} />
      </Section>
      <Section id="figures" title={t('figures.title')} summary={t('figures.summary')}>
        <LiveFigures data={query.data} />
      </Section>
      <Section id="stack" title={t('stack.title')} summary={t('stack.summary')} muted>
        <StackList />
      </Section>
      <Section id="feedback" title={t('feedback.title')} summary={t('feedback.summary')}>
        <div className={styles.narrow}>
          <FeedbackForm />
        </div>
      </Section>
    </>
  );
}

/** The infrastructure page: the real architecture, live health and figures, feedback. */
export default function SiteInfrastructurePage() {
  return (
    <QueryScope>
      <InfrastructurePage />
    </QueryScope>
  );
}
