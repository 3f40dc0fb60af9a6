import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/page-intro';
import { usePageMeta } from '../../components/page-meta';
import type { PageProps } from './registry';

/** A page whose feature is not built yet: its real heading and one sentence on what it offers. */
export default function FeatureIntroPage({ pageKey }: PageProps) {
  const { t } = useTranslation('pages');
  const isPrivate = pageKey.startsWith('admin') || pageKey.startsWith('noteDanceAdmin');
  usePageMeta({ title: t(`${pageKey}.title`), description: t(`${pageKey}.summary`), noindex: isPrivate });
  return <PageIntro heading={t(`${pageKey}.heading`)} summary={t(`${pageKey}.summary`)} />;
}
