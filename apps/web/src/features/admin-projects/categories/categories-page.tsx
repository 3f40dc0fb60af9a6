import { LANGUAGES, pickLanguage, type AdminCategory } from '@site/contracts';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PageSpinner } from '../../../components/page-spinner';
import { queryPage } from '../../../components/admin/query-page';
import { notify } from '../../../lib/notify';
import { useAdminScreen } from '../../../components/admin/use-admin-page-meta';
import { AdminPageHeading } from '../../../components/admin/admin-page-header';
import { DataTable } from '../../../components/admin/data-table';
import ui from '../../../components/admin/admin-ui.module.css';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { translateMessage } from '../../../components/admin/form-messages';
import { formatNumber } from '../../../lib/format';
import { Icon } from '../../../components/admin/icons';
import { moveId } from '../../../components/admin/reorder';
import { LoadError } from '../../../components/admin/list';
import {
  canReorderList,
  CategoryRowActions,
  CategorySearchBar,
  orderedRowActions,
  useCategoryListState,
} from '../../../components/admin/category-list';
import { ListPagination } from '../../../components/admin/list-frame';
import { StatsStrip } from '../../../components/admin/stats-strip';
import { CategoryFormDialog } from './category-form-dialog';
import { useCategoryList, useProjectCategoryMutations, useCategoryStats } from './use-categories';
import narrow from '../../../components/admin/narrow.module.css';
import styles from './categories-page.module.css';

/** Project categories: ordered list, names in every language, create, edit, delete, reorder. */
export default queryPage(CategoriesScreen);

function CategoriesScreen() {
  const { t, language, locale } = useAdminScreen('admin', 'adminCategories');

  // "Add category" elsewhere (dashboard) links here with ?create=1: open the form once, then drop the flag.
  const search = useSearch();
  const [, navigate] = useLocation();
  const {
    editing,
    setEditing,
    query,
    search: searchFor,
    page,
    setPage,
  } = useCategoryListState<AdminCategory>(() =>
    new URLSearchParams(search).has('create') ? { category: null } : null,
  );
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);

  const list = useCategoryList(page, query);
  const stats = useCategoryStats();
  const { remove, reorder } = useProjectCategoryMutations();

  const categories = list.data?.data ?? [];
  const canReorder = canReorderList(query, list.data, reorder.isPending);
  const nextOrder = categories.reduce((max, c) => Math.max(max, c.sort_order + 1), 0);
  const localName = (category: AdminCategory): string => pickLanguage<string>(category.names, language) ?? category.key;
  const language_ = LANGUAGES.find((l) => l.code === language);

  const closeForm = () => {
    setEditing(null);
    if (new URLSearchParams(search).has('create')) navigate('/admin/categories', { replace: true });
  };

  const move = (category: AdminCategory, step: -1 | 1) => {
    const ids = moveId(
      categories.map((c) => c.id),
      category.id,
      step,
    );
    reorder.mutate(ids, {
      onSuccess: () =>
        notify('success', t(step < 0 ? 'categories.movedUp' : 'categories.movedDown', { name: localName(category) })),
      onError: (error) => notify('error', translateMessage(t, error) ?? t('categories.reorderFailed')),
    });
  };

  const rowActions = orderedRowActions(categories, canReorder, {
    move,
    edit: (category) => setEditing({ category }),
    remove: setDeleting,
  });

  const confirmDelete = () => {
    if (!deleting) return;
    const name = localName(deleting);
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        notify('success', t('categories.deleted', { name }));
        if (categories.length === 1 && page > 1) setPage(page - 1);
      },
      onError: (error) => {
        setDeleting(null);
        notify('error', translateMessage(t, error) ?? t('categories.deleteFailed'));
      },
    });
  };

  return (
    <>
      <AdminPageHeading
        page="adminCategories"
        actions={
          <button type="button" className="button button-primary" onClick={() => setEditing({ category: null })}>
            <Icon name="plus" size={18} />
            {t('categories.add')}
          </button>
        }
      />

      <StatsStrip
        name="category"
        keys={['total', 'with_projects', 'empty'] as const}
        text={(key) => t(`categories.stats.${key}`)}
        counts={stats.data}
      />

      <CategorySearchBar t={t} value={query} onSearch={searchFor} />

      {list.isPending && <PageSpinner />}
      {list.isError && (
        <LoadError
          message={t('categories.loadFailed')}
          retryLabel={t('ui.retry')}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.data && categories.length === 0 && (
        <p className={`${ui.panel} ${ui.empty}`}>{query ? t('categories.noMatches') : t('categories.empty')}</p>
      )}
      {list.data && categories.length > 0 && (
        <DataTable
          caption={t('categories.tableCaption')}
          columns={[
            { key: 'order', label: t('categories.columns.order'), className: `${ui.numeric} ${styles.wide}` },
            { key: 'name', label: t('categories.columns.nameEnglish') },
            language !== 'en' && {
              key: 'local',
              label: t('categories.columns.nameIn', { language: language_?.nativeName ?? language }),
              className: styles.wide,
            },
            { key: 'key', label: t('categories.columns.key'), className: styles.wide },
            { key: 'projects', label: t('categories.columns.projects'), className: `${ui.numeric} ${styles.wide}` },
            { key: 'actions', label: t('categories.columns.actions'), className: styles.actionsHead },
          ]}
        >
          {categories.map((category, index) => {
            const name = localName(category);
            return (
              <tr key={category.id}>
                <td className={`${ui.numeric} ${styles.wide}`}>{formatNumber(category.sort_order, locale)}</td>
                <th scope="row" className={styles.nameCell}>
                  <span lang="en">{category.names.en ?? category.key}</span>
                  {/* Narrow screens hide the other columns; their facts show here instead. */}
                  <span className={styles.narrowFacts}>
                    {language !== 'en' && <span>{name}</span>}
                    <code dir="ltr">{category.key}</code>
                    <span>{t('categories.projectCount', { count: category.project_count })}</span>
                  </span>
                </th>
                {language !== 'en' && (
                  <td className={styles.wide}>
                    {category.names[language] ? (
                      category.names[language]
                    ) : (
                      <span className={styles.fallback}>{t('categories.fallsBack')}</span>
                    )}
                  </td>
                )}
                <td className={styles.wide}>
                  <code dir="ltr">{category.key}</code>
                </td>
                <td className={`${ui.numeric} ${styles.wide}`}>{formatNumber(category.project_count, locale)}</td>
                <td className={styles.actionsCell}>
                  <CategoryRowActions
                    t={t}
                    name={name}
                    actions={rowActions(category, index)}
                    textClassName={narrow.hideBelow768}
                  />
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
      <ListPagination answer={list.data} onPageChange={setPage} />

      {editing && (
        <CategoryFormDialog
          category={editing.category}
          nextOrder={nextOrder}
          onClose={closeForm}
          onSaved={(name, created) => {
            closeForm();
            notify('success', t(created ? 'categories.created' : 'categories.updated', { name }));
          }}
        />
      )}

      <ConfirmDialog
        open={deleting !== null}
        tone="danger"
        title={t('categories.confirmDelete.title')}
        message={
          deleting && (
            <>
              <p>{t('categories.confirmDelete.message', { name: localName(deleting) })}</p>
              <p>
                {deleting.project_count > 0
                  ? t('categories.confirmDelete.projects', { count: deleting.project_count })
                  : t('categories.confirmDelete.noProjects')}
              </p>
            </>
          )
        }
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
