import { FEEDBACK_CATEGORIES, type FeedbackItem } from '@site/contracts';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { PageSpinner } from '../../components/page-spinner';
import { usePageMeta } from '../../components/page-meta';
import { QueryScope } from '../../components/query-scope';
import { notify } from '../../lib/notify';
import { AdminPageHeader } from '../../components/admin/admin-page-header';
import ui from '../../components/admin/admin-ui.module.css';
import { BulkActionBar } from '../../components/admin/bulk-action-bar';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { translateMessage } from '../../components/admin/form-messages';
import { formatDateTime, relativeTime } from '../../lib/format';
import { Icon } from '../../components/admin/icons';
import { Pagination } from '../../components/admin/pagination';
import { SearchInput } from '../../components/admin/search-input';
import { StatsStrip } from '../../components/admin/stats-strip';
import { useLocale } from '../../components/admin/use-locale';
import { useLastPageClamp, useSelection } from '../../components/admin/use-selection';
import { FeedbackDialog } from './feedback-dialog';
import { FeedbackTags } from './feedback-tags';
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
import styles from './inbox.module.css';

/** The infrastructure page's feedback inbox: newest first, search, filters, read one, mark, delete, bulk actions. */
export default function FeedbackPage() {
  return (
    <QueryScope>
      <FeedbackScreen />
    </QueryScope>
  );
}

