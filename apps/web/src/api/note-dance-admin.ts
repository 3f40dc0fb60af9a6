import { noteDanceApi, type BodyOf, type QueryOf } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../lib/api-client';
import { uploadTo } from '../lib/upload';
import { adminKeys } from './admin-keys';
import { noteDanceKeys } from './note-dance';

export type UserListQuery = QueryOf<typeof noteDanceApi.users>;
export type AdminScoreListQuery = QueryOf<typeof noteDanceApi.scores>;

/**
 * The Note Dance admin's queries. Sheets are read through the game's keys (`noteDanceKeys.sheetsAll`: an admin's
 * token sees every sheet there), so that a change here refreshes the game's lists too.
 */
export const noteDanceAdminKeys = {
  dashboard: ['admin', 'note-dance', 'dashboard'] as const,
  users: adminKeys<UserListQuery>('note-dance-users'),
  scores: adminKeys<AdminScoreListQuery>('note-dance-scores'),
  omr: ['admin', 'note-dance', 'omr'] as const,
};

export const noteDanceDashboardQuery = () =>
  queryOptions({
    queryKey: noteDanceAdminKeys.dashboard,
    queryFn: ({ signal }) => call(noteDanceApi.dashboard, {}, { signal }).then((answer) => answer.data),
    refetchInterval: 30_000,
  });

export const noteDanceUsersQuery = (query: UserListQuery) =>
  queryOptions({
    queryKey: noteDanceAdminKeys.users.list(query),
    queryFn: ({ signal }) => call(noteDanceApi.users, { query }, { signal }),
  });

export const noteDanceAdminScoresQuery = (query: AdminScoreListQuery) =>
  queryOptions({
    queryKey: noteDanceAdminKeys.scores.list(query),
    queryFn: ({ signal }) => call(noteDanceApi.scores, { query }, { signal }),
  });

/** Whether an optical music recognition engine is configured (none ships with the site). */
export const noteDanceOmrStatusQuery = () =>
  queryOptions({
    queryKey: noteDanceAdminKeys.omr,
    queryFn: ({ signal }) => call(noteDanceApi.omrStatus, {}, { signal }),
    staleTime: 60_000,
  });

export const updateNoteDanceUser = (id: number, body: BodyOf<typeof noteDanceApi.updateUser>) =>
  call(noteDanceApi.updateUser, { params: { id }, body });
export const createNoteDanceSheet = (body: BodyOf<typeof noteDanceApi.createSheet>) =>
  call(noteDanceApi.createSheet, { body });
export const updateNoteDanceSheet = (id: number, body: BodyOf<typeof noteDanceApi.updateSheet>) =>
  call(noteDanceApi.updateSheet, { params: { id }, body });
export const deleteNoteDanceSheet = (id: number) => call(noteDanceApi.deleteSheet, { params: { id } });
export const deleteNoteDanceScore = (id: number) => call(noteDanceApi.deleteScore, { params: { id } });
export const updateNoteDanceSettings = (body: BodyOf<typeof noteDanceApi.updateSettings>) =>
  call(noteDanceApi.updateSettings, { body });

/** A sheet file converted for a look before saving (nothing is stored). */
export const convertNoteDanceSheet = (file: File, onProgress?: (percent: number) => void) =>
  uploadTo(noteDanceApi.convertSheet, {}, { file, onProgress, timeoutMs: 5 * 60_000 });

/** A sheet file converted and saved with its details (title, composer, difficulty, published). */
export const convertAndSaveNoteDanceSheet = (
  file: File,
  fields: Readonly<Record<string, string>>,
  onProgress?: (percent: number) => void,
) => uploadTo(noteDanceApi.convertSheetAndSave, {}, { file, fields, onProgress, timeoutMs: 5 * 60_000 });

/** A scanned page read by the configured OMR engine (501 when there is none). */
export const omrConvertNoteDanceSheet = (file: File, onProgress?: (percent: number) => void) =>
  uploadTo(noteDanceApi.omrConvert, {}, { file, onProgress, timeoutMs: 5 * 60_000 });

/** What a sheet change makes stale: the game's lists and that sheet, and the dashboard's counts. */
export const sheetQueriesToRefresh = (id?: number) => [
  noteDanceKeys.sheetsAll,
  ...(id === undefined ? [] : [noteDanceKeys.sheet(id)]),
  noteDanceAdminKeys.dashboard,
];
