import { NOTE_DANCE_ROLES, NOTE_DANCE_USER_STATUSES, type noteDanceApi, type ResponseOf } from '@site/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { noteDanceAdminKeys, noteDanceUsersQuery, updateNoteDanceUser } from '../../api/note-dance-admin';
import { AdminListPage } from '../../components/admin/admin-page-header';
import ui from '../../components/admin/admin-ui.module.css';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { DataTable } from '../../components/admin/data-table';
import type { FilterSpec } from '../../components/admin/list';
import { FilteredListPanel } from '../../components/admin/list-frame';
import { queryPage } from '../../components/admin/query-page';
import { StatusBadge } from '../../components/admin/status-badge';
import { TimeAgo } from '../../components/admin/time-ago';
import { useAdminScreen } from '../../components/admin/use-admin-page-meta';
import { useInvalidate } from '../../components/admin/use-admin-queries';
import { useListAddress } from '../../components/admin/use-list-address';
import { useLastPageClamp } from '../../components/admin/use-selection';
import { formatNumber } from '../../lib/format';
import { useNoteDanceSession } from '../../lib/note-dance-session';
import { notify } from '../../lib/notify';
import { userListQuery, userListState, type UserListParams } from './lib/list-params';
import { failureText } from './lib/messages';
import styles from './note-dance-admin.module.css';

type AdminUser = ResponseOf<typeof noteDanceApi.users>['data'][number];
type Change = 'makeAdmin' | 'makePlayer' | 'suspend' | 'restore';

/** What may be done to an account: its role the other way, and suspend or restore. */
export function changesFor(user: AdminUser): Change[] {
  return [user.role === 'admin' ? 'makePlayer' : 'makeAdmin', user.status === 'active' ? 'suspend' : 'restore'];
}

const bodyOf = (change: Change) =>
  change === 'makeAdmin'
    ? { role: 'admin' as const }
    : change === 'makePlayer'
      ? { role: 'player' as const }
      : { status: change === 'suspend' ? ('suspended' as const) : ('active' as const) };

/**
 * /note-dance/admin/users: the accounts, searched by username or email and filtered by role and status; an admin
 * changes another account's role or suspends and restores it (each confirmed). Their own account has no actions: the
 * server refuses them anyway, so that the last admin cannot lock everyone out.
 */
function UsersScreen() {
  const { t, locale } = useAdminScreen('noteDanceAdmin', 'noteDanceAdminUsers');
  const tl = (key: string, options?: Record<string, unknown>) => t(`users.${key}`, options);
  const me = useNoteDanceSession().user;
  const address = useListAddress(userListState);
  const { params } = address;
  const list = useQuery({ ...noteDanceUsersQuery(userListQuery(params)), placeholderData: (previous) => previous });
  useLastPageClamp(list.data?.last_page, params.page, address.clampToPage);

  const [pending, setPending] = useState<{ user: AdminUser; change: Change } | null>(null);
  const refresh = useInvalidate([noteDanceAdminKeys.users.all, noteDanceAdminKeys.dashboard]);
  const change = useMutation({
    mutationFn: ({ user, change: what }: { user: AdminUser; change: Change }) =>
      updateNoteDanceUser(user.id, bodyOf(what)),
    onSuccess: (_answer, { user, change: what }) => {
      notify('success', t(`users.confirm.${what}.done`, { name: user.username }));
      setPending(null);
      void refresh();
    },
    onError: (error) => notify('error', t('common.failed', { message: failureText(t, error) })),
  });

  const rows = list.data?.data ?? [];
  const specs: FilterSpec<UserListParams>[] = [
    {
      name: 'role',
      label: t('users.role'),
      options: [['', t('users.anyRole')], ...NOTE_DANCE_ROLES.map((role) => [role, t(`role.${role}`)] as const)],
    },
    {
      name: 'status',
      label: t('users.status'),
      options: [['', t('users.anyStatus')], ...NOTE_DANCE_USER_STATUSES.map((s) => [s, t(`status.${s}`)] as const)],
    },
  ];

  return (
    <AdminListPage page="noteDanceAdminUsers">
      <FilteredListPanel t={tl} address={address} specs={specs} filterClassName={styles.filter} query={list}>
        <DataTable
          caption={t('users.caption')}
          busy={list.isFetching}
          columns={[
            { key: 'user', label: t('users.columns.user') },
            { key: 'email', label: t('users.columns.email') },
            { key: 'role', label: t('users.columns.role') },
            { key: 'status', label: t('users.columns.status') },
            { key: 'scores', label: t('users.columns.scores'), className: ui.numeric },
            { key: 'lastLogin', label: t('users.columns.lastLogin') },
            { key: 'joined', label: t('users.columns.joined') },
            { key: 'actions', label: t('users.columns.actions'), hidden: true },
          ]}
        >
          {rows.map((user) => {
            const own = me?.id === user.id;
            return (
              <tr key={user.id}>
                <td>
                  <span className={styles.strong}>{user.username}</span>
                  {own && <span className={styles.secondary}>{t('users.you')}</span>}
                </td>
                <td className={styles.email}>{user.email}</td>
                <td>
                  <StatusBadge tone={user.role === 'admin' ? 'info' : 'neutral'}>{t(`role.${user.role}`)}</StatusBadge>
                </td>
                <td>
                  <StatusBadge tone={user.status === 'active' ? 'success' : 'danger'}>
                    {t(`status.${user.status}`)}
                  </StatusBadge>
                </td>
                <td className={ui.numeric}>{formatNumber(user.scores_count, locale)}</td>
                <td className={styles.muted}>
                  {user.last_login_at ? <TimeAgo value={user.last_login_at} locale={locale} /> : t('users.never')}
                </td>
                <td className={styles.muted}>
                  <TimeAgo value={user.created_at} locale={locale} />
                </td>
                <td>
                  {!own && (
                    <div className={ui.rowActions}>
                      {changesFor(user).map((what) => (
                        <button
                          key={what}
                          type="button"
                          className={what === 'suspend' ? `${ui.smallButton} ${ui.dangerButton}` : ui.smallButton}
                          aria-label={t('users.actionNamed', { action: t(`users.${what}`), name: user.username })}
                          onClick={() => setPending({ user, change: what })}
                        >
                          {t(`users.${what}`)}
                        </button>
                      ))}
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        </DataTable>
      </FilteredListPanel>
      <ConfirmDialog
        open={pending !== null}
        tone={pending?.change === 'suspend' ? 'danger' : 'default'}
        title={pending ? t(`users.confirm.${pending.change}.title`) : ''}
        message={pending ? t(`users.confirm.${pending.change}.text`, { name: pending.user.username }) : ''}
        confirmLabel={pending ? t(`users.${pending.change}`) : undefined}
        cancelLabel={t('common.cancel')}
        busy={change.isPending}
        onConfirm={() => pending && change.mutate(pending)}
        onCancel={() => setPending(null)}
      />
    </AdminListPage>
  );
}

export default queryPage(UsersScreen);
