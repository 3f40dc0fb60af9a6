import type { ContactMessage } from '@site/contracts';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAdminScreen } from '../../components/admin/use-admin-page-meta';
import { AdminPageHeading } from '../../components/admin/admin-page-header';
import { translateMessage } from '../../components/admin/form-messages';
import { FilterSelect } from '../../components/admin/list';
import { confirmDeleteTexts, ListPagination, PendingDeleteDialog } from '../../components/admin/list-frame';
import { SearchToolbar } from '../../components/admin/search-input';
import { useListActions } from '../../components/admin/use-list-actions';
import { useSelection } from '../../components/admin/use-selection';
import { queryPage } from '../../components/admin/query-page';
import { notify } from '../../lib/notify';
import { InboxPanel, readStateChoices } from './inbox-list';
import { openedId } from './inbox-text';
import { MailStatus } from './mail-status';
import { MessageDialog } from './message-dialog';
import { useMessageList, useMessageMutations, type MessageBulkAction, type MessageFilter } from './use-messages';

/** The contact form's inbox: newest first, filter, search, read one, mark, delete, bulk actions. */
export default queryPage(MessagesScreen);

function MessagesScreen() {
  const { t, locale } = useAdminScreen('admin', 'adminMessages');
  const search = useSearch();
  const [, navigate] = useLocation();

  const [page, setPage] = useState(1);
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<MessageFilter>('all');
  const selection = useSelection();
  const { setSelected } = selection;

  const list = useMessageList(page, query, filter);
  const { setRead, remove, bulk } = useMessageMutations();
  const messages = list.data?.data ?? [];
  const openId = openedId(search);

  const open = (id: number) => navigate(`/admin/messages?open=${id}`, { replace: true });
  const closeReader = () => navigate('/admin/messages', { replace: true });
  const resetSelection = () => setSelected(new Set());
  const failed = (error: Error) => notify('error', translateMessage(t, error) ?? t('messages.actionFailed'));

  const actions = useListActions<ContactMessage, MessageBulkAction>({
    selection,
    idOf: (message) => message.id,
    runBulk: (body, callbacks) => bulk.mutate(body, callbacks),
    runDelete: (message, callbacks) => remove.mutate(message.id, callbacks),
    onBulkDone: (action, answer) => {
      notify('success', t(`messages.bulkDone.${action}`, { count: answer.affected }));
      if (action === 'delete' && answer.affected >= messages.length && page > 1) setPage(page - 1);
    },
    onBulkFailed: failed,
    onDeleted: (message) => {
      if (openId === message.id) closeReader();
      notify('success', t('messages.deleted'));
      if (messages.length === 1 && page > 1) setPage(page - 1);
    },
    onDeleteFailed: failed,
  });

  return (
    <>
      <AdminPageHeading page="adminMessages" />

      <SearchToolbar
        t={t}
        area="messages"
        value={query}
        onSearch={(value) => {
          setQuery(value);
          setPage(1);
          resetSelection();
        }}
      >
        <FilterSelect
          label={t('messages.filter.label')}
          value={filter}
          onChange={(value) => {
            setFilter(value as MessageFilter);
            setPage(1);
            resetSelection();
          }}
          options={readStateChoices('messages', t)}
        />
      </SearchToolbar>

      <InboxPanel
        list={list}
        filtered={query !== '' || filter !== 'all'}
        kind="messages"
        locale={locale}
        selection={selection}
        onBulk={actions.onBulk}
        bulkBusy={bulk.isPending}
        onOpen={open}
        onToggleRead={(message) => setRead.mutate({ id: message.id, isRead: !message.is_read })}
        readBusy={setRead.isPending}
        onDelete={actions.askDelete}
        meta={(message) => <MailStatus status={message.mail_status} />}
      />
      <ListPagination
        answer={list.data}
        onPageChange={(next) => {
          setPage(next);
          resetSelection();
        }}
      />

      {openId !== null && (
        <MessageDialog
          key={openId}
          id={openId}
          initial={messages.find((m) => m.id === openId)}
          onClose={closeReader}
          onDelete={actions.askDelete}
        />
      )}

      <PendingDeleteDialog
        actions={actions}
        {...confirmDeleteTexts<ContactMessage>(t, 'messages', (item) => item.name)}
        busy={remove.isPending || bulk.isPending}
      />
    </>
  );
}
