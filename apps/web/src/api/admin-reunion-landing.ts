import { adminReunionLandingApi, type EnquiryFilter, type StoryDecision, type StoryStatus } from '@site/contracts';
import { call } from '../lib/api-client';
import { adminKeys } from './admin-keys';

export interface StoryListQuery {
  page: number;
  status?: StoryStatus | undefined;
}
export interface EnquiryListQuery {
  page: number;
  status?: EnquiryFilter | undefined;
}

/** Query keys of what visitors sent from the reunion landing; a moderation invalidates `all`. */
export const adminStoryKeys = adminKeys<StoryListQuery>('reunion-stories');
export const adminEnquiryKeys = adminKeys<EnquiryListQuery>('reunion-enquiries');

/** One page of submitted stories, newest first. */
export function fetchStories(query: StoryListQuery, signal?: AbortSignal) {
  return call(adminReunionLandingApi.storyList, { query }, { signal });
}

/** One page of partnership enquiries, newest first. */
export function fetchEnquiries(query: EnquiryListQuery, signal?: AbortSignal) {
  return call(adminReunionLandingApi.enquiryList, { query }, { signal });
}

export function moderateStory(id: number, decision: StoryDecision) {
  return call(adminReunionLandingApi.storyModerate, { params: { id }, body: { decision } });
}

export function deleteStory(id: number) {
  return call(adminReunionLandingApi.storyRemove, { params: { id } });
}

export function updateEnquiry(id: number, change: { is_read?: boolean; is_archived?: boolean }) {
  return call(adminReunionLandingApi.enquiryUpdate, { params: { id }, body: change });
}

export function deleteEnquiry(id: number) {
  return call(adminReunionLandingApi.enquiryRemove, { params: { id } });
}
