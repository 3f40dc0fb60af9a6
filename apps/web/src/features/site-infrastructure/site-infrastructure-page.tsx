import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/page-intro';
import { PageSection } from '../../components/page-section';
import { usePageMeta } from '../../components/page-meta';
import { QueryScope } from '../../components/query-scope';
import { ArchitectureDiagram } from './components/architecture-diagram';
import { FeedbackForm } from './components/feedback-form';
import { LiveFigures } from './components/live-figures';
import { ServicesList } from './components/services-list';
import { StackList } from './components/stack-list';
import { useInfrastructure } from './hooks/use-infrastructure';
import styles from './site-infrastructure-page.module.css';

function InfrastructurePage() {
  const { t: tp } = useTranslation('pages');
  const { t } = useTranslation('infrastructure');
  usePageMeta({ title: tp('siteInfrastructure.title'), description: tp('siteInfrastructure.summary') });
  const query = useInfrastructure();

  return (
    <>
      <PageIntro heading={tp('siteInfrastructure.heading')} summary={tp('siteInfrastructure.summary')} />
      <PageSection id="services" title={t('services.title')} summary={t('services.summary')}>
        <ServicesList query={query} />
      </PageSection>
      {/* Below the live health, so that the diagram's library loads only for a visitor who scrolls to it. */}
      <PageSection id="architecture" title={t('diagram.title')} summary={t('diagram.summary')} muted>
        <ArchitectureDiagram live={query.data ?? null} ready={!query.isPending} />
      </PageSection>
      <PageSection id="figures" title={t('figures.title')} summary={t('figures.summary')}>
        <LiveFigures data={query.data} />
      </PageSection>
      <PageSection id="stack" title={t('stack.title')} summary={t('stack.summary')} muted>
        <StackList />
      </PageSection>
      <PageSection id="feedback" title={t('feedback.title')} summary={t('feedback.summary')}>
        <div className={styles.narrow}>
          <FeedbackForm />
        </div>
      </PageSection>
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
