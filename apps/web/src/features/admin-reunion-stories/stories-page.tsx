import { STORY_KINDS, storyPath, type AdminStory, type StoryKind } from '@site/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { AdminListPage } from '../../components/admin/admin-page-header';
import ui from '../../components/admin/admin-ui.module.css';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { DataTable } from '../../components/admin/data-table';
import { errorText } from '../../components/admin/form-messages';
import { FilteredListBody } from '../../components/admin/list-frame';
import { queryPage } from '../../components/admin/query-page';
import { useAdminPageMeta } from '../../components/admin/use-admin-page-meta';
import { formatDate } from '../../lib/format';
import { currentLanguage, localeOf } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { useAdminStoryList, useDeleteStory, usePublishStory } from './use-admin-stories';
import styles from './admin-stories.module.css';

const PER_PAGE = 20;

/** The title in the admin's language, else English. */
function titleOf(story: AdminStory, lang: string): string {
  return story.translations[lang]?.title || story.translations.en?.title || story.slug;
}

function StoriesScreen() {
  const { t } = useTranslation('reunionStories');
  // The list frame's texts (loading, errors, empty and no-match states) are under `admin.list`.
  const te = (key: string, options?: Record<string, unknown>) => t(`admin.${key}`, options);
  useAdminPageMeta('adminReunionStories');
  const lang = currentLanguage();
  const locale = localeOf(lang);
  const [kind, setKind] = useState<StoryKind | ''>('');
  const [page, setPage] = useState(1);
  const list = useAdminStoryList({ page, per_page: PER_PAGE, ...(kind ? { kind } : {}) });
  const publish = usePublishStory();
  const remove = useDeleteStory();
  const [deleting, setDeleting] = useState<AdminStory | null>(null);
  const rows = list.data?.data ?? [];

  // After a confirmation: the row goes (the list is read again); the last row of a later page goes back a page.
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        notify('success', t('admin.deleted'));
        if (rows.length === 1 && page > 1) setPage(page - 1);
      },
      onError: (error) => {
        setDeleting(null);
        notify('error', t('admin.deleteFailed', { message: errorText(error) }));
      },
    });
  };

  const toggle = (story: AdminStory) =>
    publish.mutate(
      { id: story.id, published: !story.published },
      {
        onSuccess: (answer) => notify('success', answer.data.published ? t('admin.published') : t('admin.withdrawn')),
        onError: (error) => notify('error', t('admin.publishFailed', { message: errorText(error) })),
      },
    );

  const add = (
    <Link href="/admin/reunion/stories/create" className="button button-primary">
      <span aria-hidden="true">+</span> {t('admin.add')}
    </Link>
  );

  return (
    <AdminListPage page="adminReunionStories" actions={add}>
      <section className={ui.listPanel} aria-labelledby="page-heading">
        <div className={styles.filters}>
          <label className={ui.label} htmlFor="story-kind-filter">
            {t('admin.kindFilter')}
          </label>
          <select
            id="story-kind-filter"
            className={ui.select}
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as StoryKind | '');
              setPage(1);
            }}
          >
            <option value="">{t('admin.allKinds')}</option>
            {STORY_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`kinds.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <FilteredListBody
          t={te}
          query={list}
          isEmpty={rows.length === 0}
          filtered={kind !== ''}
          onReset={() => setKind('')}
          addAction={add}
          onPageChange={setPage}
        >
          <DataTable
            caption={t('admin.caption')}
            busy={list.isFetching}
            columns={[
              { key: 'title', label: t('admin.columns.title') },
              { key: 'kind', label: t('admin.columns.kind') },
              { key: 'date', label: t('admin.columns.date') },
              { key: 'state', label: t('admin.columns.state') },
              { key: 'actions', label: t('admin.columns.actions'), hidden: true },
            ]}
          >
            {rows.map((story) => {
              const title = titleOf(story, lang);
              return (
                <tr key={story.id}>
                  <td>
                    <Link href={`/admin/reunion/stories/${story.id}/edit`}>{title}</Link>
                    {story.is_sample && <span className={styles.sample}> · {t('sample')}</span>}
                    <div className={styles.slug}>{storyPath(story.slug)}</div>
                  </td>
                  <td>
                    {t(`kinds.${story.kind}`)}
                    {story.news && ` · ${t(`categories.${story.news.category}`)}`}
                  </td>
                  <td>{formatDate(story.published_at, locale, { timeZone: 'UTC' })}</td>
                  <td>{story.published ? t('admin.stateOn') : t('admin.stateOff')}</td>
                  <td className={styles.actions}>
                    <button
                      type="button"
                      className={ui.smallButton}
                      disabled={publish.isPending}
                      onClick={() => toggle(story)}
                    >
                      {story.published ? t('admin.withdraw') : t('admin.publish')}
                      <span className="visually-hidden">: {title}</span>
                    </button>{' '}
                    <Link href={`/admin/reunion/stories/${story.id}/edit`} className={ui.smallButton}>
                      {t('admin.edit')}
                      <span className="visually-hidden">: {title}</span>
                    </Link>{' '}
                    <button
                      type="button"
                      className={`${ui.smallButton} ${ui.dangerButton}`}
                      disabled={remove.isPending}
                      onClick={() => setDeleting(story)}
                    >
                      {t('admin.delete')}
                      <span className="visually-hidden">: {title}</span>
                    </button>
                  </td>
                </tr>
              );
            })}
          </DataTable>
        </FilteredListBody>
      </section>
      <ConfirmDialog
        open={deleting !== null}
        tone="danger"
        title={t('admin.confirmDeleteTitle')}
        message={deleting && <p>{t('admin.confirmDelete', { title: titleOf(deleting, lang) })}</p>}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </AdminListPage>
  );
}

/** /admin/reunion/stories: every story, news article and guide, filtered by kind, with publishing and deleting. */
export default queryPage(StoriesScreen);
