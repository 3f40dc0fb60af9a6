import {
  adminReunionLandingApi,
  type AdminSlogan,
  type AdminSponsor,
  type AdminStat,
  type AdminTestimonial,
  type EnquiryFilter,
  type SloganInput,
  type SponsorInput,
  type StatInput,
  type StoryDecision,
  type StoryStatus,
  type TestimonialInput,
} from '@site/contracts';
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

// ── The owner's landing content ────────────────────────────────────────────────────────────────

/** The four kinds of landing content the owner edits, each with its list, create, update and delete. */
export const LANDING_CONTENT_KINDS = ['stats', 'sponsors', 'testimonials', 'slogans'] as const;
export type LandingContentKind = (typeof LANDING_CONTENT_KINDS)[number];

/** What each kind's calls read and send. */
export interface LandingContentTypes {
  stats: { item: AdminStat; input: StatInput };
  sponsors: { item: AdminSponsor; input: SponsorInput };
  testimonials: { item: AdminTestimonial; input: TestimonialInput };
  slogans: { item: AdminSlogan; input: SloganInput };
}
export type LandingItem<K extends LandingContentKind> = LandingContentTypes[K]['item'];
export type LandingInput<K extends LandingContentKind> = LandingContentTypes[K]['input'];

/** Query keys of the landing content; a change of one kind invalidates its `all` (and the public landing). */
export const adminLandingContentKeys = {
  all: ['admin', 'reunion-landing-content'] as const,
  list: (kind: LandingContentKind) => [...adminLandingContentKeys.all, kind] as const,
};

const contentCalls = {
  stats: {
    list: adminReunionLandingApi.statList,
    create: adminReunionLandingApi.statCreate,
    update: adminReunionLandingApi.statUpdate,
    remove: adminReunionLandingApi.statRemove,
  },
  sponsors: {
    list: adminReunionLandingApi.sponsorList,
    create: adminReunionLandingApi.sponsorCreate,
    update: adminReunionLandingApi.sponsorUpdate,
    remove: adminReunionLandingApi.sponsorRemove,
  },
  testimonials: {
    list: adminReunionLandingApi.testimonialList,
    create: adminReunionLandingApi.testimonialCreate,
    update: adminReunionLandingApi.testimonialUpdate,
    remove: adminReunionLandingApi.testimonialRemove,
  },
  slogans: {
    list: adminReunionLandingApi.sloganList,
    create: adminReunionLandingApi.sloganCreate,
    update: adminReunionLandingApi.sloganUpdate,
    remove: adminReunionLandingApi.sloganRemove,
  },
} as const;

/** Every item of a kind, in display order (published or not). */
export async function fetchLandingItems<K extends LandingContentKind>(
  kind: K,
  signal?: AbortSignal,
): Promise<LandingItem<K>[]> {
  const answer = await call(contentCalls[kind].list as typeof adminReunionLandingApi.statList, {}, { signal });
  return answer.data as LandingItem<K>[];
}

/** Creates an item of a kind (no id) or rewrites one; answers the item as stored. */
export async function saveLandingItem<K extends LandingContentKind>(
  kind: K,
  id: number | null,
  body: LandingInput<K>,
): Promise<LandingItem<K>> {
  // The four kinds' calls differ only in their body and item types, which `kind` ties together.
  const calls = contentCalls[kind] as unknown as typeof contentCalls.slogans;
  const answer =
    id === null
      ? await call(calls.create, { body: body as SloganInput })
      : await call(calls.update, { params: { id }, body: body as SloganInput });
  return answer.data as LandingItem<K>;
}

export function deleteLandingItem(kind: LandingContentKind, id: number) {
  return call(contentCalls[kind].remove as typeof adminReunionLandingApi.statRemove, { params: { id } });
}
