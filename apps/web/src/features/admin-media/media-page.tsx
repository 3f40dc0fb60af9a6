import {
  MEDIA_BULK_ACTIONS,
  MEDIA_SORTS,
  MEDIA_STATUSES,
  MEDIA_TYPES,
  PROCESSING_STATUSES,
  type AdminMediaItem,
} from '@site/contracts';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'wouter';
import { usePageMeta } from '../../components/page-meta';
import { QueryScope } from '../../components/query-scope';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { AdminPageHeader } from '../../components/admin/admin-page-header';
import ui from '../../components/admin/admin-ui.module.css';
import { BulkActionBar } from '../../components/admin/bulk-action-bar';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { Icon } from '../../components/admin/icons';
import { Pagination } from '../../components/admin/pagination';
import { SearchInput } from '../../components/admin/search-input';
import { useLocale } from '../../components/admin/use-locale';
import { useLastPageClamp, useSelection } from '../../components/admin/use-selection';
import {
  DEFAULT_MEDIA_PARAMS,
  isFiltered,
  readMediaParams,
  writeMediaParams,
  type MediaBulkAction,
  type MediaListParams,
} from './media-list-params';
import { MediaEditDialog } from './media-edit-dialog';
import { MediaIcon } from './media-icons';
import { categoryLabel, MediaGrid, MediaTable } from './media-items';
import { MediaStatsStrip } from './media-stats';
import { UploadPanel } from './upload-panel';
import { anyUnsettled } from './processing';
import { useMediaCategoryOptions, useMediaList, useMediaMutations, useMediaStats } from './use-media';
import { useUploadQueue } from './use-upload-queue';
import { useViewMode } from './view-mode';
import { YoutubeDialog } from './youtube-dialog';
import styles from './media-page.module.css';

/** Media library: upload, YouTube links, filters, bulk actions, editing per language. */
export default function MediaPage() {
  return (
    <QueryScope>
      <MediaScreen />
    </QueryScope>
  );
}

/** The item whose editor is open (`?edit=<id>`), if any. */
export function editedId(search: URLSearchParams): number | null {
  const value = Number(search.get('edit'));
  return Number.isInteger(value) && value > 0 ? value : null;
}

