import {
  adminMissingReportsApi,
  missingReportsApi,
  type BodyOf,
  type LanguageCode,
  type QueryOf,
} from '@site/contracts';
import { call } from '../lib/api-client';
import { adminKeys } from './admin-keys';
import { adminCaseKeys } from './admin-reunion-cases';
import { reunionKeys } from './reunion';

export type ReportListQuery = QueryOf<typeof adminMissingReportsApi.list>;
export type ReportReviewBody = BodyOf<typeof adminMissingReportsApi.review>;
export type ReportVerifyBody = BodyOf<typeof adminMissingReportsApi.verify>;

/** Query keys of the moderation of reports; every decision invalidates `all`. */
export const adminReportKeys = {
  ...adminKeys<ReportListQuery>('reunion-reports'),
  /** The report form's reference lists in one language, for naming a report's ids (no decision changes them). */
  formData: (lang: LanguageCode) => ['admin', 'reunion-report-lists', lang] as const,
};

/**
 * What publishing a report changes beyond the reports: the admin's cases (a new one) and the public reunion
 * pages (the map, the lists and the figures show it).
 */
export const PUBLISH_REFRESHES = [adminReportKeys.all, adminCaseKeys.all, reunionKeys.all] as const;

export function fetchReports(query: ReportListQuery, signal?: AbortSignal) {
  return call(adminMissingReportsApi.list, { query }, { signal });
}

export async function fetchReportOverview(signal?: AbortSignal) {
  return (await call(adminMissingReportsApi.overview, {}, { signal })).data;
}

export async function fetchReport(id: number, signal?: AbortSignal) {
  return (await call(adminMissingReportsApi.get, { params: { id } }, { signal })).data;
}

/** The report form's reference lists (reasons, places, occupations…) named in the admin's language. */
export async function fetchReportLists(lang: LanguageCode, signal?: AbortSignal) {
  return (await call(missingReportsApi.formData, { query: { lang } }, { signal })).data;
}

/** Back to pending, needs information or rejected, with a note for the history. */
export function reviewReport(id: number, body: ReportReviewBody) {
  return call(adminMissingReportsApi.review, { params: { id }, body });
}

/** Publishes a report as a public case with what the moderator chose to show. */
export function verifyReport(id: number, body: ReportVerifyBody) {
  return call(adminMissingReportsApi.verify, { params: { id }, body });
}
