import { MEDIA_CATEGORY_BULK_ACTIONS, type AdminMediaCategory, type LanguageCode } from '@site/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageSpinner } from '../../../components/page-spinner';
import { usePageMeta } from '../../../components/page-meta';
import { QueryScope } from '../../../components/query-scope';
import { notify } from '../../../lib/notify';
import { AdminPageHeader } from '../../../components/admin/admin-page-header';
import ui from '../../../components/admin/admin-ui.module.css';
import { BulkActionBar } from '../../../components/admin/bulk-action-bar';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { formatNumber } from '../../../lib/format';
import { Icon } from '../../../components/admin/icons';
import { Pagination } from '../../../components/admin/pagination';
import { SearchInput } from '../../../components/admin/search-input';
import { StatsStrip } from '../../../components/admin/stats-strip';
import { StatusBadge } from '../../../components/admin/status-badge';
import { useLocale } from '../../../components/admin/use-locale';
import { useSelection } from '../../../components/admin/use-selection';
import { CategoryIcon } from './category-icons';
import { inkOn, safeColour } from './category-tag';
import { MediaCategoryDialog } from './media-category-dialog';
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
export default function MediaCategoriesPage() {
  return (
    <QueryScope>
      <MediaCategoriesScreen />
    </QueryScope>
  );
}

type Editing = { category: AdminMediaCategory | null } | null;
type PendingDelete =
  { kind: 'one'; category: AdminMediaCategory } | { kind: 'bulk'; ids: number[]; media: number } | null;

