import { missingReportsApi, type BodyOf, type QueryOf } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../lib/api-client';

/** Query keys of the report dialog's lists; nothing else writes them. */
export const missingReportKeys = {
  all: ['missing-reports'] as const,
  formData: (lang: string) => [...missingReportKeys.all, 'form-data', lang] as const,
  districts: (provinceId: string) => [...missingReportKeys.all, 'districts', provinceId] as const,
  wards: (districtId: string) => [...missingReportKeys.all, 'wards', districtId] as const,
  communes: (provinceId: string) => [...missingReportKeys.all, 'communes', provinceId] as const,
};

/** The report form's reference lists in one interface language. */
export const reportFormDataQuery = (lang: NonNullable<QueryOf<typeof missingReportsApi.formData>['lang']>) =>
  queryOptions({
    queryKey: missingReportKeys.formData(lang),
    queryFn: ({ signal }) => call(missingReportsApi.formData, { query: { lang } }, { signal }),
    staleTime: Infinity,
  });

/** The districts of an old (pre-2025) province. */
export const oldDistrictsQuery = (provinceId: string) =>
  queryOptions({
    queryKey: missingReportKeys.districts(provinceId),
    queryFn: ({ signal }) => call(missingReportsApi.districts, { query: { province_id: provinceId } }, { signal }),
    staleTime: Infinity,
  });

/** The wards of an old district. */
export const oldWardsQuery = (districtId: string) =>
  queryOptions({
    queryKey: missingReportKeys.wards(districtId),
    queryFn: ({ signal }) => call(missingReportsApi.wards, { query: { district_id: districtId } }, { signal }),
    staleTime: Infinity,
  });

/** The communes of a current province. */
export const communesQuery = (provinceId: string) =>
  queryOptions({
    queryKey: missingReportKeys.communes(provinceId),
    queryFn: ({ signal }) => call(missingReportsApi.communes, { query: { province_id: provinceId } }, { signal }),
    staleTime: Infinity,
  });

/** Reads a family's free text into suggested form fields. */
export function analyzeReportText(body: BodyOf<typeof missingReportsApi.analyze>) {
  return call(missingReportsApi.analyze, { body });
}

/** A clean, punctuated version of a family's free text. */
export function reformatReportText(body: BodyOf<typeof missingReportsApi.reformat>) {
  return call(missingReportsApi.reformat, { body });
}

/** Sends a report; answers its case number. */
export function submitReport(body: BodyOf<typeof missingReportsApi.submit>) {
  return call(missingReportsApi.submit, { body });
}
