import type { AdminReunionCase } from '@site/contracts';
import { useMutation } from '@tanstack/react-query';
import {
  adminCaseKeys,
  changeCaseStatus,
  deleteCase,
  fetchCases,
  type CaseStatusBody,
} from '../../api/admin-reunion-cases';
import { reunionKeys } from '../../api/reunion';
import { useInvalidate, usePagedList } from '../../components/admin/use-admin-queries';
import { casesQuery, type CaseListParams } from './case-list-params';

/** One page of cases for the list's filters; the previous page stays while the next loads. */
export function useCaseList(params: CaseListParams) {
  const query = casesQuery(params);
  return usePagedList(adminCaseKeys.list(query), (signal) => fetchCases(query, signal));
}

/** The admin's lists and the public reunion pages' cached cases and figures all change with a case. */
export function useRefreshCases() {
  return useInvalidate([adminCaseKeys.all, reunionKeys.all]);
}

/** Deleting one case and changing a case's status; each refreshes what shows cases before it is done. */
export function useCaseMutations() {
  const refresh = useRefreshCases();
  const remove = useMutation({
    mutationFn: (record: AdminReunionCase) => deleteCase(record.id),
    onSuccess: refresh,
  });
  const status = useMutation({
    mutationFn: ({ id, body }: { id: number; body: CaseStatusBody }) => changeCaseStatus(id, body),
    onSuccess: refresh,
  });
  return { remove, status };
}
