import { BULK_ACTIONS, type AdminProject, type BulkAction, type LanguageCode } from '@site/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'wouter';
import { usePageMeta } from '../../components/page-meta';
import { QueryScope } from '../../components/query-scope';
import { ApiError } from '../../lib/api-client';
import { currentLanguage, localeOf } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { AdminPageHeader } from '../../components/admin/admin-page-header';
import ui from '../../components/admin/admin-ui.module.css';
import { BulkActionBar } from '../../components/admin/bulk-action-bar';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { Pagination } from '../../components/admin/pagination';
import { SearchInput } from '../../components/admin/search-input';
import { StatusBadge } from '../../components/admin/status-badge';
import { useLastPageClamp, useSelection } from '../../components/admin/use-selection';
import {
  adminProjectKeys,
  bulkProjects,
  deleteProject,
  fetchCategoryOptions,
  fetchProjects,
} from '../../api/admin-projects';
import { categoryName, projectTitle } from './project-display';
import {
  DEFAULT_LIST_PARAMS,
  listQuery,
  PROJECT_SORTS,
  readListParams,
  writeListParams,
  type ProjectListParams,
} from './project-list-params';
import styles from './projects-page.module.css';
import { portfolioKeys } from '../../api/portfolio';

type BulkName = BulkAction['action'];

type PendingDelete = { kind: 'one'; project: AdminProject; title: string } | { kind: 'bulk'; ids: number[] } | null;

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function Thumbnail({ src }: { src: string | null }) {
  const { t } = useTranslation('admin-editor');
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    return (
      <span className={styles.noImage}>
        <span className="visually-hidden">{t('list.noImage')}</span>
      </span>
    );
  }
  return (
    <img
      className={styles.thumb}
      src={src}
      alt=""
      width={72}
      height={48}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}

