import { VOLUNTEER_STATUSES, type AdminVolunteer } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { reportFormDataQuery } from '../../api/missing-reports';
import { AdminListPage } from '../../components/admin/admin-page-header';
import ui from '../../components/admin/admin-ui.module.css';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { errorText } from '../../components/admin/form-messages';
import type { FilterSpec } from '../../components/admin/list';
import { SearchFilterBar } from '../../components/admin/list-filters';
import { FilteredListBody } from '../../components/admin/list-frame';
import { queryPage } from '../../components/admin/query-page';
import { useAdminPageMeta } from '../../components/admin/use-admin-page-meta';
import { useLocale } from '../../components/admin/use-locale';
import { useLastPageClamp } from '../../components/admin/use-selection';
import { notify } from '../../lib/notify';
import { PointsDialog } from './points-dialog';
import { changeBody, type VolunteerChange } from './volunteer-actions';
import {
  DEFAULT_VOLUNTEER_LIST_PARAMS,
  isVolunteerListFiltered,
  readVolunteerListParams,
  writeVolunteerListParams,
  type VolunteerListParams,
} from './volunteer-list-params';
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

  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readVolunteerListParams(searchParams), [searchParams]);
  const show = (next: VolunteerListParams, replace = true) =>
    setSearchParams(writeVolunteerListParams(next), { replace });
  const update = (changes: Partial<VolunteerListParams>) => show({ ...params, page: 1, ...changes });

  const list = useVolunteerList(params);
  useLastPageClamp(list.data?.last_page, params.page, (page) => show({ ...params, page }));
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
  const filtered = isVolunteerListFiltered(params);
  const reset = () => show(DEFAULT_VOLUNTEER_LIST_PARAMS);
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
      <section className={ui.listPanel} aria-labelledby="page-heading">
        <SearchFilterBar t={t} specs={specs} params={params} onChange={update} onReset={filtered ? reset : undefined} />
        <FilteredListBody
          t={t}
          query={list}
          isEmpty={rows.length === 0}
          filtered={filtered}
          onReset={reset}
          onPageChange={(page) => show({ ...params, page }, false)}
        >
          <VolunteersTable
            rows={rows}
            fetching={list.isFetching}
            provinceName={provinceName}
            onChange={(volunteer, what) => setPending({ volunteer, change: what })}
            onPoints={setPointsFor}
          />
        </FilteredListBody>
      </section>
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
