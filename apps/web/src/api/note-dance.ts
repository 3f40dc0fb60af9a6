import { noteDanceApi, type BodyOf, type NoteDanceUser, type QueryOf } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../lib/api-client';

export type SheetListQuery = QueryOf<typeof noteDanceApi.sheets>;
export type LeaderboardQuery = QueryOf<typeof noteDanceApi.leaderboard>;
export type ScoreListQuery = QueryOf<typeof noteDanceApi.scores>;

/**
 * Query keys of Note Dance. The player's own data (account, results, bests) hangs under `mine`, so that signing in
 * or out drops it in one invalidation; the songs, leaderboards and settings are everyone's.
 */
export const noteDanceKeys = {
  all: ['note-dance'] as const,
  mine: ['note-dance', 'mine'] as const,
  me: ['note-dance', 'mine', 'me'] as const,
  myBest: ['note-dance', 'mine', 'best'] as const,
  myScores: (query: ScoreListQuery) => ['note-dance', 'mine', 'scores', query] as const,
  sheets: (query: SheetListQuery) => ['note-dance', 'sheets', query] as const,
  sheetsAll: ['note-dance', 'sheets'] as const,
  sheet: (id: number) => ['note-dance', 'sheet', id] as const,
  leaderboard: (query: LeaderboardQuery) => ['note-dance', 'leaderboard', query] as const,
  leaderboards: ['note-dance', 'leaderboard'] as const,
  settings: ['note-dance', 'settings'] as const,
  formats: ['note-dance', 'formats'] as const,
  health: ['note-dance', 'health'] as const,
};

/** The signed-in player, checked against the server (a stored token alone is not a session). */
export const noteDanceMeQuery = () =>
  queryOptions({
    queryKey: noteDanceKeys.me,
    queryFn: ({ signal }): Promise<NoteDanceUser> =>
      call(noteDanceApi.me, {}, { signal }).then((answer) => answer.user),
    staleTime: 60_000,
  });

/** Sheets without their notes: the published ones (an admin's token sees every sheet). */
export const noteDanceSheetsQuery = (query: SheetListQuery) =>
  queryOptions({
    queryKey: noteDanceKeys.sheets(query),
    queryFn: ({ signal }) => call(noteDanceApi.sheets, { query }, { signal }),
  });

/** One sheet with its notes. */
export const noteDanceSheetQuery = (id: number) =>
  queryOptions({
    queryKey: noteDanceKeys.sheet(id),
    queryFn: ({ signal }) => call(noteDanceApi.sheet, { params: { id } }, { signal }).then((answer) => answer.data),
  });

/** The best results of a sheet for one input (keyboard, MIDI, microphone): usernames only. */
export const noteDanceLeaderboardQuery = (query: LeaderboardQuery) =>
  queryOptions({
    queryKey: noteDanceKeys.leaderboard(query),
    queryFn: ({ signal }) => call(noteDanceApi.leaderboard, { query }, { signal }),
  });

/** The signed-in player's best result per sheet and input. */
export const noteDanceMyBestQuery = () =>
  queryOptions({
    queryKey: noteDanceKeys.myBest,
    queryFn: ({ signal }) => call(noteDanceApi.myBest, {}, { signal }),
  });

/** The signed-in player's own results (an admin sees everyone's, filtered). */
export const noteDanceScoresQuery = (query: ScoreListQuery) =>
  queryOptions({
    queryKey: noteDanceKeys.myScores(query),
    queryFn: ({ signal }) => call(noteDanceApi.scores, { query }, { signal }),
  });

/** The owner's settings the game plays by: timing windows, default tempo, microphone sensitivity. */
export const noteDanceSettingsQuery = () =>
  queryOptions({
    queryKey: noteDanceKeys.settings,
    queryFn: ({ signal }) => call(noteDanceApi.settings, {}, { signal }).then((answer) => answer.data),
    staleTime: 5 * 60_000,
  });

/** The sheet files the converter reads. */
export const noteDanceFormatsQuery = () =>
  queryOptions({
    queryKey: noteDanceKeys.formats,
    queryFn: ({ signal }) => call(noteDanceApi.supportedFormats, {}, { signal }),
    staleTime: Infinity,
  });

/** Whether Note Dance's API answers (the admin's indicator asks every 30 s). */
export const noteDanceHealthQuery = () =>
  queryOptions({
    queryKey: noteDanceKeys.health,
    queryFn: ({ signal }) => call(noteDanceApi.health, {}, { signal }),
    refetchInterval: 30_000,
    retry: false,
  });

export const noteDanceAuth = (body: BodyOf<typeof noteDanceApi.auth>) => call(noteDanceApi.auth, { body });
export const noteDanceLogout = () => call(noteDanceApi.logout);
export const saveNoteDanceScore = (body: BodyOf<typeof noteDanceApi.createScore>) =>
  call(noteDanceApi.createScore, { body });
