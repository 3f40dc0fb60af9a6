import type { ContactMessage } from '@site/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
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
import { useLocale } from '../../components/admin/use-locale';
import { useSelection } from '../../components/admin/use-selection';
import { MailStatus } from './mail-status';
import { MessageDialog } from './message-dialog';
import { useMessageList, useMessageMutations, type MessageBulkAction, type MessageFilter } from './use-messages';
import styles from './inbox.module.css';

/** The contact form's inbox: newest first, filter, search, read one, mark, delete, bulk actions. */
export default function MessagesPage() {
  return (
    <QueryScope>
      <MessagesScreen />
    </QueryScope>
  );
}

/** The message named in the address (`?open=<id>`, e.g. from the notifications menu), if any. */
export function openedId(search: string): number | null {
  const value = Number(new URLSearchParams(search).get('open'));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** A short preview of a message on one line. */
export function excerpt(text: string, max = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max).trimEnd()}…` : flat;
}

type PendingDelete = { kind: 'one'; message: ContactMessage } | { kind: 'bulk'; ids: number[] } | null;

function MessagesScreen() {
  const { t } = useTranslation('admin');
  const { t: tp } = useTranslation('pages');
  const { locale } = useLocale();
  usePageMeta({ title: tp('adminMessages.title'), description: tp('adminMessages.summary'), noindex: true });
  const search = useSearch();
  const [, navigate] = useLocation();
  const filterId = useId();

  const [page, setPage] = useState(1);
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<MessageFilter>('all');
  const { selected, setSelected, toggle } = useSelection();
  const [pendingDelete, setPendingDelete] = useState<PendingDelete>(null);

  const list = useMessageList(page, query, filter);
  const { setRead, remove, bulk } = useMessageMutations();
  const messages = list.data?.data ?? [];
  const openId = openedId(search);

  const open = (id: number) => navigate(`/admin/messages?open=${id}`, { replace: true });
  const closeReader = () => navigate('/admin/messages', { replace: true });
  const resetSelection = () => setSelected(new Set());

  const allChecked = messages.length > 0 && messages.every((m) => selected.has(m.id));

  const applyBulk = (action: MessageBulkAction) => {
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
          notify('success', t(`messages.bulkDone.${action}`, { count: answer.affected }));
        },
        onError: (error) => notify('error', translateMessage(t, error) ?? t('messages.actionFailed')),
      },
    );
  };

  const confirmDelete = () => {
    if (!pendingDelete) return;
    if (pendingDelete.kind === 'one') {
      const { message } = pendingDelete;
      remove.mutate(message.id, {
        onSuccess: () => {
          setPendingDelete(null);
          toggle(message.id, false);
          if (openId === message.id) closeReader();
          notify('success', t('messages.deleted'));
          if (messages.length === 1 && page > 1) setPage(page - 1);
        },
        onError: (error) => {
          setPendingDelete(null);
          notify('error', translateMessage(t, error) ?? t('messages.actionFailed'));
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
          notify('success', t('messages.bulkDone.delete', { count: answer.affected }));
          if (answer.affected >= messages.length && page > 1) setPage(page - 1);
        },
        onError: (error) => {
          setPendingDelete(null);
          notify('error', translateMessage(t, error) ?? t('messages.actionFailed'));
        },
      },
    );
  };

  return (
    <>
      <AdminPageHeader title={tp('adminMessages.heading')} summary={tp('adminMessages.summary')} />

      <div className={ui.toolbar}>
        <SearchInput
          value={query}
          label={t('messages.searchLabel')}
          placeholder={t('messages.searchPlaceholder')}
          onSearch={(value) => {
            setQuery(value);
            setPage(1);
            resetSelection();
          }}
        />
        <div className={ui.field}>
          <label htmlFor={filterId} className={ui.label}>
            {t('messages.filter.label')}
          </label>
          <select
            id={filterId}
            className={ui.select}
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value as MessageFilter);
              setPage(1);
              resetSelection();
            }}
          >
            <option value="all">{t('messages.filter.all')}</option>
            <option value="unread">{t('messages.filter.unread')}</option>
            <option value="read">{t('messages.filter.read')}</option>
          </select>
        </div>
      </div>

      {list.isPending && <PageSpinner />}
      {list.isError && (
        <div className={ui.errorBox} role="alert">
          <p className={styles.errorText}>{t('messages.loadFailed')}</p>
          <button type="button" className={ui.smallButton} onClick={() => void list.refetch()}>
            {t('ui.retry')}
          </button>
        </div>
      )}
      {list.data && messages.length === 0 && (
        <p className={`${ui.panel} ${ui.empty} ${styles.listGap}`}>
          {query || filter !== 'all' ? t('messages.noMatches') : t('messages.empty')}
        </p>
      )}
      {list.data && messages.length > 0 && (
        <div className={styles.inbox}>
          <div className={styles.listHead}>
            <label className={styles.checkLabel}>
              <input
                type="checkbox"
                checked={allChecked}
                onChange={(event) => setSelected(event.target.checked ? new Set(messages.map((m) => m.id)) : new Set())}
              />
              <span>{t('messages.selectAll')}</span>
            </label>
            <BulkActionBar<MessageBulkAction>
              className={styles.headBar}
              selectedCount={selected.size}
              actions={[
                { value: 'read', label: t('messages.bulk.read') },
                { value: 'unread', label: t('messages.bulk.unread') },
                { value: 'delete', label: t('messages.bulk.delete') },
              ]}
              busy={bulk.isPending}
              onApply={applyBulk}
              onClear={resetSelection}
            />
          </div>
          <ul className={styles.list} aria-label={t('messages.listLabel')}>
            {messages.map((message) => (
              <li key={message.id} className={styles.row} data-unread={!message.is_read}>
                <input
                  type="checkbox"
                  className={styles.rowCheck}
                  checked={selected.has(message.id)}
                  aria-label={t('messages.select', { name: message.name })}
                  onChange={(event) => toggle(message.id, event.target.checked)}
                />
                <button type="button" className={styles.open} onClick={() => open(message.id)}>
                  <span className={styles.sender}>
                    {!message.is_read && (
                      <span className={styles.unreadDot}>
                        <span className="visually-hidden">{t('messages.unread')}: </span>
                      </span>
                    )}
                    <span className={styles.name}>{message.name}</span>
                    <span className={styles.email} dir="ltr">
                      {message.email}
                    </span>
                  </span>
                  <span className={styles.preview}>{excerpt(message.message)}</span>
                </button>
                <div className={styles.rowMeta}>
                  <time
                    dateTime={message.created_at}
                    title={formatDateTime(message.created_at, locale)}
                    className={styles.time}
                  >
                    {relativeTime(message.created_at, locale)}
                  </time>
                  <MailStatus status={message.mail_status} />
                </div>
                <div className={styles.rowActions}>
                  <button
                    type="button"
                    className={ui.smallButton}
                    disabled={setRead.isPending}
                    onClick={() => setRead.mutate({ id: message.id, isRead: !message.is_read })}
                  >
                    {message.is_read ? t('messages.markUnread') : t('messages.markRead')}
                    <span className="visually-hidden"> ({message.name})</span>
                  </button>
                  <button
                    type="button"
                    className={`${ui.smallButton} ${ui.dangerButton}`}
                    onClick={() => setPendingDelete({ kind: 'one', message })}
                  >
                    <Icon name="trash" size={16} />
                    <span className="visually-hidden">{t('messages.deleteFrom', { name: message.name })}</span>
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
          onPageChange={(next) => {
            setPage(next);
            resetSelection();
          }}
        />
      )}

      {openId !== null && (
        <MessageDialog
          key={openId}
          id={openId}
          initial={messages.find((m) => m.id === openId)}
          onClose={closeReader}
          onDelete={(message) => setPendingDelete({ kind: 'one', message })}
        />
      )}

      <ConfirmDialog
        open={pendingDelete !== null}
        tone="danger"
        title={t('messages.confirmDelete.title')}
        message={
          pendingDelete?.kind === 'bulk'
            ? t('messages.confirmDelete.many', { count: pendingDelete.ids.length })
            : pendingDelete?.kind === 'one'
              ? t('messages.confirmDelete.one', { name: pendingDelete.message.name })
              : ''
        }
        busy={remove.isPending || bulk.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      />
    </>
  );
}
