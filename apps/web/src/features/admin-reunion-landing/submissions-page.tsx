import {
  ENQUIRY_FILTERS,
  STORY_STATUSES,
  type EnquiryFilter,
  type SubmittedStory,
  type StoryDecision,
} from '@site/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminPageHeading } from '../../components/admin/admin-page-header';
import { translateMessage } from '../../components/admin/form-messages';
import { EmptyState, FilterSelect, ListBody } from '../../components/admin/list';
import { ListPagination } from '../../components/admin/list-frame';
import { PanelSection } from '../../components/admin/panel-section';
import { queryPage } from '../../components/admin/query-page';
import { TimeAgo } from '../../components/admin/time-ago';
import { useInvalidate, usePagedList } from '../../components/admin/use-admin-queries';
import { useAdminScreen } from '../../components/admin/use-admin-page-meta';
import ui from '../../components/admin/admin-ui.module.css';
import {
  adminEnquiryKeys,
  adminStoryKeys,
  deleteEnquiry,
  deleteStory,
  fetchEnquiries,
  fetchStories,
  moderateStory,
  updateEnquiry,
} from '../../api/admin-reunion-landing';
import { notify } from '../../lib/notify';
import styles from './submissions.module.css';

/** What visitors sent from the reunion landing: stories to moderate and partnership enquiries. */
export default queryPage(SubmissionsScreen);

function SubmissionsScreen() {
  return (
    <>
      <AdminPageHeading page="adminReunionSubmissions" />
      <StoriesPanel />
      <EnquiriesPanel />
    </>
  );
}

type Translate = ReturnType<typeof useAdminScreen>['t'];

function useAction<A>(t: Translate, run: (args: A) => Promise<unknown>, keys: readonly (readonly unknown[])[]) {
  const invalidate = useInvalidate(keys);
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      notify('success', t('admin.done'));
      return invalidate();
    },
    onError: (error: Error) => notify('error', translateMessage(t, error) ?? t('admin.failed')),
  });
}

