import { useMutation, useQuery } from '@tanstack/react-query';
import {
  PUBLISH_REFRESHES,
  adminReportKeys,
  fetchReport,
  fetchReportLists,
  fetchReportOverview,
  fetchReports,
  reviewReport,
  verifyReport,
  type ReportReviewBody,
  type ReportVerifyBody,
} from '../../api/admin-reunion-reports';
import { useInvalidate, usePagedList } from '../../components/admin/use-admin-queries';
import type { LanguageCode } from '@site/contracts';
import { reportListQuery, type ReportListParams } from './report-list-params';

/** One page of reports for the list's filters; the previous page stays while the next loads. */
export function useReportList(params: ReportListParams) {
  const query = reportListQuery(params);
  return usePagedList(adminReportKeys.list(query), (signal) => fetchReports(query, signal));
}

/** The counts per status and where report texts are analysed. */
export function useReportOverview() {
  return useQuery({ queryKey: adminReportKeys.stats(), queryFn: ({ signal }) => fetchReportOverview(signal) });
}

/** One report whole, read fresh on every visit (another moderator may have decided meanwhile). */
export function useReport(id: number | null) {
  return useQuery({
    queryKey: adminReportKeys.item(id),
    queryFn: ({ signal }) => fetchReport(id ?? 0, signal),
    enabled: id !== null,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** The names of the report form's lists in the admin's language (they change only with a deployment). */
export function useReportLists(language: LanguageCode) {
  return useQuery({
    queryKey: adminReportKeys.formData(language),
    queryFn: ({ signal }) => fetchReportLists(language, signal),
    staleTime: Infinity,
  });
}

/**
 * A review (pending, needs information, rejected) refreshes the reports; publishing also refreshes the admin's
 * cases and the public reunion pages, which now show the new case.
 */
export function useReportDecisions(id: number) {
  const refreshReports = useInvalidate([adminReportKeys.all]);
  const refreshAll = useInvalidate(PUBLISH_REFRESHES);
  const review = useMutation({
    mutationFn: (body: ReportReviewBody) => reviewReport(id, body),
    onSuccess: refreshReports,
  });
  const verify = useMutation({
    mutationFn: (body: ReportVerifyBody) => verifyReport(id, body),
    onSuccess: refreshAll,
  });
  return { review, verify };
}
