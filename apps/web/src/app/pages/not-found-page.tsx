import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageIntro } from '../../components/page-intro';
import { usePageMeta } from '../../components/page-meta';

export function NotFoundPage() {
  const { t } = useTranslation('pages');
  usePageMeta({ title: t('notFound.title'), description: t('notFound.summary'), noindex: true });
  return (
    <PageIntro heading={t('notFound.heading')} summary={t('notFound.summary')}>
      <p>
        <Link href="/" className="button button-primary" data-testid="not-found-home">
          {t('notFound.backHome')}
        </Link>
      </p>
    </PageIntro>
  );
}
