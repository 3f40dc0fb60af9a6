import { COMMENT_BULK_ACTIONS, type AdminComment, type CommentStats, type CommentUpdate } from '@site/contracts';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { queryPage } from '../../components/admin/query-page';
import { notify } from '../../lib/notify';
import { useAdminScreen } from '../../components/admin/use-admin-page-meta';
import { errorText } from '../../components/admin/form-messages';
import { AdminPageHeading } from '../../components/admin/admin-page-header';
import ui from '../../components/admin/admin-ui.module.css';
import { FilterSelect, ListBody, pageSelection, SelectAllBar } from '../../components/admin/list';
import { formatNumber } from '../../lib/format';
import { confirmDeleteTexts, ListPagination, PendingDeleteDialog } from '../../components/admin/list-frame';
import { SearchToolbar } from '../../components/admin/search-input';
import tabs from '../../components/admin/tabs.module.css';
import { useListActions } from '../../components/admin/use-list-actions';
import { useRovingTabs } from '../../components/admin/use-roving-tabs';
import { useLastPageClamp, useSelection } from '../../components/admin/use-selection';
import { CommentCard } from './comment-card';
import {
  COMMENT_TABS,
  readCommentParams,
  useCommentList,
  useCommentMutations,
  useCommentStats,
  writeCommentParams,
  type CommentBulkAction,
  type CommentListParams,
  type CommentTab,
} from './use-comments';
import listUi from '../../components/admin/list.module.css';
import styles from './comments-page.module.css';

/** Comments moderation: review pending comments first, approve, reject, respond, delete. */
export default queryPage(CommentsScreen);

/** The count shown on a tab (all = total). */
export function tabCount(stats: CommentStats | undefined, tab: CommentTab): number | undefined {
  if (!stats) return undefined;
  return tab === 'all' ? stats.total : stats[tab];
}

