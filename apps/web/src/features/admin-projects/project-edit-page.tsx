import { isLanguageCode, type LanguageCode } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { QueryScope } from '../../components/query-scope';
import { isNotFound } from '../../lib/api-client';
import { currentLanguage } from '../../lib/i18n';
import { useAdminPageMeta } from '../../components/admin/use-admin-page-meta';
import { AdminPageHeading } from '../../components/admin/admin-page-header';
import ui from '../../components/admin/admin-ui.module.css';
import { ProjectForm } from './project-form';
import { emptyProjectForm, projectToForm } from './project-form-model';
import styles from './project-edit-page.module.css';
import { adminProjectKeys, fetchCategoryOptions, fetchProject } from '../../api/admin-projects';

/** A route id that can name a project: a positive whole number. */
export function parseProjectId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function EditScreen({ rawId }: { rawId: string | undefined }) {
  const { t, i18n } = useTranslation('admin-editor');
  const creating = rawId === undefined;
  const id = parseProjectId(rawId);
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

  const notFound = (!creating && id === null) || isNotFound(project.error);
  if (notFound) {
    return (
      <div>
        {header}
        <div className={`${ui.panel} ${styles.notFound}`} role="alert">
          <h2 className={ui.panelTitle}>{t('form.notFound.title')}</h2>
          <p>{t('form.notFound.text', { id: rawId ?? '' })}</p>
          <Link href="/admin/projects" className="button button-primary">
            {t('form.back')}
          </Link>
        </div>
      </div>
    );
  }

  if ((!creating && project.isError) || categories.isError) {
    const error = project.error ?? categories.error;
    return (
      <div>
        {header}
        <div className={ui.errorBox} role="alert">
          <p className={styles.errorText}>
            {t('form.loadError', { message: error instanceof Error ? error.message : '' })}
          </p>
          <button
            type="button"
            className={ui.smallButton}
            onClick={() => {
              if (project.isError) void project.refetch();
              if (categories.isError) void categories.refetch();
            }}
          >
            {t('list.retry')}
          </button>
        </div>
      </div>
    );
  }

  // Edit what is stored now: wait for this visit's fetch even when a cached copy exists.
  if ((!creating && !(project.data && project.isFetchedAfterMount)) || !categories.data) {
    return (
      <div>
        {header}
        <p className={ui.empty} role="status">
          {creating ? t('form.preparing') : t('form.loading')}
        </p>
      </div>
    );
  }

  const stored = creating ? null : (project.data ?? null);
  return (
    <div>
      {header}
      <ProjectForm
        key={stored ? stored.id : 'new'}
        project={stored}
        defaultValues={stored ? projectToForm(stored) : emptyProjectForm()}
        categories={categories.data}
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