type PendingDelete = { kind: 'one'; item: AdminMediaItem; title: string } | { kind: 'bulk'; ids: number[] } | null;

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function MediaScreen() {
  const { t } = useTranslation('admin-media');
  const { t: tp } = useTranslation('pages');
  const { language, locale } = useLocale();
  usePageMeta({ title: tp('adminMedia.title'), description: tp('adminMedia.summary'), noindex: true });

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
  const categoryById = useMemo(() => new Map((categories.data ?? []).map((c) => [c.id, c])), [categories.data]);
  const { bulk, remove, reprocess } = useMediaMutations();
  const [view, setView] = useViewMode();
  const [youtubeOpen, setYoutubeOpen] = useState(false);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete>(null);

  const { selected, setSelected, toggle } = useSelection(JSON.stringify(params));

  // After deleting the last items of the last page, show the page that now is the last.
  useLastPageClamp(list.data?.last_page, params.page, (page) =>
    setSearchParams(writeMediaParams({ ...params, page }), { replace: true }),
  );

  const toggleAll = (on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      items.forEach((item) => (on ? next.add(item.id) : next.delete(item.id)));
      return next;
    });
  const allOnPage = items.length > 0 && items.every((item) => selected.has(item.id));

  const runBulk = (action: MediaBulkAction, ids: number[]) =>
    bulk.mutate(
      { action, ids },
      {
        onSuccess: (answer) => {
          notify('success', t(`bulk.done.${action}`, { count: answer.affected }));
          setSelected(new Set());
          setPendingDelete(null);
        },
        onError: (error) => {
          setPendingDelete(null);
          notify('error', t('toast.bulkFailed', { message: errorText(error) }));
        },
      },
    );

  const onBulk = (action: MediaBulkAction) => {
    const ids = [...selected];
    if (ids.length === 0) return;
    if (action === 'delete') setPendingDelete({ kind: 'bulk', ids });
    else runBulk(action, ids);
  };

  const deleteOne = (item: AdminMediaItem) =>
    remove.mutate(item.id, {
      onSuccess: () => {
        notify('success', t('toast.deleted'));
        toggle(item.id, false);
        setPendingDelete(null);
        if (editId === item.id) closeEditor();
      },
      onError: (error) => {
        setPendingDelete(null);
        if (error instanceof ApiError && error.status === 404) {
          notify('info', t('toast.alreadyDeleted'));
          return;
        }
        notify('error', t('toast.deleteFailed', { message: errorText(error) }));
      },
    });

  const onReprocess = (item: AdminMediaItem) =>
    reprocess.mutate(item.id, {
      onSuccess: () => notify('success', t('toast.reprocessing')),
      onError: (error) => notify('error', t('toast.reprocessFailed', { message: errorText(error) })),
    });

  const ids = {
    type: useId(),
    category: useId(),
    processing: useId(),
    visibility: useId(),
    featured: useId(),
    status: useId(),
    sort: useId(),
    list: useId(),
  };
  const filtered = isFiltered(params);
  // Phones show the filters on demand (they would push the library a screen down); wider screens always.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilters = [
    params.type,
    params.categoryId,
    params.processing,
    params.visibility,
    params.featured,
    params.status,
  ].filter((value) => value !== '').length;
  const reset = () => setSearchParams(writeMediaParams(DEFAULT_MEDIA_PARAMS), { replace: true });
  const busy = bulk.isPending || remove.isPending || reprocess.isPending;
  const viewProps = {
    items,
    lang: language,
    locale,
    categories: categoryById,
    selected,
    onToggle: toggle,
    onToggleAll: toggleAll,
    onEdit: openEditor,
    onDelete: (item: AdminMediaItem, title: string) => setPendingDelete({ kind: 'one', item, title }),
    onReprocess,
    busy,
    fetching: list.isFetching && list.isPlaceholderData,
  };

  return (
    <div className={styles.page}>
      <AdminPageHeader
        title={tp('adminMedia.heading')}
        summary={tp('adminMedia.summary')}
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
      />

      <MediaStatsStrip stats={stats.data} locale={locale} onShowFailed={() => update({ processing: 'failed' })} />

      <UploadPanel queue={queue} entries={entries} locale={locale} onEdit={openEditor} />

      <section className={`${ui.panel} ${styles.library}`} aria-labelledby={`${ids.list}-title`}>
        <div className={styles.libraryHead}>
          <h2 id={`${ids.list}-title`} className={`${ui.panelTitle} ${styles.libraryTitle}`}>
            {t('list.title')}
          </h2>
          <div className={styles.viewToggle} role="group" aria-label={t('view.label')}>
            {(['grid', 'list'] as const).map((mode) => (
              <button
                key={mode}
                type="button"
                className={styles.viewButton}
                aria-pressed={view === mode}
                onClick={() => setView(mode)}
              >
                <MediaIcon name={mode} size={18} />
                <span>{t(`view.${mode}`)}</span>
              </button>
            ))}
          </div>
        </div>

        <button
          type="button"
          className={`${ui.smallButton} ${styles.filtersToggle}`}
          aria-expanded={filtersOpen}
          aria-controls={`${ids.list}-filters`}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {activeFilters > 0 ? t('list.filtersCount', { count: activeFilters }) : t('list.filtersButton')}
          <span aria-hidden="true" className="chevron" />
        </button>
        <div
          id={`${ids.list}-filters`}
          className={styles.filters}
          data-open={filtersOpen || undefined}
          role="group"
          aria-label={t('list.filtersLabel')}
        >
          <SearchInput
            value={params.search}
            onSearch={(query) => update({ search: query })}
            label={t('list.searchLabel')}
            placeholder={t('list.searchPlaceholder')}
          />
          <div className={`${ui.field} ${styles.filter}`}>
            <label htmlFor={ids.type} className={ui.label}>
              {t('list.type')}
            </label>
            <select
              id={ids.type}
              className={ui.select}
              value={params.type}
              onChange={(event) => update({ type: event.target.value as MediaListParams['type'] })}
            >
              <option value="">{t('list.allTypes')}</option>
              {MEDIA_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}Plural`)}
                </option>
              ))}
              <option value="youtube">{t('types.youtubePlural')}</option>
            </select>
          </div>
          <div className={`${ui.field} ${styles.filter}`}>
            <label htmlFor={ids.category} className={ui.label}>
              {t('list.category')}
            </label>
            <select
              id={ids.category}
              className={ui.select}
              value={params.categoryId}
              onChange={(event) => update({ categoryId: event.target.value })}
            >
              <option value="">{t('list.allCategories')}</option>
              {(categories.data ?? []).map((category) => (
                <option key={category.id} value={String(category.id)}>
                  {categoryLabel(category, language)}
                </option>
              ))}
            </select>
          </div>
          <div className={`${ui.field} ${styles.filter}`}>
            <label htmlFor={ids.processing} className={ui.label}>
              {t('list.processing')}
            </label>
            <select
              id={ids.processing}
              className={ui.select}
              value={params.processing}
              onChange={(event) => update({ processing: event.target.value as MediaListParams['processing'] })}
            >
              <option value="">{t('list.anyProcessing')}</option>
              {PROCESSING_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`processing.${status}`)}
                </option>
              ))}
            </select>
          </div>
          <div className={`${ui.field} ${styles.filter}`}>
            <label htmlFor={ids.visibility} className={ui.label}>
              {t('list.visibility')}
            </label>
            <select
              id={ids.visibility}
              className={ui.select}
              value={params.visibility}
              onChange={(event) => update({ visibility: event.target.value as MediaListParams['visibility'] })}
            >
              <option value="">{t('list.anyVisibility')}</option>
              <option value="public">{t('visibility.public')}</option>
              <option value="private">{t('visibility.private')}</option>
            </select>
          </div>
          <div className={`${ui.field} ${styles.filter}`}>
            <label htmlFor={ids.featured} className={ui.label}>
              {t('list.featured')}
            </label>
            <select
              id={ids.featured}
              className={ui.select}
              value={params.featured}
              onChange={(event) => update({ featured: event.target.value as MediaListParams['featured'] })}
            >
              <option value="">{t('list.anyFeatured')}</option>
              <option value="true">{t('featured.only')}</option>
              <option value="false">{t('featured.not')}</option>
            </select>
          </div>
          <div className={`${ui.field} ${styles.filter}`}>
            <label htmlFor={ids.status} className={ui.label}>
              {t('list.status')}
            </label>
            <select
              id={ids.status}
              className={ui.select}
              value={params.status}
              onChange={(event) => update({ status: event.target.value as MediaListParams['status'] })}
            >
              <option value="">{t('list.anyStatus')}</option>
              {MEDIA_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`status.${status}`)}
                </option>
              ))}
            </select>
          </div>
          <div className={`${ui.field} ${styles.filter}`}>
            <label htmlFor={ids.sort} className={ui.label}>
              {t('list.sort')}
            </label>
            <select
              id={ids.sort}
              className={ui.select}
              value={params.sort}
              onChange={(event) => update({ sort: event.target.value as MediaListParams['sort'] })}
            >
              {MEDIA_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`sort.${sort}`)}
                </option>
              ))}
            </select>
          </div>
          {(filtered || params.sort !== 'newest') && (
            <button type="button" className={`${ui.smallButton} ${styles.reset}`} onClick={reset}>
              {t('list.reset')}
            </button>
          )}
        </div>

        <div className={styles.selectionRow}>
          {view === 'grid' && items.length > 0 && (
            <label className={styles.selectAll}>
              <input type="checkbox" checked={allOnPage} onChange={(event) => toggleAll(event.target.checked)} />
              <span>{t('list.selectAll')}</span>
            </label>
          )}
          <BulkActionBar<MediaBulkAction>
            className={styles.bulkBar}
            selectedCount={selected.size}
            actions={MEDIA_BULK_ACTIONS.map((action) => ({ value: action, label: t(`bulk.${action}`) }))}
            onApply={onBulk}
            onClear={() => setSelected(new Set())}
            busy={bulk.isPending}
          />
        </div>

        {list.isPending ? (
          <p className={ui.empty} role="status">
            {t('list.loading')}
          </p>
        ) : list.isError ? (
          <div className={ui.errorBox} role="alert">
            <p className={styles.errorText}>{t('list.loadError', { message: errorText(list.error) })}</p>
            <button type="button" className={ui.smallButton} onClick={() => void list.refetch()}>
              {t('list.retry')}
            </button>
          </div>
        ) : items.length === 0 ? (
          <div className={`${ui.empty} ${styles.empty}`}>
            <p className={styles.emptyTitle}>{filtered ? t('list.noMatch.title') : t('list.empty.title')}</p>
            <p>{filtered ? t('list.noMatch.text') : t('list.empty.text')}</p>
            {filtered && (
              <button type="button" className="button button-ghost" onClick={reset}>
                {t('list.reset')}
              </button>
            )}
          </div>
        ) : view === 'grid' ? (
          <MediaGrid {...viewProps} />
        ) : (
          <MediaTable {...viewProps} />
        )}

        {list.data && (
          <Pagination
            page={list.data.current_page}
            lastPage={list.data.last_page}
            total={list.data.total}
            onPageChange={(page) => setSearchParams(writeMediaParams({ ...params, page }))}
          />
        )}
      </section>

      {editId !== null && (
        <MediaEditDialog
          key={editId}
          id={editId}
          initial={items.find((item) => item.id === editId)}
          categories={categories.data ?? []}
          onClose={closeEditor}
          onDelete={(item, title) => setPendingDelete({ kind: 'one', item, title })}
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
        open={pendingDelete !== null}
        tone="danger"
        title={pendingDelete?.kind === 'bulk' ? t('confirm.bulkDeleteTitle') : t('confirm.deleteTitle')}
        message={
          pendingDelete?.kind === 'bulk' ? (
            t('confirm.bulkDeleteMessage', { count: pendingDelete.ids.length })
          ) : pendingDelete?.kind === 'one' ? (
            <>
              <p>{t('confirm.deleteMessage', { title: pendingDelete.title })}</p>
              {pendingDelete.item.comment_count > 0 && (
                <p>{t('confirm.deleteComments', { count: pendingDelete.item.comment_count })}</p>
              )}
            </>
          ) : (
            ''
          )
        }
        busy={bulk.isPending || remove.isPending}
        onCancel={() => setPendingDelete(null)}
        onConfirm={() => {
          if (!pendingDelete) return;
          if (pendingDelete.kind === 'one') deleteOne(pendingDelete.item);
          else runBulk('delete', pendingDelete.ids);
        }}
      />
    </div>
  );
}
