import { CASE_STATUSES, type AdminReunionCase } from '@site/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'wouter';
import { AdminListPage } from '../../components/admin/admin-page-header';
import ui from '../../components/admin/admin-ui.module.css';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { errorText } from '../../components/admin/form-messages';
import type { FilterSpec } from '../../components/admin/list';
import { SearchFilterBar, statusFilterSpec } from '../../components/admin/list-filters';
import { FilteredListBody } from '../../components/admin/list-frame';
import { queryPage } from '../../components/admin/query-page';
import { useAdminPageMeta } from '../../components/admin/use-admin-page-meta';
import { useLastPageClamp } from '../../components/admin/use-selection';
import { isNotFound } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import {
  DEFAULT_CASE_LIST_PARAMS,
  isCaseListFiltered,
  readCaseListParams,
  writeCaseListParams,
  type CaseListParams,
} from './case-list-params';
import { CasesTable } from './cases-table';
import { useCaseList, useCaseMutations, useRefreshCases } from './use-cases';

/** /admin/reunion/cases: every case, searched by name, number or place, filtered by status, a page at a time. */
function CasesScreen() {
  const { t } = useTranslation('adminReunion');
  useAdminPageMeta('adminReunionCases');

  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readCaseListParams(searchParams), [searchParams]);
  const show = (next: CaseListParams, replace = true) => setSearchParams(writeCaseListParams(next), { replace });
  // Any filter change goes back to page 1; the page number itself changes only through paging.
  const update = (changes: Partial<CaseListParams>) => show({ ...params, page: 1, ...changes });

  const list = useCaseList(params);
  const { remove } = useCaseMutations();
  const refresh = useRefreshCases();
  const [pending, setPending] = useState<AdminReunionCase | null>(null);

  // After deleting the last row of the last page, show the page that now is the last.
  useLastPageClamp(list.data?.last_page, params.page, (page) => show({ ...params, page }));

  const rows = list.data?.data ?? [];
  const filtered = isCaseListFiltered(params);
  const reset = () => show(DEFAULT_CASE_LIST_PARAMS);
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
      <section className={ui.listPanel} aria-labelledby="page-heading">
        <SearchFilterBar t={t} specs={specs} params={params} onChange={update} onReset={filtered ? reset : undefined} />
        <FilteredListBody
          t={t}
          query={list}
          isEmpty={rows.length === 0}
          filtered={filtered}
          onReset={reset}
          addAction={add}
          onPageChange={(page) => show({ ...params, page }, false)}
        >
          <CasesTable rows={rows} onDelete={setPending} busy={remove.isPending} fetching={list.isFetching} />
        </FilteredListBody>
      </section>

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