/** A short preview of a message on one line. */
export function excerpt(text: string, max = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max).trimEnd()}…` : flat;
}

type PendingDelete = { kind: 'one'; item: FeedbackItem } | { kind: 'bulk'; ids: number[] } | null;

function FeedbackScreen() {
  const { t } = useTranslation('admin');
  const { t: tp } = useTranslation('pages');
  const { locale } = useLocale();
  usePageMeta({ title: tp('adminFeedback.title'), description: tp('adminFeedback.summary'), noindex: true });
  const statusId = useId();
  const categoryId = useId();

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
  const { selected, setSelected, toggle } = useSelection(JSON.stringify(params));
  const [pendingDelete, setPendingDelete] = useState<PendingDelete>(null);

  useLastPageClamp(list.data?.last_page, params.page, (page) => navigate({ ...params, page }));

  const open = (id: number) => navigate(params, id);
  const closeReader = () => navigate(params, null);
  const resetSelection = () => setSelected(new Set());
  const allChecked = items.length > 0 && items.every((item) => selected.has(item.id));
  const failed = (error: Error) => notify('error', translateMessage(t, error) ?? t('feedback.actionFailed'));

  const applyBulk = (action: FeedbackBulkAction) => {
    const ids = [...selected];
    if (action === 'delete') {
      setPendingDelete({ kind: 'bulk', ids });
      return;
    }
    bulk.mutate(
      { action, ids },
      {
        onSuccess: (answer) => {
          resetSelection();
          notify('success', t(`feedback.bulkDone.${action}`, { count: answer.affected }));
        },
        onError: failed,
      },
    );
  };

  const confirmDelete = () => {
    if (!pendingDelete) return;
    if (pendingDelete.kind === 'one') {
      const { item } = pendingDelete;
      remove.mutate(item.id, {
        onSuccess: () => {
          setPendingDelete(null);
          toggle(item.id, false);
          if (openId === item.id) closeReader();
          notify('success', t('feedback.deleted'));
        },
        onError: (error) => {
          setPendingDelete(null);
          failed(error);
        },
      });
      return;
    }
    bulk.mutate(
      { action: 'delete', ids: pendingDelete.ids },
      {
        onSuccess: (answer) => {
          setPendingDelete(null);
          resetSelection();
          notify('success', t('feedback.bulkDone.delete', { count: answer.affected }));
        },
        onError: (error) => {
          setPendingDelete(null);
          failed(error);
        },
      },
    );
  };

  const filtered = params.search !== '' || params.status !== 'all' || params.category !== 'all';

  return (
    <>
      <AdminPageHeader title={tp('adminFeedback.heading')} summary={tp('adminFeedback.summary')} />

      <StatsStrip
        id="feedback-stats"
        title={t('feedback.stats.title')}
        locale={locale}
        items={(['total', 'unread', 'read'] as const).map((key) => ({
          key,
          label: t(`feedback.stats.${key}`),
          value: counts.data?.[key],
          testId: `feedback-stat-${key}`,
        }))}
      />

      <div className={ui.toolbar}>
        <SearchInput
          value={params.search}
          label={t('feedback.searchLabel')}
          placeholder={t('feedback.searchPlaceholder')}
          onSearch={(value) => update({ search: value })}
        />
        <div className={ui.field}>
          <label htmlFor={statusId} className={ui.label}>
            {t('feedback.filter.label')}
          </label>
          <select
            id={statusId}
            className={ui.select}
            value={params.status}
            onChange={(event) => update({ status: asStatusFilter(event.target.value) })}
          >
            <option value="all">{t('feedback.filter.all')}</option>
            <option value="unread">{t('feedback.filter.unread')}</option>
            <option value="read">{t('feedback.filter.read')}</option>
          </select>
        </div>
        <div className={ui.field}>
          <label htmlFor={categoryId} className={ui.label}>
            {t('feedback.categoryFilter')}
          </label>
          <select
            id={categoryId}
            className={ui.select}
            value={params.category}
            onChange={(event) => update({ category: asCategoryFilter(event.target.value) })}
          >
            <option value="all">{t('feedback.allCategories')}</option>
            {FEEDBACK_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`feedback.categories.${category}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      {list.isPending && <PageSpinner />}
      {list.isError && (
        <div className={ui.errorBox} role="alert">
          <p className={styles.errorText}>{t('feedback.loadFailed')}</p>
          <button type="button" className={ui.smallButton} onClick={() => void list.refetch()}>
            {t('ui.retry')}
          </button>
        </div>
      )}
      {list.data && items.length === 0 && (
        <p className={`${ui.panel} ${ui.empty} ${styles.listGap}`}>
          {filtered ? t('feedback.noMatches') : t('feedback.empty')}
        </p>
      )}
      {list.data && items.length > 0 && (
        <div className={styles.inbox} aria-busy={list.isFetching && list.isPlaceholderData}>
          <div className={styles.listHead}>
            <label className={styles.checkLabel}>
              <input
                type="checkbox"
                checked={allChecked}
                onChange={(event) => setSelected(event.target.checked ? new Set(items.map((i) => i.id)) : new Set())}
              />
              <span>{t('feedback.selectAll')}</span>
            </label>
            <BulkActionBar<FeedbackBulkAction>
              className={styles.headBar}
              selectedCount={selected.size}
              actions={[
                { value: 'read', label: t('feedback.bulk.read') },
                { value: 'unread', label: t('feedback.bulk.unread') },
                { value: 'delete', label: t('feedback.bulk.delete') },
              ]}
              busy={bulk.isPending}
              onApply={applyBulk}
              onClear={resetSelection}
            />
          </div>
          <ul className={styles.list} aria-label={t('feedback.listLabel')}>
            {items.map((item) => (
              <li key={item.id} className={styles.row} data-unread={!item.is_read}>
                <input
                  type="checkbox"
                  className={styles.rowCheck}
                  checked={selected.has(item.id)}
                  aria-label={t('feedback.select', { name: item.name })}
                  onChange={(event) => toggle(item.id, event.target.checked)}
                />
                <div className={styles.main}>
                  <button type="button" className={styles.open} onClick={() => open(item.id)}>
                    <span className={styles.sender}>
                      {!item.is_read && (
                        <span className={styles.unreadDot}>
                          <span className="visually-hidden">{t('feedback.unread')}: </span>
                        </span>
                      )}
                      <span className={styles.name}>{item.name}</span>
                      <span className={styles.email} dir="ltr">
                        {item.email}
                      </span>
                    </span>
                    <span className={styles.preview}>{excerpt(item.message)}</span>
                  </button>
                  <FeedbackTags item={item} />
                </div>
                <div className={styles.rowMeta}>
                  <time
                    dateTime={item.created_at}
                    title={formatDateTime(item.created_at, locale)}
                    className={styles.time}
                  >
                    {relativeTime(item.created_at, locale)}
                  </time>
                </div>
                <div className={styles.rowActions}>
                  <button
                    type="button"
                    className={ui.smallButton}
                    disabled={setRead.isPending}
                    onClick={() => setRead.mutate({ id: item.id, isRead: !item.is_read }, { onError: failed })}
                  >
                    {item.is_read ? t('feedback.markUnread') : t('feedback.markRead')}
                    <span className="visually-hidden"> ({item.name})</span>
                  </button>
                  <button
                    type="button"
                    className={`${ui.smallButton} ${ui.dangerButton}`}
                    onClick={() => setPendingDelete({ kind: 'one', item })}
                  >
                    <Icon name="trash" size={16} />
                    <span className="visually-hidden">{t('feedback.deleteFrom', { name: item.name })}</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
      {list.data && (
        <Pagination
          page={list.data.current_page}
          lastPage={list.data.last_page}
          total={list.data.total}
          onPageChange={(page) => {
            navigate({ ...params, page });
            resetSelection();
          }}
        />
      )}

      {openId !== null && (
        <FeedbackDialog
          key={openId}
          id={openId}
          initial={items.find((item) => item.id === openId)}
          onClose={closeReader}
          onDelete={(item) => setPendingDelete({ kind: 'one', item })}
        />
      )}

      <ConfirmDialog
        open={pendingDelete !== null}
        tone="danger"
        title={t('feedback.confirmDelete.title')}
        message={
          pendingDelete?.kind === 'bulk'
            ? t('feedback.confirmDelete.many', { count: pendingDelete.ids.length })
            : pendingDelete?.kind === 'one'
              ? t('feedback.confirmDelete.one', { name: pendingDelete.item.name })
              : ''
        }
        busy={remove.isPending || bulk.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      />
    </>
  );
}
