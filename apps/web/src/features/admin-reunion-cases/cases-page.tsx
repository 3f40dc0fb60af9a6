import { CASE_STATUSES, type AdminReunionCase } from '@site/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { AdminListPage } from '../../components/admin/admin-page-header';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { errorText } from '../../components/admin/form-messages';
import type { FilterSpec } from '../../components/admin/list';
import { statusFilterSpec } from '../../components/admin/list-filters';
import { FilteredListPanel } from '../../components/admin/list-frame';
import { queryPage } from '../../components/admin/query-page';
import { useAdminPageMeta } from '../../components/admin/use-admin-page-meta';
import { useListAddress } from '../../components/admin/use-list-address';
import { useLastPageClamp } from '../../components/admin/use-selection';
import { isNotFound } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { caseListState, type CaseListParams } from './case-list-params';
import { CasesTable } from './cases-table';
import { useCaseList, useCaseMutations, useRefreshCases } from './use-cases';

/** /admin/reunion/cases: every case, searched by name, number or place, filtered by status, a page at a time. */
function CasesScreen() {
  const { t } = useTranslation('adminReunion');
  useAdminPageMeta('adminReunionCases');

  const address = useListAddress(caseListState);
  const { params } = address;

  const list = useCaseList(params);
  const { remove } = useCaseMutations();
  const refresh = useRefreshCases();
  const [pending, setPending] = useState<AdminReunionCase | null>(null);

  // After deleting the last row of the last page, show the page that now is the last.
  useLastPageClamp(list.data?.last_page, params.page, address.clampToPage);

  const rows = list.data?.data ?? [];
  const specs: FilterSpec<CaseListParams>[] = [
    statusFilterSpec(
      t,
      CASE_STATUSES.map((status) => [status, t(`status.${status}`)] as const),
    ),
  ];

  const confirmDelete = () => {
    if (!pending) return;
    remove.mutate(pending, {
      onSuccess: () => {
        notify('success', t('toast.deleted'));
        setPending(null);
      },
      onError: (error) => {
        setPending(null);
        if (isNotFound(error)) {
          notify('info', t('toast.alreadyDeleted'));
          void refresh();
          return;
        }
        notify('error', t('toast.deleteFailed', { message: errorText(error) }));
      },
    });
  };

  const add = (
    <Link href="/admin/reunion/cases/create" className="button button-primary">
      <span aria-hidden="true">+</span> {t('list.add')}
    </Link>
  );

  return (
    <AdminListPage page="adminReunionCases" actions={add}>
      <FilteredListPanel t={t} address={address} specs={specs} query={list} addAction={add}>
        <CasesTable rows={rows} onDelete={setPending} busy={remove.isPending} fetching={list.isFetching} />
      </FilteredListPanel>

      <ConfirmDialog
        open={pending !== null}
        tone="danger"
        title={t('confirm.deleteTitle')}
        message={pending ? t('confirm.deleteMessage', { name: pending.full_name, number: pending.case_number }) : ''}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      />
    </AdminListPage>
  );
}

export default queryPage(CasesScreen);