function localName(category: AdminMediaCategory, language: LanguageCode): string {
  return category.names[language] || category.names.en || category.key;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function MediaCategoriesScreen() {
  const { t } = useTranslation('admin-media');
  const { t: tp } = useTranslation('pages');
  const { language, locale } = useLocale();
  usePageMeta({
    title: tp('adminMediaCategories.title'),
    description: tp('adminMediaCategories.summary'),
    noindex: true,
  });

  const [editing, setEditing] = useState<Editing>(null);
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete>(null);
  const { selected, setSelected, toggle } = useSelection();

  const list = useMediaCategoryList(page, query);
  const stats = useMediaCategoryStats();
  const { remove, reorder, bulk } = useMediaCategoryMutations();

  const categories = list.data?.data ?? [];
  const canReorder = query === '' && (list.data?.last_page ?? 1) <= 1 && !reorder.isPending;
  const allChecked = categories.length > 0 && categories.every((c) => selected.has(c.id));
  const someChecked = categories.some((c) => selected.has(c.id));
  const selectAll = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = someChecked && !allChecked;
  }, [someChecked, allChecked]);

  const move = (category: AdminMediaCategory, step: -1 | 1) => {
    const ids = reorderedIds(categories, category.id, step);
    if (!ids) return;
    const name = localName(category, language);
    reorder.mutate(ids, {
      onSuccess: () => notify('success', t(step < 0 ? 'categories.movedUp' : 'categories.movedDown', { name })),
      onError: (error) => notify('error', t('categories.reorderFailed', { message: errorText(error) })),
    });
  };

  const runBulk = (action: MediaCategoryBulkAction, ids: number[]) =>
    bulk.mutate(
      { action, ids },
      {
        onSuccess: (answer) => {
          notify('success', t(`categories.bulkDone.${action}`, { count: answer.affected }));
          setSelected(new Set());
          setPendingDelete(null);
          if (action === 'delete' && answer.affected >= categories.length && page > 1) setPage(page - 1);
        },
        onError: (error) => {
          setPendingDelete(null);
          notify('error', t('categories.actionFailed', { message: errorText(error) }));
        },
      },
    );

  const onBulk = (action: MediaCategoryBulkAction) => {
    const ids = [...selected];
    if (ids.length === 0) return;
    if (action === 'delete') {
      const media = categories.filter((c) => selected.has(c.id)).reduce((sum, c) => sum + c.media_count, 0);
      setPendingDelete({ kind: 'bulk', ids, media });
    } else runBulk(action, ids);
  };

  const confirmDelete = () => {
    if (!pendingDelete) return;
    if (pendingDelete.kind === 'bulk') {
      runBulk('delete', pendingDelete.ids);
      return;
    }
    const { category } = pendingDelete;
    const name = localName(category, language);
    remove.mutate(category.id, {
      onSuccess: () => {
        setPendingDelete(null);
        toggle(category.id, false);
        notify('success', t('categories.deleted', { name }));
        if (categories.length === 1 && page > 1) setPage(page - 1);
      },
      onError: (error) => {
        setPendingDelete(null);
        notify('error', t('categories.deleteFailed', { message: errorText(error) }));
      },
    });
  };

  const statKeys = ['total', 'active', 'with_media', 'empty'] as const;

  return (
    <>
      <AdminPageHeader
        title={tp('adminMediaCategories.heading')}
        summary={tp('adminMediaCategories.summary')}
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
        id="media-category-stats"
        title={t('categories.stats.title')}
        locale={locale}
        narrowColumns={2}
        items={statKeys.map((key) => ({
          key,
          label: t(`categories.stats.${key}`),
          value: stats.data?.[key],
          testId: `media-category-stat-${key}`,
        }))}
      />

      <div className={ui.toolbar}>
        <SearchInput
          value={query}
          label={t('categories.searchLabel')}
          placeholder={t('categories.searchPlaceholder')}
          onSearch={(value) => {
            setQuery(value);
            setPage(1);
            setSelected(new Set());
          }}
        />
        {query !== '' && <p className={ui.hint}>{t('categories.reorderHint')}</p>}
      </div>

      {list.isPending && <PageSpinner />}
      {list.isError && (
        <div className={ui.errorBox} role="alert">
          <p className={styles.errorText}>{t('categories.loadFailed', { message: errorText(list.error) })}</p>
          <button type="button" className={ui.smallButton} onClick={() => void list.refetch()}>
            {t('list.retry')}
          </button>
        </div>
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
            onApply={onBulk}
            onClear={() => setSelected(new Set())}
            busy={bulk.isPending}
          />
          <div className={ui.tableWrap}>
            <table className={ui.table}>
              <caption className="visually-hidden">{t('categories.tableCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col" className={ui.checkCell}>
                    <input
                      ref={selectAll}
                      type="checkbox"
                      className={styles.check}
                      aria-label={t('categories.selectAll')}
                      checked={allChecked}
                      onChange={(event) =>
                        setSelected(event.target.checked ? new Set(categories.map((c) => c.id)) : new Set())
                      }
                    />
                  </th>
                  <th scope="col" className={`${ui.numeric} ${styles.wide}`}>
                    {t('categories.columns.order')}
                  </th>
                  <th scope="col">{t('categories.columns.name')}</th>
                  <th scope="col" className={styles.wide}>
                    {t('categories.columns.key')}
                  </th>
                  <th scope="col" className={`${ui.numeric} ${styles.wide}`}>
                    {t('categories.columns.media')}
                  </th>
                  <th scope="col" className={styles.wide}>
                    {t('categories.columns.status')}
                  </th>
                  <th scope="col" className={styles.actionsHead}>
                    {t('categories.columns.actions')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {categories.map((category, index) => {
                  const name = localName(category, language);
                  const english = category.names.en ?? category.key;
                  const description = category.descriptions[language] || category.descriptions.en;
                  return (
                    <tr key={category.id} className={selected.has(category.id) ? styles.selectedRow : undefined}>
                      <td className={ui.checkCell}>
                        <input
                          type="checkbox"
                          className={styles.check}
                          aria-label={t('categories.selectOne', { name })}
                          checked={selected.has(category.id)}
                          onChange={(event) => toggle(category.id, event.target.checked)}
                        />
                      </td>
                      <td className={`${ui.numeric} ${styles.wide}`}>{formatNumber(category.sort_order, locale)}</td>
                      <th scope="row" className={styles.nameCell}>
                        <span className={styles.nameLine}>
                          <span
                            className={styles.swatch}
                            style={{
                              backgroundColor: safeColour(category.color_code),
                              color: inkOn(category.color_code),
                            }}
                            aria-hidden="true"
                          >
                            <CategoryIcon name={category.icon} size={18} />
                          </span>
                          <span className={styles.names}>
                            <span lang={category.names[language] ? language : 'en'}>{name}</span>
                            {name !== english && (
                              <span lang="en" className={styles.english}>
                                {english}
                              </span>
                            )}
                          </span>
                        </span>
                        {description && <span className={styles.description}>{description}</span>}
                        {/* Narrow screens hide the other columns; their facts show here instead. */}
                        <span className={styles.narrowFacts}>
                          <code dir="ltr">{category.key}</code>
                          <span>{t('categories.mediaCount', { count: category.media_count })}</span>
                          {!category.is_active && <span>{t('categories.inactive')}</span>}
                        </span>
                      </th>
                      <td className={styles.wide}>
                        <code dir="ltr">{category.key}</code>
                      </td>
                      <td className={`${ui.numeric} ${styles.wide}`}>
                        {category.media_count > 0 ? (
                          <Link href={`/admin/media?category=${category.id}`} className={styles.countLink}>
                            {formatNumber(category.media_count, locale)}
                            <span className="visually-hidden"> {t('categories.showMedia', { name })}</span>
                          </Link>
                        ) : (
                          formatNumber(0, locale)
                        )}
                      </td>
                      <td className={styles.wide}>
                        <StatusBadge tone={category.is_active ? 'success' : 'neutral'}>
                          {category.is_active ? t('categories.active') : t('categories.inactive')}
                        </StatusBadge>
                      </td>
                      <td className={styles.actionsCell}>
                        <div className={ui.rowActions}>
                          <button
                            type="button"
                            className={ui.smallButton}
                            disabled={!canReorder || index === 0}
                            onClick={() => move(category, -1)}
                          >
                            <Icon name="arrowUp" size={16} />
                            <span className="visually-hidden">{t('categories.moveUp', { name })}</span>
                          </button>
                          <button
                            type="button"
                            className={ui.smallButton}
                            disabled={!canReorder || index === categories.length - 1}
                            onClick={() => move(category, 1)}
                          >
                            <Icon name="arrowDown" size={16} />
                            <span className="visually-hidden">{t('categories.moveDown', { name })}</span>
                          </button>
                          <button type="button" className={ui.smallButton} onClick={() => setEditing({ category })}>
                            <Icon name="edit" size={16} />
                            <span className={styles.buttonText}>{t('categories.edit')}</span>
                            <span className="visually-hidden"> {name}</span>
                          </button>
                          <button
                            type="button"
                            className={`${ui.smallButton} ${ui.dangerButton}`}
                            onClick={() => setPendingDelete({ kind: 'one', category })}
                          >
                            <Icon name="trash" size={16} />
                            <span className={styles.buttonText}>{t('categories.delete')}</span>
                            <span className="visually-hidden"> {name}</span>
                          </button>
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
      {list.data && (
        <Pagination
          page={list.data.current_page}
          lastPage={list.data.last_page}
          total={list.data.total}
          onPageChange={(next) => {
            setPage(next);
            setSelected(new Set());
          }}
        />
      )}

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
        open={pendingDelete !== null}
        tone="danger"
        title={
          pendingDelete?.kind === 'bulk' ? t('categories.confirmDelete.bulkTitle') : t('categories.confirmDelete.title')
        }
        message={
          pendingDelete?.kind === 'one' ? (
            <>
              <p>{t('categories.confirmDelete.message', { name: localName(pendingDelete.category, language) })}</p>
              <p>
                {pendingDelete.category.media_count > 0
                  ? t('categories.confirmDelete.media', { count: pendingDelete.category.media_count })
                  : t('categories.confirmDelete.noMedia')}
              </p>
            </>
          ) : pendingDelete?.kind === 'bulk' ? (
            <>
              <p>{t('categories.confirmDelete.bulkMessage', { count: pendingDelete.ids.length })}</p>
              <p>
                {pendingDelete.media > 0
                  ? t('categories.confirmDelete.media', { count: pendingDelete.media })
                  : t('categories.confirmDelete.noMedia')}
              </p>
            </>
          ) : (
            ''
          )
        }
        busy={remove.isPending || bulk.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      />
    </>
  );
}
