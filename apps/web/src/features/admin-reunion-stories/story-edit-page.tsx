import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { adminStoryKeys, fetchAdminStory } from '../../api/admin-reunion-stories';
import { AdminPageHeading } from '../../components/admin/admin-page-header';
import ui from '../../components/admin/admin-ui.module.css';
import { useAdminPageMeta } from '../../components/admin/use-admin-page-meta';
import { QueryScope } from '../../components/query-scope';
import { isNotFound } from '../../lib/api-client';
import { StoryForm } from './story-form';
import { emptyStoryForm, storyToForm } from './story-form-model';

/** A route id that can name a story: a positive whole number. */
function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function EditScreen({ rawId }: { rawId: string | undefined }) {
  const { t: te } = useTranslation('admin-editor');
  const { t } = useTranslation('reunionStories');
  const creating = rawId === undefined;
  const id = parseId(rawId);
  const pageKey = creating ? 'adminReunionStoryCreate' : 'adminReunionStoryEdit';
  useAdminPageMeta(pageKey);
  const story = useQuery({
    queryKey: adminStoryKeys.item(id ?? 0),
    queryFn: ({ signal }) => fetchAdminStory(id ?? 0, signal),
    enabled: id !== null,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

  const back = (
    <Link href="/admin/reunion/stories" className="button button-ghost">
      <span aria-hidden="true">←</span> {t('admin.back')}
    </Link>
  );
  const header = <AdminPageHeading page={pageKey} actions={back} />;

  if ((!creating && id === null) || isNotFound(story.error)) {
    return (
      <div>
        {header}
        <div className={ui.panel} role="alert">
          <h2 className={ui.panelTitle}>{t('admin.notFound')}</h2>
          <Link href="/admin/reunion/stories" className="button button-primary">
            {t('admin.back')}
          </Link>
        </div>
      </div>
    );
  }
  if (!creating && story.isError) {
    return (
      <div>
        {header}
        <div className={ui.errorBox} role="alert">
          <p>{t('admin.loadError', { message: story.error instanceof Error ? story.error.message : '' })}</p>
          <button type="button" className={ui.smallButton} onClick={() => void story.refetch()}>
            {te('list.retry')}
          </button>
        </div>
      </div>
    );
  }
  // Edit what is stored now: wait for this visit's fetch even when a cached copy exists.
  if (!creating && !(story.data && story.isFetchedAfterMount)) {
    return (
      <div>
        {header}
        <p className={ui.empty} role="status">
          {t('admin.loading')}
        </p>
      </div>
    );
  }
  const stored = creating ? null : (story.data ?? null);
  return (
    <div>
      {header}
      <StoryForm
        key={stored ? stored.id : 'new'}
        story={stored}
        defaultValues={stored ? storyToForm(stored) : emptyStoryForm()}
      />
    </div>
  );
}

/** /admin/reunion/stories/create and /admin/reunion/stories/:id/edit. */
export default function StoryEditPage() {
  const params = useParams<{ id?: string }>();
  return (
    <QueryScope>
      <EditScreen key={params.id ?? 'new'} rawId={params.id} />
    </QueryScope>
  );
}
