import { VOLUNTEER_STATUSES, type AdminVolunteer } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportFormDataQuery } from '../../api/missing-reports';
import { AdminListPage } from '../../components/admin/admin-page-header';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { errorText } from '../../components/admin/form-messages';
import type { FilterSpec } from '../../components/admin/list';
import { FilteredListPanel } from '../../components/admin/list-frame';
import { queryPage } from '../../components/admin/query-page';
import { useAdminPageMeta } from '../../components/admin/use-admin-page-meta';
import { useLocale } from '../../components/admin/use-locale';
import { useListAddress } from '../../components/admin/use-list-address';
import { useLastPageClamp } from '../../components/admin/use-selection';
import { notify } from '../../lib/notify';
import { PointsDialog } from './points-dialog';
import { changeBody, type VolunteerChange } from './volunteer-actions';
import { volunteerListState, type VolunteerListParams } from './volunteer-list-params';
import { VolunteersTable } from './volunteers-table';
import { useVolunteerActions, useVolunteerList } from './use-volunteers';

/**
 * /admin/reunion/volunteers: the volunteer network's members, searched by name or email and filtered by status
 * and team; the owner suspends or restores them, appoints them to the first-responder team or removes them from
 * it (each confirmed), and records spends and corrections of their points.
 */
function VolunteersScreen() {
  const { t } = useTranslation('adminVolunteers');
  const { language } = useLocale();
  useAdminPageMeta('adminReunionVolunteers');

  const address = useListAddress(volunteerListState);
  const { params } = address;

  const list = useVolunteerList(params);
  useLastPageClamp(list.data?.last_page, params.page, address.clampToPage);
  const provinces = useQuery({ ...reportFormDataQuery(language), select: (answer) => answer.data.provinces });
  const provinceName = (id: string) => provinces.data?.find((province) => province.id === id)?.name ?? id;

  const { update: change } = useVolunteerActions();
  const [pending, setPending] = useState<{ volunteer: AdminVolunteer; change: VolunteerChange } | null>(null);
  const [pointsFor, setPointsFor] = useState<AdminVolunteer | null>(null);

  const confirm = () => {
    if (!pending) return;
    const { volunteer, change: what } = pending;
    change.mutate(
      { id: volunteer.id, body: changeBody(what) },
      {
        onSuccess: () => {
          notify('success', t(`confirm.${what}.done`, { name: volunteer.name }));
          setPending(null);
        },
        onError: (error) => notify('error', t('confirm.failed', { message: errorText(error) })),
      },
    );
  };

  const rows = list.data?.data ?? [];
  const specs: FilterSpec<VolunteerListParams>[] = [
    {
      name: 'status',
      label: t('list.status'),
      options: [
        ['', t('list.anyStatus')],
        ...VOLUNTEER_STATUSES.map((status) => [status, t(`status.${status}`)] as const),
      ],
    },
    {
      name: 'responder',
      label: t('list.team'),
      options: [
        ['', t('list.anyTeam')],
        ['true', t('team.firstResponder')],
        ['false', t('team.none')],
      ],
    },
  ];

  return (
    <AdminListPage page="adminReunionVolunteers">
      <FilteredListPanel t={t} address={address} specs={specs} query={list}>
        <VolunteersTable
          rows={rows}
          fetching={list.isFetching}
          provinceName={provinceName}
          onChange={(volunteer, what) => setPending({ volunteer, change: what })}
          onPoints={setPointsFor}
        />
      </FilteredListPanel>
      <ConfirmDialog
        open={pending !== null}
        tone={pending?.change === 'suspend' ? 'danger' : 'default'}
        title={pending ? t(`confirm.${pending.change}.title`) : ''}
        message={pending ? t(`confirm.${pending.change}.text`, { name: pending.volunteer.name }) : ''}
        confirmLabel={pending ? t(`actions.${pending.change}`) : undefined}
        busy={change.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
      {pointsFor && <PointsDialog volunteer={pointsFor} onClose={() => setPointsFor(null)} />}
    </AdminListPage>
  );
}

export default queryPage(VolunteersScreen);
