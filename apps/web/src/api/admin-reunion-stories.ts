import { adminReunionStoriesApi, type BodyOf, type QueryOf } from '@site/contracts';
import { call } from '../lib/api-client';
import { adminKeys } from './admin-keys';

export type AdminStoryListQuery = QueryOf<typeof adminReunionStoriesApi.list>;
export type StoryBody = BodyOf<typeof adminReunionStoriesApi.create>;

/** Query keys of the admin's stories; every change invalidates `all` (and the public stories' keys). */
export const adminStoryKeys = adminKeys<AdminStoryListQuery>('reunion-stories');

export function fetchAdminStories(query: AdminStoryListQuery, signal?: AbortSignal) {
  return call(adminReunionStoriesApi.list, { query }, { signal });
}

export async function fetchAdminStory(id: number, signal?: AbortSignal) {
  return (await call(adminReunionStoriesApi.get, { params: { id } }, { signal })).data;
}

/** Creates a story (no id) or updates one. */
export function saveStory(id: number | null, body: StoryBody) {
  return id === null
    ? call(adminReunionStoriesApi.create, { body })
    : call(adminReunionStoriesApi.update, { params: { id }, body });
}

export function publishStory(id: number, published: boolean) {
  return call(adminReunionStoriesApi.publish, { params: { id }, body: { published } });
}

/** Deletes a story in every language. */
export function deleteStory(id: number) {
  return call(adminReunionStoriesApi.remove, { params: { id } });
}
