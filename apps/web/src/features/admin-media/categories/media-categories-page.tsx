import { MEDIA_CATEGORY_BULK_ACTIONS, type AdminMediaCategory } from '@site/contracts';
import { Link } from 'wouter';
import { PageSpinner } from '../../../components/page-spinner';
import { queryPage } from '../../../components/admin/query-page';
import { notify } from '../../../lib/notify';
import { useAdminScreen } from '../../../components/admin/use-admin-page-meta';
import { errorText } from '../../../components/admin/form-messages';
import { AdminPageHeading } from '../../../components/admin/admin-page-header';
import { DataTable, selectColumn } from '../../../components/admin/data-table';
import ui from '../../../components/admin/admin-ui.module.css';
import { BulkActionBar } from '../../../components/admin/bulk-action-bar';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import {
  canReorderList,
  CategorySearchBar,
  orderedRowActions,
  useCategoryListState,
} from '../../../components/admin/category-list';
import { Icon } from '../../../components/admin/icons';
import { ListPagination } from '../../../components/admin/list-frame';
import { StatsStrip } from '../../../components/admin/stats-strip';
import { useListActions } from '../../../components/admin/use-list-actions';
import { useSelection } from '../../../components/admin/use-selection';
import { LoadError, pageSelection } from '../../../components/admin/list';
import { MediaCategoryDialog } from './media-category-dialog';
import { localName, MediaCategoryRow } from './media-category-row';
import {
  nextSortOrder,
  reorderedIds,
  useMediaCategoryList,
  useMediaCategoryMutations,
  useMediaCategoryStats,
  type MediaCategoryBulkAction,
} from './use-media-categories';
import styles from './media-categories-page.module.css';

/** Media categories: stats, names per language, colour and icon, reorder, bulk actions. */
export default queryPage(MediaCategoriesScreen);