function ProjectsScreen() {
  const { t, i18n } = useTranslation('admin-editor');
  const { t: tp } = useTranslation('pages');
  const lang = (i18n.resolvedLanguage as LanguageCode | undefined) ?? currentLanguage();
  usePageMeta({ title: tp('adminProjects.title'), description: tp('adminProjects.summary'), noindex: true });

  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readListParams(searchParams), [searchParams]);
  const update = (changes: Partial<ProjectListParams>) => {
    // Any filter change goes back to page 1; the page number itself changes only through `page`.
    const next = { ...params, page: 1, ...changes };
    setSearchParams(writeListParams(next), { replace: true });
  };

  const query = listQuery(params);
  const list = useQuery({
    queryKey: adminProjectKeys.list(query),
    queryFn: ({ signal }) => fetchProjects(query, signal),
    placeholderData: keepPreviousData,
  });
  const categories = useQuery({
    queryKey: adminProjectKeys.categoryOptions,
    queryFn: ({ signal }) => fetchCategoryOptions(signal),
  });

  const { selected, setSelected, toggle } = useSelection(JSON.stringify(params));

  // After deleting the last rows of the last page, show the page that now is the last.
  useLastPageClamp(list.data?.last_page, params.page, (page) =>
    setSearchParams(writeListParams({ ...params, page }), { replace: true }),
  );

  const [pendingDelete, setPendingDelete] = useState<PendingDelete>(null);

  // Admin lists and counts, and the public pages' cached projects, all change with a project.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['admin'] }),
      queryClient.invalidateQueries({ queryKey: portfolioKeys.all }),
    ]);

  const bulk = useMutation({
    mutationFn: bulkProjects,
    onSuccess: async (result, variables) => {
      notify('success', t(`bulk.done.${variables.action}`, { count: result.affected }));
      setSelected(new Set());
      setPendingDelete(null);
      await refresh();
    },
    onError: (error) => notify('error', t('toast.bulkFailed', { message: errorText(error) })),
  });

  const remove = useMutation({
    mutationFn: (project: AdminProject) => deleteProject(project.id),
    onSuccess: async (_result, project) => {
      notify('success', t('toast.deleted'));
      setSelected((current) => {
        const next = new Set(current);
        next.delete(project.id);
        return next;
      });
      setPendingDelete(null);
      await refresh();
    },
    onError: (error) => {
      setPendingDelete(null);
      if (error instanceof ApiError && error.status === 404) {
        notify('info', t('toast.alreadyDeleted'));
        void refresh();
        return;
      }
      notify('error', t('toast.deleteFailed', { message: errorText(error) }));
    },
  });

  const rows = list.data?.data ?? [];
  const categoryById = new Map((categories.data ?? []).map((c) => [c.id, c]));
  const allOnPage = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const someOnPage = rows.some((row) => selected.has(row.id));
  const filtered = params.search !== '' || params.categoryId !== '' || params.status !== '' || params.featured !== '';
  const dateFormat = new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'medium' });

  const selectAllRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = someOnPage && !allOnPage;
  }, [someOnPage, allOnPage]);

  const onBulk = (action: BulkName) => {
    const ids = [...selected];
    if (ids.length === 0) return;
    if (action === 'delete') setPendingDelete({ kind: 'bulk', ids });
    else bulk.mutate({ action, ids });
  };

  const ids = {
    category: useId(),
    status: useId(),
    featured: useId(),
    sort: useId(),
  };

  const busy = bulk.isPending || remove.isPending;

  return (
    <div className={styles.page}>
      <AdminPageHeader
        title={tp('adminProjects.heading')}
        summary={tp('adminProjects.summary')}
        actions={
          <Link href="/admin/projects/create" className="button button-primary">
            <span aria-hidden="true">+</span> {t('list.add')}
          </Link>
        }
      />

      <section className={`${ui.panel} ${styles.panel}`} aria-labelledby="page-heading">
        <div className={styles.filters} role="group" aria-label={t('list.filtersLabel')}>
          <SearchInput
            value={params.search}
            onSearch={(query) => update({ search: query })}
            label={t('list.searchLabel')}
            placeholder={t('list.searchPlaceholder')}
          />
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
                  {categoryName(category, lang)}
                </option>
              ))}
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
              onChange={(event) => update({ status: event.target.value as ProjectListParams['status'] })}
            >
              <option value="">{t('list.anyStatus')}</option>
              <option value="published">{t('status.published')}</option>
              <option value="draft">{t('status.draft')}</option>
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
              onChange={(event) => update({ featured: event.target.value as ProjectListParams['featured'] })}
            >
              <option value="">{t('list.anyFeatured')}</option>
              <option value="true">{t('list.featuredOnly')}</option>
              <option value="false">{t('list.notFeatured')}</option>
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
              onChange={(event) => update({ sort: event.target.value as ProjectListParams['sort'] })}
            >
              {PROJECT_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`sort.${sort}`)}
                </option>
              ))}
            </select>
          </div>
          {(filtered || params.sort !== 'order') && (
            <button
              type="button"
              className={`${ui.smallButton} ${styles.reset}`}
              onClick={() => setSearchParams(writeListParams(DEFAULT_LIST_PARAMS), { replace: true })}
            >
              {t('list.reset')}
            </button>
          )}
        </div>

        <BulkActionBar<BulkName>
          selectedCount={selected.size}
          actions={BULK_ACTIONS.map((action) => ({ value: action, label: t(`bulk.${action}`) }))}
          onApply={onBulk}
          onClear={() => setSelected(new Set())}
          busy={bulk.isPending}
        />

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
        ) : rows.length === 0 ? (
          <div className={`${ui.empty} ${styles.empty}`}>
            <p className={styles.emptyTitle}>{filtered ? t('list.noMatch.title') : t('list.empty.title')}</p>
            <p>{filtered ? t('list.noMatch.text') : t('list.empty.text')}</p>
            {filtered ? (
              <button
                type="button"
                className="button button-ghost"
                onClick={() => setSearchParams(writeListParams(DEFAULT_LIST_PARAMS), { replace: true })}
              >
                {t('list.reset')}
              </button>
            ) : (
              <Link href="/admin/projects/create" className="button button-primary">
                {t('list.add')}
              </Link>
            )}
          </div>
        ) : (
          <div className={`${ui.tableWrap} ${styles.tableWrap}`} aria-busy={list.isFetching}>
            <table className={`${ui.table} ${styles.table}`}>
              <caption className="visually-hidden">{t('list.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col" className={ui.checkCell}>
                    <input
                      ref={selectAllRef}
                      type="checkbox"
                      className={styles.check}
                      aria-label={t('list.selectAll')}
                      checked={allOnPage}
                      onChange={(event) =>
                        setSelected((current) => {
                          const next = new Set(current);
                          rows.forEach((row) => (event.target.checked ? next.add(row.id) : next.delete(row.id)));
                          return next;
                        })
                      }
                    />
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">{t('list.columns.image')}</span>
                  </th>
                  <th scope="col">{t('list.columns.title')}</th>
                  <th scope="col">{t('list.columns.category')}</th>
                  <th scope="col">{t('list.columns.status')}</th>
                  <th scope="col" className={ui.numeric}>
                    {t('list.columns.order')}
                  </th>
                  <th scope="col">{t('list.columns.updated')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('list.columns.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((project) => {
                  const title = projectTitle(project, lang);
                  const category = project.category_id === null ? undefined : categoryById.get(project.category_id);
                  const categoryText = category
                    ? categoryName(category, lang)
                    : (project.category_key ?? t('list.uncategorised'));
                  return (
                    <tr key={project.id} className={selected.has(project.id) ? styles.selectedRow : undefined}>
                      <td className={`${ui.checkCell} ${styles.checkCell}`}>
                        <input
                          type="checkbox"
                          className={styles.check}
                          aria-label={t('list.selectOne', { title: title.text })}
                          checked={selected.has(project.id)}
                          onChange={(event) => toggle(project.id, event.target.checked)}
                        />
                      </td>
                      <td className={styles.thumbCell}>
                        <Thumbnail key={project.image_url ?? ''} src={project.image_url} />
                      </td>
                      <td className={styles.titleCell}>
                        <Link
                          href={`/admin/projects/${project.id}/edit`}
                          className={styles.titleLink}
                          lang={title.lang}
                        >
                          {title.text}
                        </Link>
                        {title.fallback && <span className={styles.fallback}>{t('list.englishFallback')}</span>}
                      </td>
                      <td className={styles.categoryCell} data-label={t('list.columns.category')}>
                        {categoryText}
                      </td>
                      <td className={styles.statusCell} data-label={t('list.columns.status')}>
                        <span className={styles.badges}>
                          <StatusBadge tone={project.is_published ? 'success' : 'neutral'}>
                            {project.is_published ? t('status.published') : t('status.draft')}
                          </StatusBadge>
                          {project.is_featured && <StatusBadge tone="warning">{t('status.featured')}</StatusBadge>}
                        </span>
                      </td>
                      <td className={`${ui.numeric} ${styles.orderCell}`} data-label={t('list.columns.order')}>
                        {new Intl.NumberFormat(localeOf(lang)).format(project.sort_order)}
                      </td>
                      <td className={styles.dateCell} data-label={t('list.columns.updated')}>
                        <time dateTime={project.updated_at}>{dateFormat.format(new Date(project.updated_at))}</time>
                      </td>
                      <td className={styles.actionsCell}>
                        <div className={ui.rowActions}>
                          <Link
                            href={`/admin/projects/${project.id}/edit`}
                            className={ui.smallButton}
                            aria-label={t('list.editNamed', { title: title.text })}
                          >
                            {t('list.edit')}
                          </Link>
                          <button
                            type="button"
                            className={`${ui.smallButton} ${ui.dangerButton}`}
                            aria-label={t('list.deleteNamed', { title: title.text })}
                            disabled={busy}
                            onClick={() => setPendingDelete({ kind: 'one', project, title: title.text })}
                          >
                            {t('list.delete')}
                          </button>
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}

        {list.data && (
          <Pagination
            page={list.data.current_page}
            lastPage={list.data.last_page}
            total={list.data.total}
            onPageChange={(page) => setSearchParams(writeListParams({ ...params, page }), { replace: false })}
          />
        )}
      </section>

      <ConfirmDialog
        open={pendingDelete !== null}
        tone="danger"
        title={pendingDelete?.kind === 'bulk' ? t('confirm.bulkDeleteTitle') : t('confirm.deleteTitle')}
        message={
          pendingDelete?.kind === 'bulk'
            ? t('confirm.bulkDeleteMessage', { count: pendingDelete.ids.length })
            : t('confirm.deleteMessage', { title: pendingDelete?.kind === 'one' ? pendingDelete.title : '' })
        }
        busy={busy}
        onCancel={() => setPendingDelete(null)}
        onConfirm={() => {
          if (!pendingDelete) return;
          if (pendingDelete.kind === 'one') remove.mutate(pendingDelete.project);
          else bulk.mutate({ action: 'delete', ids: pendingDelete.ids });
        }}
      />
    </div>
  );
}

export default function ProjectsPage() {
  return (
    <QueryScope>
      <ProjectsScreen />
    </QueryScope>
  );
}
