import { reunionApi, reunionMapApi, reunionSearchApi, type QueryOf } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../lib/api-client';

/** Query keys of the reunion platform's public reads; an admin change of a case invalidates `all`. */
export const reunionKeys = {
  all: ['reunion'] as const,
  cases: (query: QueryOf<typeof reunionApi.cases>) => [...reunionKeys.all, 'cases', query] as const,
  case: (caseNumber: string, lang: string) => [...reunionKeys.all, 'case', caseNumber, lang] as const,
  markers: (lang: string) => [...reunionKeys.all, 'markers', lang] as const,
  figures: () => [...reunionKeys.all, 'figures'] as const,
  search: (query: QueryOf<typeof reunionSearchApi.search>) => [...reunionKeys.all, 'search', query] as const,
  map: () => [...reunionKeys.all, 'map'] as const,
};

/** A page of public cases, newest change first. */
export const reunionCasesQuery = (query: QueryOf<typeof reunionApi.cases>) =>
  queryOptions({
    queryKey: reunionKeys.cases(query),
    queryFn: ({ signal }) => call(reunionApi.cases, { query }, { signal }),
  });

/** One public case with its status history. */
export const reunionCaseQuery = (caseNumber: string, lang: QueryOf<typeof reunionApi.case>['lang']) =>
  queryOptions({
    queryKey: reunionKeys.case(caseNumber, lang ?? 'en'),
    queryFn: ({ signal }) => call(reunionApi.case, { params: { caseNumber }, query: { lang } }, { signal }),
  });

/** Every public case as the map draws it. */
export const reunionMarkersQuery = (lang: QueryOf<typeof reunionApi.markers>['lang']) =>
  queryOptions({
    queryKey: reunionKeys.markers(lang ?? 'en'),
    queryFn: ({ signal }) => call(reunionApi.markers, { query: { lang } }, { signal }),
  });

/** The platform's live counts of cases by status. */
export const reunionFiguresQuery = () =>
  queryOptions({
    queryKey: reunionKeys.figures(),
    queryFn: ({ signal }) => call(reunionApi.figures, {}, { signal }),
  });

/** Whether the map has a reachable tile server; the server checks it every few minutes. */
export const reunionMapQuery = () =>
  queryOptions({
    queryKey: reunionKeys.map(),
    queryFn: ({ signal }) => call(reunionMapApi.config, {}, { signal }),
    staleTime: 5 * 60_000,
  });

/** One page of the search over cases, stories and news. */
export const reunionSearchQuery = (query: QueryOf<typeof reunionSearchApi.search>) =>
  queryOptions({
    queryKey: reunionKeys.search(query),
    queryFn: ({ signal }) => call(reunionSearchApi.search, { query }, { signal }),
  });
