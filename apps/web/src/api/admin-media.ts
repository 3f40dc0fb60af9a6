import {
  adminMediaApi,
  adminMediaCategoriesApi,
  type AdminMediaItem,
  type BodyOf,
  type QueryOf,
} from '@site/contracts';
import { call } from '../lib/api-client';
import { adminKeys } from './admin-keys';
import { uploadTo } from '../lib/upload';

export type AdminMediaListQuery = QueryOf<typeof adminMediaApi.list>;
export type MediaUpdateBody = BodyOf<typeof adminMediaApi.update>;
export type MediaBulkBody = BodyOf<typeof adminMediaApi.bulk>;
export type YoutubeCreateBody = BodyOf<typeof adminMediaApi.youtube>;

/** Query keys of the media library; every change invalidates `all`. */
export const adminMediaKeys = adminKeys<AdminMediaListQuery>('media');

export function fetchMediaPage(query: AdminMediaListQuery, signal?: AbortSignal) {
  return call(adminMediaApi.list, { query }, { signal });
}

export async function fetchMediaItem(id: number, signal?: AbortSignal): Promise<AdminMediaItem> {
  return (await call(adminMediaApi.get, { params: { id } }, { signal })).data;
}

export async function fetchMediaStats(signal?: AbortSignal) {
  return (await call(adminMediaApi.stats, {}, { signal })).data;
}

/** Every media category, for the filters and the selects (the API allows 100 per page). */
export async function fetchMediaCategoryOptions(signal?: AbortSignal) {
  return (await call(adminMediaCategoriesApi.list, { query: { per_page: 100 } }, { signal })).data;
}

export function saveMediaItem(id: number, body: MediaUpdateBody) {
  return call(adminMediaApi.update, { params: { id }, body });
}

export function deleteMediaItem(id: number) {
  return call(adminMediaApi.remove, { params: { id } });
}

export function bulkMedia(body: MediaBulkBody) {
  return call(adminMediaApi.bulk, { body });
}

export function reprocessMediaItem(id: number) {
  return call(adminMediaApi.reprocess, { params: { id } });
}

export function createYoutubeItem(body: YoutubeCreateBody) {
  return call(adminMediaApi.youtube, { body });
}

export function fetchYoutubeMetadata(url: string, signal?: AbortSignal) {
  // The server asks YouTube in turn; give it a little longer than the usual 10 s.
  return call(adminMediaApi.youtubeMetadata, { body: { url } }, { signal, timeoutMs: 15_000 });
}

/** Sends one file (multipart) with its progress; answers the created item. */
export async function uploadMediaFile(
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<AdminMediaItem> {
  return (await uploadTo(adminMediaApi.upload, {}, { file, onProgress, signal })).data;
}