/** The stories, pending first by default: keep, draft as a testimonial, reject, or delete each one. */
function StoriesPanel() {
  const { t, locale } = useAdminScreen('reunionLanding', 'adminReunionSubmissions');
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<SubmittedStory['status'] | ''>('pending');
  const query = { page, status: status || undefined };
  const list = usePagedList(adminStoryKeys.list(query), (signal) => fetchStories(query, signal));
  const moderate = useAction(
    t,
    ({ id, decision }: { id: number; decision: StoryDecision }) => moderateStory(id, decision),
    [adminStoryKeys.all],
  );
  const remove = useAction(t, (id: number) => deleteStory(id), [adminStoryKeys.all]);
  const stories = list.data?.data ?? [];

  return (
    <PanelSection title={t('admin.stories.title')}>
      <FilterSelect
        label={t('admin.stories.filter')}
        value={status}
        onChange={(value) => {
          setStatus(value as SubmittedStory['status'] | '');
          setPage(1);
        }}
        options={[['', t('admin.all')], ...STORY_STATUSES.map((s) => [s, t(`admin.stories.status.${s}`)] as const)]}
      />
      <ListBody
        query={list}
        isEmpty={stories.length === 0}
        loadingText={t('admin.loading')}
        errorMessage={() => t('admin.loadFailed')}
        retryLabel={t('admin.retry')}
        empty={<EmptyState title={t('admin.stories.emptyTitle')} text={t('admin.stories.empty')} />}
      >
        <ul className={styles.items}>
          {stories.map((story) => (
            <li key={story.id} className={styles.item}>
              <p className={styles.meta}>
                <strong>{story.name}</strong>
                {story.email && <span dir="ltr">{story.email}</span>}
                <span>{story.lang}</span>
                <span>{t(`admin.stories.status.${story.status}`)}</span>
                <TimeAgo value={story.created_at} locale={locale} />
              </p>
              <p className={styles.text}>{story.story}</p>
              {story.testimonial_id !== null && <p className={styles.note}>{t('admin.stories.drafted')}</p>}
              <div className={styles.actions}>
                {story.status === 'pending' &&
                  (['draft_testimonial', 'keep', 'reject'] as const).map((decision) => (
                    <button
                      key={decision}
                      type="button"
                      className={decision === 'reject' ? ui.dangerButton : ui.smallButton}
                      disabled={moderate.isPending}
                      onClick={() => moderate.mutate({ id: story.id, decision })}
                    >
                      {t(`admin.stories.decision.${decision}`)}
                    </button>
                  ))}
                <button
                  type="button"
                  className={ui.dangerButton}
                  disabled={remove.isPending}
                  onClick={() => {
                    if (window.confirm(t('admin.confirmDelete'))) remove.mutate(story.id);
                  }}
                >
                  {t('admin.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
        <ListPagination answer={list.data} onPageChange={setPage} />
      </ListBody>
    </PanelSection>
  );
}

/** The partnership enquiries, not archived by default: mark read, archive, or delete each one. */
function EnquiriesPanel() {
  const { t, locale } = useAdminScreen('reunionLanding', 'adminReunionSubmissions');
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<EnquiryFilter | ''>('');
  const query = { page, status: status || undefined };
  const list = usePagedList(adminEnquiryKeys.list(query), (signal) => fetchEnquiries(query, signal));
  const update = useAction(
    t,
    ({ id, change }: { id: number; change: { is_read?: boolean; is_archived?: boolean } }) => updateEnquiry(id, change),
    [adminEnquiryKeys.all],
  );
  const remove = useAction(t, (id: number) => deleteEnquiry(id), [adminEnquiryKeys.all]);
  const enquiries = list.data?.data ?? [];

  return (
    <PanelSection title={t('admin.enquiries.title')}>
      <FilterSelect
        label={t('admin.enquiries.filter')}
        value={status}
        onChange={(value) => {
          setStatus(value as EnquiryFilter | '');
          setPage(1);
        }}
        options={[
          ['', t('admin.enquiries.open')],
          ...ENQUIRY_FILTERS.map((f) => [f, t(`admin.enquiries.status.${f}`)] as const),
        ]}
      />
      <ListBody
        query={list}
        isEmpty={enquiries.length === 0}
        loadingText={t('admin.loading')}
        errorMessage={() => t('admin.loadFailed')}
        retryLabel={t('admin.retry')}
        empty={<EmptyState title={t('admin.enquiries.emptyTitle')} text={t('admin.enquiries.empty')} />}
      >
        <ul className={styles.items}>
          {enquiries.map((enquiry) => (
            <li key={enquiry.id} className={styles.item} data-unread={enquiry.is_read ? undefined : true}>
              <p className={styles.meta}>
                <strong>{enquiry.organisation}</strong>
                <span>{enquiry.contact_name}</span>
                <a href={`mailto:${enquiry.email}`} dir="ltr">
                  {enquiry.email}
                </a>
                <TimeAgo value={enquiry.created_at} locale={locale} />
              </p>
              <p className={styles.text}>{enquiry.message}</p>
              <div className={styles.actions}>
                <button
                  type="button"
                  className={ui.smallButton}
                  disabled={update.isPending}
                  onClick={() => update.mutate({ id: enquiry.id, change: { is_read: !enquiry.is_read } })}
                >
                  {enquiry.is_read ? t('admin.enquiries.markUnread') : t('admin.enquiries.markRead')}
                </button>
                <button
                  type="button"
                  className={ui.smallButton}
                  disabled={update.isPending}
                  onClick={() => update.mutate({ id: enquiry.id, change: { is_archived: !enquiry.is_archived } })}
                >
                  {enquiry.is_archived ? t('admin.enquiries.unarchive') : t('admin.enquiries.archive')}
                </button>
                <button
                  type="button"
                  className={ui.dangerButton}
                  disabled={remove.isPending}
                  onClick={() => {
                    if (window.confirm(t('admin.confirmDelete'))) remove.mutate(enquiry.id);
                  }}
                >
                  {t('admin.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
        <ListPagination answer={list.data} onPageChange={setPage} />
      </ListBody>
    </PanelSection>
  );
}