function CommentsScreen() {
  const { t, locale } = useAdminScreen('admin-media', 'adminComments');

  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readCommentParams(searchParams), [searchParams]);
  const update = (changes: Partial<CommentListParams>) =>
    setSearchParams(writeCommentParams({ ...params, page: 1, ...changes }), { replace: true });

  const list = useCommentList(params);
  const stats = useCommentStats();
  const { update: save, remove, bulk } = useCommentMutations();
  const comments = list.data?.data ?? [];
  const selection = useSelection(JSON.stringify(params));
  const { selected, setSelected, toggle } = selection;
  const base = useId();

  // After the last comments of the last page leave it (approved, deleted), show the page that now is the last.
  useLastPageClamp(list.data?.last_page, params.page, (page) =>
    setSearchParams(writeCommentParams({ ...params, page }), { replace: true }),
  );

  const updateOne = (comment: AdminComment) => async (body: CommentUpdate, done: string) => {
    try {
      await save.mutateAsync({ id: comment.id, body });
      notify('success', done);
      return true;
    } catch (error) {
      notify('error', t('comments.toast.failed', { message: errorText(error) }));
      return false;
    }
  };

  const failed = (error: unknown) => notify('error', t('comments.toast.failed', { message: errorText(error) }));
  const actions = useListActions<AdminComment, CommentBulkAction>({
    selection,
    idOf: (comment) => comment.id,
    runBulk: (body, callbacks) => bulk.mutate(body, callbacks),
    runDelete: (comment, callbacks) => remove.mutate(comment.id, callbacks),
    onBulkDone: (action, answer) => notify('success', t(`comments.bulkDone.${action}`, { count: answer.affected })),
    onBulkFailed: failed,
    onDeleted: () => notify('success', t('comments.toast.deleted')),
    onDeleteFailed: failed,
  });

  // ARIA tabs: arrows (mirrored in right-to-left), Home and End move between them and select.
  const { i18n } = useTranslation();
  const tabKeys = useRovingTabs(COMMENT_TABS, params.tab, (tab) => update({ tab }), i18n.dir() === 'rtl');

  const statKeys = ['total', 'pending', 'approved', 'rejected', 'with_response'] as const;
  const mediaTitle = params.mediaId !== null ? comments[0]?.media_title : undefined;
  const filtered = params.search !== '' || params.mediaId !== null;

  return (
    <>
      <AdminPageHeading page="adminComments" />

      <section aria-labelledby={`${base}-stats`}>
        <h2 id={`${base}-stats`} className="visually-hidden">
          {t('comments.stats.title')}
        </h2>
        <dl className={styles.stats}>
          {statKeys.map((key) => (
            <div
              key={key}
              className={styles.stat}
              data-tone={key === 'pending' && (stats.data?.pending ?? 0) > 0 ? 'warning' : undefined}
            >
              <dt>{t(`comments.stats.${key}`)}</dt>
              <dd data-testid={`comment-stat-${key}`}>{stats.data ? formatNumber(stats.data[key], locale) : '–'}</dd>
            </div>
          ))}
        </dl>
      </section>

      <div className={tabs.list} role="tablist" aria-label={t('comments.tabsLabel')}>
        {COMMENT_TABS.map((tab) => {
          // The counts are the whole site's: shown only while the list is not narrowed further.
          const count = filtered ? undefined : tabCount(stats.data, tab);
          const active = params.tab === tab;
          return (
            <button
              key={tab}
              ref={tabKeys.ref(tab)}
              id={`${base}-tab-${tab}`}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={`${base}-panel`}
              tabIndex={active ? 0 : -1}
              className={`${tabs.tab} ${styles.tab}`}
              onClick={() => update({ tab })}
              onKeyDown={tabKeys.onKeyDown}
            >
              {t(`comments.tabs.${tab}`)}
              {count !== undefined && <span className={styles.tabCount}>{formatNumber(count, locale)}</span>}
            </button>
          );
        })}
      </div>

      <div id={`${base}-panel`} role="tabpanel" aria-labelledby={`${base}-tab-${params.tab}`} className={styles.panel}>
        <SearchToolbar t={t} area="comments" value={params.search} onSearch={(value) => update({ search: value })}>
          <FilterSelect
            label={t('list.sort')}
            value={params.sort}
            onChange={(value) => update({ sort: value === 'oldest' ? 'oldest' : 'newest' })}
            options={[
              ['newest', t('sort.newest')],
              ['oldest', t('sort.oldest')],
            ]}
          />
        </SearchToolbar>

        {params.mediaId !== null && (
          <p className={styles.mediaFilter}>
            <span>
              {mediaTitle
                ? t('comments.onlyMedia', { title: mediaTitle })
                : t('comments.onlyMediaId', { id: params.mediaId })}
            </span>
            <button type="button" className={ui.smallButton} onClick={() => update({ mediaId: null })}>
              {t('comments.allMedia')}
            </button>
          </p>
        )}

        <ListBody
          query={list}
          isEmpty={comments.length === 0}
          loadingText={t('comments.loading')}
          errorMessage={() => t('comments.loadFailed', { message: errorText(list.error) })}
          retryLabel={t('list.retry')}
          empty={
            <p className={`${ui.panel} ${ui.empty}`}>
              {filtered ? t('comments.noMatches') : t(`comments.empty.${params.tab}`)}
            </p>
          }
        >
          <div className={`${listUi.cardList} ${styles.inbox}`} aria-busy={list.isFetching && list.isPlaceholderData}>
            <SelectAllBar<CommentBulkAction>
              className={styles.listHead}
              label={t('comments.selectAll')}
              all={pageSelection(comments, selected).all}
              onSelectAll={(on) => setSelected(on ? new Set(comments.map((c) => c.id)) : new Set())}
              selectedCount={selected.size}
              actions={COMMENT_BULK_ACTIONS.map((action) => ({ value: action, label: t(`comments.bulk.${action}`) }))}
              onApply={actions.onBulk}
              onClear={() => setSelected(new Set())}
              busy={bulk.isPending}
            />
            <ul className={styles.list} aria-label={t('comments.listLabel')}>
              {comments.map((comment) => (
                <CommentCard
                  key={comment.id}
                  comment={comment}
                  locale={locale}
                  selected={selected.has(comment.id)}
                  onSelect={(on) => toggle(comment.id, on)}
                  onUpdate={updateOne(comment)}
                  onDelete={() => actions.askDelete(comment)}
                  busy={save.isPending || remove.isPending || bulk.isPending}
                />
              ))}
            </ul>
          </div>
        </ListBody>

        <ListPagination
          answer={list.data}
          onPageChange={(page) => setSearchParams(writeCommentParams({ ...params, page }))}
        />
      </div>

      <PendingDeleteDialog
        actions={actions}
        {...confirmDeleteTexts<AdminComment>(t, 'comments', (item) => item.commenter_name)}
        busy={remove.isPending || bulk.isPending}
      />
    </>
  );
}
