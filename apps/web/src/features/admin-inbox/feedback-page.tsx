import { FEEDBACK_CATEGORIES, type FeedbackItem } from '@site/contracts';
import { useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { useAdminScreen } from '../../components/admin/use-admin-page-meta';
import { AdminPageHeading } from '../../components/admin/admin-page-header';
import { translateMessage } from '../../components/admin/form-messages';
import { FilterSelect } from '../../components/admin/list';
import { confirmDeleteTexts, ListPagination, PendingDeleteDialog } from '../../components/admin/list-frame';
import { SearchToolbar } from '../../components/admin/search-input';
import { StatsStrip } from '../../components/admin/stats-strip';
import { useListActions } from '../../components/admin/use-list-actions';
import { useLastPageClamp, useSelection } from '../../components/admin/use-selection';
import { queryPage } from '../../components/admin/query-page';
import { notify } from '../../lib/notify';
import { FeedbackDialog } from './feedback-dialog';
import { FeedbackTags } from './feedback-tags';
import { InboxPanel, readStateChoices } from './inbox-list';
import {
  asCategoryFilter,
  asStatusFilter,
  readFeedbackParams,
  useFeedbackCounts,
  useFeedbackList,
  useFeedbackMutations,
  writeFeedbackParams,
  type FeedbackBulkAction,
  type FeedbackListParams,
} from './use-feedback';

/** The infrastructure page's feedback inbox: newest first, search, filters, read one, mark, delete, bulk actions. */
export default queryPage(FeedbackScreen);

function FeedbackScreen() {
  const { t, locale } = useAdminScreen('admin', 'adminFeedback');

  const [searchParams, setSearchParams] = useSearchParams();
  const { open: openId, ...params } = useMemo(() => readFeedbackParams(searchParams), [searchParams]);
  // The reader stays open while the list behind it changes (a search that applies after a click, say).
  const navigate = (next: FeedbackListParams, open: number | null = openId) =>
    setSearchParams(writeFeedbackParams({ ...next, open }), { replace: true });
  const update = (changes: Partial<FeedbackListParams>) => navigate({ ...params, page: 1, ...changes });

  const list = useFeedbackList(params);
  const counts = useFeedbackCounts();
  const { setRead, remove, bulk } = useFeedbackMutations();
  const items = list.data?.data ?? [];
  const selection = useSelection(JSON.stringify(params));
  const { setSelected } = selection;

  useLastPageClamp(list.data?.last_page, params.page, (page) => navigate({ ...params, page }));

  const closeReader = () => navigate(params, null);
  const resetSelection = () => setSelected(new Set());
  const failed = (error: Error) => notify('error', translateMessage(t, error) ?? t('feedback.actionFailed'));

  const actions = useListActions<FeedbackItem, FeedbackBulkAction>({
    selection,
    idOf: (item) => item.id,
    runBulk: (body, callbacks) => bulk.mutate(body, callbacks),
    runDelete: (item, callbacks) => remove.mutate(item.id, callbacks),
    onBulkDone: (action, answer) => notify('success', t(`feedback.bulkDone.${action}`, { count: answer.affected })),
    onBulkFailed: failed,
    onDeleted: (item) => {
      if (openId === item.id) closeReader();
      notify('success', t('feedback.deleted'));
    },
    onDeleteFailed: failed,
  });

  const filtered = params.search !== '' || params.status !== 'all' || params.category !== 'all';

  return (
    <>
      <AdminPageHeading page="adminFeedback" />

      <StatsStrip
        name="feedback"
        keys={['total', 'unread', 'read'] as const}
        text={(key) => t(`feedback.stats.${key}`)}
        counts={counts.data}
      />

      <SearchToolbar t={t} area="feedback" value={params.search} onSearch={(value) => update({ search: value })}>
        <FilterSelect
          label={t('feedback.filter.label')}
          value={params.status}
          onChange={(value) => update({ status: asStatusFilter(value) })}
          options={readStateChoices('feedback', t)}
        />
        <FilterSelect
          label={t('feedback.categoryFilter')}
          value={params.category}
          onChange={(value) => update({ category: asCategoryFilter(value) })}
          options={[
            ['all', t('feedback.allCategories')],
            ...FEEDBACK_CATEGORIES.map((category) => [category, t(`feedback.categories.${category}`)] as const),
          ]}
        />
      </SearchToolbar>

      <InboxPanel
        list={list}
        filtered={filtered}
        kind="feedback"
        locale={locale}
        selection={selection}
        onBulk={actions.onBulk}
        bulkBusy={bulk.isPending}
        onOpen={(id) => navigate(params, id)}
        onToggleRead={(item) => setRead.mutate({ id: item.id, isRead: !item.is_read }, { onError: failed })}
        readBusy={setRead.isPending}
        onDelete={actions.askDelete}
        busy={list.isFetching && list.isPlaceholderData}
        tags={(item) => <FeedbackTags item={item} />}
      />
      <ListPagination
        answer={list.data}
        onPageChange={(page) => {
          navigate({ ...params, page });
          resetSelection();
        }}
      />

      {openId !== null && (
        <FeedbackDialog
          key={openId}
          id={openId}
          initial={items.find((item) => item.id === openId)}
          onClose={closeReader}
          onDelete={actions.askDelete}
        />
      )}

      <PendingDeleteDialog
        actions={actions}
        {...confirmDeleteTexts<FeedbackItem>(t, 'feedback', (item) => item.name)}
        busy={remove.isPending || bulk.isPending}
      />
    </>
  );
}
