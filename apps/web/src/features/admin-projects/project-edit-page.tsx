import { isLanguageCode, type LanguageCode } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { QueryScope } from '../../components/query-scope';
import { currentLanguage } from '../../lib/i18n';
import { useAdminPageMeta } from '../../components/admin/use-admin-page-meta';
import { AdminPageHeading } from '../../components/admin/admin-page-header';
import { editGate, parseRecordId } from '../../components/admin/edit-gate';
import { ProjectForm } from './project-form';
import { emptyProjectForm, projectToForm } from './project-form-model';
import styles from './project-edit-page.module.css';
import { adminProjectKeys, fetchCategoryOptions, fetchProject } from '../../api/admin-projects';

function EditScreen({ rawId }: { rawId: string | undefined }) {
  const { t, i18n } = useTranslation('admin-editor');
  const creating = rawId === undefined;
  const id = parseRecordId(rawId);
  const lang: LanguageCode = isLanguageCode(i18n.resolvedLanguage) ? i18n.resolvedLanguage : currentLanguage();
  const pageKey = creating ? 'adminProjectCreate' : 'adminProjectEdit';
  useAdminPageMeta(pageKey);

  const project = useQuery({
    queryKey: adminProjectKeys.item(id ?? 0),
    queryFn: ({ signal }) => fetchProject(id ?? 0, signal),
    enabled: id !== null,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
  const categories = useQuery({
    queryKey: adminProjectKeys.categoryOptions,
    queryFn: ({ signal }) => fetchCategoryOptions(signal),
  });

  const back = (
    <Link href="/admin/projects" className="button button-ghost">
      <span aria-hidden="true" className={styles.backArrow}>
        ←
      </span>{' '}
      {t('form.back')}
    </Link>
  );
  const header = <AdminPageHeading page={pageKey} actions={back} />;

  const gate = editGate({
    header,
    creating,
    validId: id !== null,
    record: project,
    needs: [categories],
    backHref: '/admin/projects',
    texts: {
      notFoundTitle: t('form.notFound.title'),
      notFoundText: t('form.notFound.text', { id: rawId ?? '' }),
      back: t('form.back'),
      loadError: (message) => t('form.loadError', { message }),
      retry: t('list.retry'),
      loading: creating ? t('form.preparing') : t('form.loading'),
    },
  });
  if (gate) return gate;

  const stored = creating ? null : (project.data ?? null);
  return (
    <div>
      {header}
      <ProjectForm
        key={stored ? stored.id : 'new'}
        project={stored}
        defaultValues={stored ? projectToForm(stored) : emptyProjectForm()}
        categories={categories.data ?? []}
        lang={lang}
      />
    </div>
  );
}

/** /admin/projects/create and /admin/projects/:id/edit. */
export default function ProjectEditPage() {
  const params = useParams<{ id?: string }>();
  return (
    <QueryScope>
      <EditScreen key={params.id ?? 'new'} rawId={params.id} />
    </QueryScope>
  );
}
