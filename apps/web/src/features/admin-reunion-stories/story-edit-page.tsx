import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { adminStoryKeys, fetchAdminStory } from '../../api/admin-reunion-stories';
import { AdminPageHeading } from '../../components/admin/admin-page-header';
import { editGate, parseRecordId } from '../../components/admin/edit-gate';
import { useAdminPageMeta } from '../../components/admin/use-admin-page-meta';
import { QueryScope } from '../../components/query-scope';
import { StoryForm } from './story-form';
import { emptyStoryForm, storyToForm } from './story-form-model';

function EditScreen({ rawId }: { rawId: string | undefined }) {
  const { t: te } = useTranslation('admin-editor');
  const { t } = useTranslation('reunionStories');
  const creating = rawId === undefined;
  const id = parseRecordId(rawId);
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

  const gate = editGate({
    header,
    creating,
    validId: id !== null,
    record: story,
    backHref: '/admin/reunion/stories',
    texts: {
      notFoundTitle: t('admin.notFound'),
      back: t('admin.back'),
      loadError: (message) => t('admin.loadError', { message }),
      retry: te('list.retry'),
      loading: t('admin.loading'),
    },
  });
  if (gate) return gate;
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
