import type { AdminMediaItem } from '@site/contracts';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { useAdminScreen } from '../../components/admin/use-admin-page-meta';
import { errorText } from '../../components/admin/form-messages';
import { AdminListPage } from '../../components/admin/admin-page-header';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { Icon } from '../../components/admin/icons';
import { useListActions } from '../../components/admin/use-list-actions';
import { useLastPageClamp, useSelection } from '../../components/admin/use-selection';
import { queryPage } from '../../components/admin/query-page';
import { isNotFound } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { MediaEditDialog } from './media-edit-dialog';
import { MediaIcon } from './media-icons';
import { MediaLibrary } from './media-library';
import {
  DEFAULT_MEDIA_PARAMS,
  readMediaParams,
  writeMediaParams,
  type MediaBulkAction,
  type MediaListParams,
} from './media-list-params';
import { MediaStatsStrip } from './media-stats';
import { anyUnsettled } from './processing';
import { UploadPanel } from './upload-panel';
import { useMediaCategoryOptions, useMediaList, useMediaMutations, useMediaStats } from './use-media';
import { useUploadQueue } from './use-upload-queue';
import { YoutubeDialog } from './youtube-dialog';

/** Media library: upload, YouTube links, filters, bulk actions, editing per language. */
export default queryPage(MediaScreen);

/** The item whose editor is open (`?edit=<id>`), if any. */
export function editedId(search: URLSearchParams): number | null {
  const value = Number(search.get('edit'));
  return Number.isInteger(value) && value > 0 ? value : null;
}

function MediaScreen() {
  const { t, language, locale } = useAdminScreen('admin-media', 'adminMedia');

  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readMediaParams(searchParams), [searchParams]);
  const editId = editedId(searchParams);
  const update = (changes: Partial<MediaListParams>) =>
    setSearchParams(writeMediaParams({ ...params, page: 1, ...changes }), { replace: true });
  const openEditor = (id: number) => setSearchParams({ ...writeMediaParams(params), edit: String(id) });
  const closeEditor = () => setSearchParams(writeMediaParams(params), { replace: true });

  const list = useMediaList(params);
  const items = useMemo(() => list.data?.data ?? [], [list.data]);
  const { queue, entries } = useUploadQueue();
  const uploadsProcessing = entries.some((e) => e.status === 'processing');
  const stats = useMediaStats(anyUnsettled(items) || uploadsProcessing);
  const categories = useMediaCategoryOptions();
  const { bulk, remove, reprocess } = useMediaMutations();
  const [youtubeOpen, setYoutubeOpen] = useState(false);
  const selection = useSelection(JSON.stringify(params));

  // After deleting the last items of the last page, show the page that now is the last.
  useLastPageClamp(list.data?.last_page, params.page, (page) =>
    setSearchParams(writeMediaParams({ ...params, page }), { replace: true }),
  );

  const actions = useListActions<{ item: AdminMediaItem; title: string }, MediaBulkAction>({
    selection,
    idOf: ({ item }) => item.id,
    runBulk: (body, callbacks) => bulk.mutate(body, callbacks),
    runDelete: ({ item }, callbacks) => remove.mutate(item.id, callbacks),
    onBulkDone: (action, answer) => notify('success', t(`bulk.done.${action}`, { count: answer.affected })),
    onBulkFailed: (error) => notify('error', t('toast.bulkFailed', { message: errorText(error) })),
    onDeleted: ({ item }) => {
      notify('success', t('toast.deleted'));
      if (editId === item.id) closeEditor();
    },
    onDeleteFailed: (error) => {
      if (isNotFound(error)) {
        notify('info', t('toast.alreadyDeleted'));
        return;
      }
      notify('error', t('toast.deleteFailed', { message: errorText(error) }));
    },
  });
  const { pending } = actions;
  const askDelete = (item: AdminMediaItem, title: string) => actions.askDelete({ item, title });

  const onReprocess = (item: AdminMediaItem) =>
    reprocess.mutate(item.id, {
      onSuccess: () => notify('success', t('toast.reprocessing')),
      onError: (error) => notify('error', t('toast.reprocessFailed', { message: errorText(error) })),
    });

  return (
    <AdminListPage
      page="adminMedia"
      actions={
        <>
          <Link href="/admin/media-categories" className="button button-ghost">
            <Icon name="categories" size={18} />
            {t('header.categories')}
          </Link>
          <button type="button" className="button button-primary" onClick={() => setYoutubeOpen(true)}>
            <MediaIcon name="youtube" size={18} />
            {t('header.addYoutube')}
          </button>
        </>
      }
    >
      <MediaStatsStrip stats={stats.data} locale={locale} onShowFailed={() => update({ processing: 'failed' })} />

      <UploadPanel queue={queue} entries={entries} locale={locale} onEdit={openEditor} />

      <MediaLibrary
        list={list}
        items={items}
        params={params}
        language={language}
        locale={locale}
        categories={categories.data ?? []}
        selection={selection}
        onFilter={update}
        onReset={() => setSearchParams(writeMediaParams(DEFAULT_MEDIA_PARAMS), { replace: true })}
        onPage={(page) => setSearchParams(writeMediaParams({ ...params, page }))}
        onBulk={actions.onBulk}
        bulkBusy={bulk.isPending}
        onEdit={openEditor}
        onDelete={askDelete}
        onReprocess={onReprocess}
        busy={bulk.isPending || remove.isPending || reprocess.isPending}
      />

      {editId !== null && (
        <MediaEditDialog
          key={editId}
          id={editId}
          initial={items.find((item) => item.id === editId)}
          categories={categories.data ?? []}
          onClose={closeEditor}
          onDelete={askDelete}
        />
      )}

      {youtubeOpen && (
        <YoutubeDialog
          categories={categories.data ?? []}
          onClose={() => setYoutubeOpen(false)}
          onCreated={(item) => {
            setYoutubeOpen(false);
            notify('success', t('youtube.created'));
            openEditor(item.id);
          }}
        />
      )}

      <ConfirmDialog
        open={pending !== null}
        tone="danger"
        title={pending?.kind === 'bulk' ? t('confirm.bulkDeleteTitle') : t('confirm.deleteTitle')}
        message={
          pending?.kind === 'bulk' ? (
            t('confirm.bulkDeleteMessage', { count: pending.ids.length })
          ) : pending?.kind === 'one' ? (
            <>
              <p>{t('confirm.deleteMessage', { title: pending.item.title })}</p>
              {pending.item.item.comment_count > 0 && (
                <p>{t('confirm.deleteComments', { count: pending.item.item.comment_count })}</p>
              )}
            </>
          ) : (
            ''
          )
        }
        busy={bulk.isPending || remove.isPending}
        onCancel={actions.cancelDelete}
        onConfirm={actions.confirmDelete}
      />
    </AdminListPage>
  );
}
