import { noteDanceApi, NOTE_DANCE_DEFAULT_SETTINGS, type NoteDanceSettings } from '@site/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import {
  noteDanceLeaderboardQuery,
  noteDanceMyBestQuery,
  noteDanceSettingsQuery,
  noteDanceSheetQuery,
  noteDanceSheetsQuery,
  type SheetListQuery,
} from '../../../api/note-dance';
import { useRenderedInitialData } from '../../../lib/render-data';
import type { NoteDanceInput } from '@site/contracts';

/** The published songs of a query (the unfiltered first page comes with the server render). */
export function useSongs(query: SheetListQuery) {
  return useQuery({
    ...noteDanceSheetsQuery(query),
    ...useRenderedInitialData(noteDanceApi.sheets, { query }),
    placeholderData: keepPreviousData,
  });
}

/** One song with its notes, once chosen. */
export function useSong(id: number | null) {
  return useQuery({ ...noteDanceSheetQuery(id ?? 0), enabled: id !== null });
}

/** The signed-in player's bests (asked only when signed in). */
export function useMyBest(signedIn: boolean) {
  return useQuery({ ...noteDanceMyBestQuery(), enabled: signedIn });
}

/** A song's leaderboard for one input, asked when the player opens it. */
export function useLeaderboard(sheetId: number, input: NoteDanceInput, open: boolean) {
  return useQuery({ ...noteDanceLeaderboardQuery({ sheet_id: sheetId, input, limit: 10 }), enabled: open });
}

/** The owner's settings (timing windows, starting tempo, microphone sensitivity); the defaults until they come. */
export function useGameSettings(): NoteDanceSettings {
  const answer = useQuery(noteDanceSettingsQuery());
  return answer.data ?? NOTE_DANCE_DEFAULT_SETTINGS;
}

const noSubscription = () => () => {};

/** Whether this browser has Web MIDI (false on the server and while hydrating, so the first render matches). */
export function useMidiSupported(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => typeof navigator !== 'undefined' && typeof navigator.requestMIDIAccess === 'function',
    () => false,
  );
}