function MediaCategoriesScreen() {
  const { t, language, locale } = useAdminScreen('admin-media', 'adminMediaCategories');

  const { editing, setEditing, query, search, page, setPage } = useCategoryListState<AdminMediaCategory>();
  const selection = useSelection();
  const { selected, setSelected, toggle } = selection;

  const list = useMediaCategoryList(page, query);
  const stats = useMediaCategoryStats();
  const { remove, reorder, bulk } = useMediaCategoryMutations();

  const categories = list.data?.data ?? [];
  const canReorder = canReorderList(query, list.data, reorder.isPending);
  const { all: allChecked, some: someChecked } = pageSelection(categories, selected);

  const move = (category: AdminMediaCategory, step: -1 | 1) => {
    const ids = reorderedIds(categories, category.id, step);
    if (!ids) return;
    const name = localName(category, language);
    reorder.mutate(ids, {
      onSuccess: () => notify('success', t(step < 0 ? 'categories.movedUp' : 'categories.movedDown', { name })),
      onError: (error) => notify('error', t('categories.reorderFailed', { message: errorText(error) })),
    });
  };

  const actions = useListActions<AdminMediaCategory, MediaCategoryBulkAction, number>({
    selection,
    idOf: (category) => category.id,
    runBulk: (body, callbacks) => bulk.mutate(body, callbacks),
    runDelete: (category, callbacks) => remove.mutate(category.id, callbacks),
    // How many media the ticked categories hold: they become uncategorised.
    bulkInfo: (ids) => categories.filter((c) => ids.includes(c.id)).reduce((sum, c) => sum + c.media_count, 0),
    onBulkDone: (action, answer) => {
      notify('success', t(`categories.bulkDone.${action}`, { count: answer.affected }));
      if (action === 'delete' && answer.affected >= categories.length && page > 1) setPage(page - 1);
    },
    onBulkFailed: (error) => notify('error', t('categories.actionFailed', { message: errorText(error) })),
    onDeleted: (category) => {
      notify('success', t('categories.deleted', { name: localName(category, language) }));
      if (categories.length === 1 && page > 1) setPage(page - 1);
    },
    onDeleteFailed: (error) => notify('error', t('categories.deleteFailed', { message: errorText(error) })),
  });
  const { pending } = actions;
  const rowActions = orderedRowActions(categories, canReorder, {
    move,
    edit: (category) => setEditing({ category }),
    remove: actions.askDelete,
  });

  const statKeys = ['total', 'active', 'with_media', 'empty'] as const;

  return (
    <>
      <AdminPageHeading
        page="adminMediaCategories"
        actions={
          <>
            <Link href="/admin/media" className="button button-ghost">
              <Icon name="media" size={18} />
              {t('categories.backToMedia')}
            </Link>
            <button type="button" className="button button-primary" onClick={() => setEditing({ category: null })}>
              <Icon name="plus" size={18} />
              {t('categories.add')}
            </button>
          </>
        }
      />

      <StatsStrip
        name="media-category"
        keys={statKeys}
        text={(key) => t(`categories.stats.${key}`)}
        counts={stats.data}
        narrowColumns={2}
      />

      <CategorySearchBar
        t={t}
        value={query}
        placeholder={t('categories.searchPlaceholder')}
        onSearch={(value) => {
          search(value);
          setSelected(new Set());
        }}
      />

      {list.isPending && <PageSpinner />}
      {list.isError && (
        <LoadError
          message={t('categories.loadFailed', { message: errorText(list.error) })}
          retryLabel={t('list.retry')}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.data && categories.length === 0 && (
        <div className={`${ui.panel} ${ui.empty} ${styles.empty}`}>
          <p>{query ? t('categories.noMatches') : t('categories.empty')}</p>
          {!query && (
            <button type="button" className="button button-primary" onClick={() => setEditing({ category: null })}>
              {t('categories.add')}
            </button>
          )}
        </div>
      )}
      {list.data && categories.length > 0 && (
        <>
          <BulkActionBar<MediaCategoryBulkAction>
            className={styles.bulkBar}
            selectedCount={selected.size}
            actions={MEDIA_CATEGORY_BULK_ACTIONS.map((action) => ({
              value: action,
              label: t(`categories.bulk.${action}`),
            }))}
            onApply={actions.onBulk}
            onClear={() => setSelected(new Set())}
            busy={bulk.isPending}
          />
          <DataTable
            caption={t('categories.tableCaption')}
            columns={[
              selectColumn({ all: allChecked, some: someChecked }, t('categories.selectAll'), (on) =>
                setSelected(on ? new Set(categories.map((c) => c.id)) : new Set()),
              ),
              { key: 'order', label: t('categories.columns.order'), className: `${ui.numeric} ${styles.wide}` },
              { key: 'name', label: t('categories.columns.name') },
              { key: 'key', label: t('categories.columns.key'), className: styles.wide },
              { key: 'media', label: t('categories.columns.media'), className: `${ui.numeric} ${styles.wide}` },
              { key: 'status', label: t('categories.columns.status'), className: styles.wide },
              { key: 'actions', label: t('categories.columns.actions'), className: styles.actionsHead },
            ]}
          >
            {categories.map((category, index) => (
              <MediaCategoryRow
                key={category.id}
                category={category}
                language={language}
                locale={locale}
                selected={selected.has(category.id)}
                onSelect={(on) => toggle(category.id, on)}
                actions={rowActions(category, index)}
              />
            ))}
          </DataTable>
        </>
      )}
      <ListPagination
        answer={list.data}
        onPageChange={(next) => {
          setPage(next);
          setSelected(new Set());
        }}
      />

      {editing && (
        <MediaCategoryDialog
          category={editing.category}
          nextOrder={nextSortOrder(categories)}
          onClose={() => setEditing(null)}
          onSaved={(name, created) => {
            setEditing(null);
            notify('success', t(created ? 'categories.created' : 'categories.updated', { name }));
          }}
        />
      )}

      <ConfirmDialog
        open={pending !== null}
        tone="danger"
        title={pending?.kind === 'bulk' ? t('categories.confirmDelete.bulkTitle') : t('categories.confirmDelete.title')}
        message={
          pending?.kind === 'one' ? (
            <>
              <p>{t('categories.confirmDelete.message', { name: localName(pending.item, language) })}</p>
              <p>
                {pending.item.media_count > 0
                  ? t('categories.confirmDelete.media', { count: pending.item.media_count })
                  : t('categories.confirmDelete.noMedia')}
              </p>
            </>
          ) : pending?.kind === 'bulk' ? (
            <>
              <p>{t('categories.confirmDelete.bulkMessage', { count: pending.ids.length })}</p>
              <p>
                {pending.info > 0
                  ? t('categories.confirmDelete.media', { count: pending.info })
                  : t('categories.confirmDelete.noMedia')}
              </p>
            </>
          ) : (
            ''
          )
        }
        busy={remove.isPending || bulk.isPending}
        onConfirm={actions.confirmDelete}
        onCancel={actions.cancelDelete}
      />
    </>
  );
}
