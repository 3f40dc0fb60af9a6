import { adminReunionCasesApi, type BodyOf, type QueryOf } from '@site/contracts';
import { call } from '../lib/api-client';
import { adminKeys } from './admin-keys';

export type CaseListQuery = QueryOf<typeof adminReunionCasesApi.list>;
export type CaseBody = BodyOf<typeof adminReunionCasesApi.create>;
export type CaseStatusBody = BodyOf<typeof adminReunionCasesApi.status>;

/** Query keys of the admin's reunion cases; every change invalidates `all`. */
export const adminCaseKeys = adminKeys<CaseListQuery>('reunion-cases');

export function fetchCases(query: CaseListQuery, signal?: AbortSignal) {
  return call(adminReunionCasesApi.list, { query }, { signal });
}

export async function fetchCase(id: number, signal?: AbortSignal) {
  return (await call(adminReunionCasesApi.get, { params: { id } }, { signal })).data;
}

/** Creates a case (no id) or updates one. */
export function saveCase(id: number | null, body: CaseBody) {
  return id === null
    ? call(adminReunionCasesApi.create, { body })
    : call(adminReunionCasesApi.update, { params: { id }, body });
}

/** Changes a case's status; the note (per language) joins the case's history. */
export function changeCaseStatus(id: number, body: CaseStatusBody) {
  return call(adminReunionCasesApi.status, { params: { id }, body });
}

export function deleteCase(id: number) {
  return call(adminReunionCasesApi.remove, { params: { id } });
}
