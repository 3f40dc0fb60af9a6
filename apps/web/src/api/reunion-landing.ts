import { reunionLandingApi, type EnquiryData, type LanguageCode, type SubmittedStoryData } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../lib/api-client';

/** Query keys of the landing page's content; an admin change of it invalidates `all`. */
export const reunionLandingKeys = {
  all: ['reunion-landing'] as const,
  landing: (lang: LanguageCode) => [...reunionLandingKeys.all, lang] as const,
};

/** The landing page's statistics, sponsors, testimonials and slogans in one language. */
export const reunionLandingQuery = (lang: LanguageCode) =>
  queryOptions({
    queryKey: reunionLandingKeys.landing(lang),
    queryFn: ({ signal }) => call(reunionLandingApi.landing, { query: { lang } }, { signal }),
  });

/** Sends a partnership enquiry; the server validates and trims again. */
export function sendEnquiry(input: EnquiryData) {
  return call(reunionLandingApi.enquiry, { body: input });
}

/** Sends a story for the owner to review. */
export function sendStory(input: SubmittedStoryData) {
  return call(reunionLandingApi.story, { body: input });
}
