import { STORY_LIMITS, type LanguageCode, type StoryKind } from '@site/contracts';

/** The list page of each page key: its kind of story (none: every kind). */
export const LIST_KINDS: Readonly<Record<string, StoryKind | undefined>> = {
  stories: undefined,
  storiesReunions: 'reunion',
  storiesNews: 'news',
  storiesGuides: 'guide',
};

/** The page keys of the list pages, in the order of their tabs. */
export const LIST_PAGE_KEYS = ['stories', 'storiesReunions', 'storiesNews', 'storiesGuides'] as const;

/**
 * The query of one page of a list, in the order the server render's hints write it (page-hints.ts): the
 * first page of each list is in the HTML, so hydration asks nothing again.
 */
export function listQuery(lang: LanguageCode, kind: StoryKind | undefined, page: number) {
  return { lang, ...(kind ? { kind } : {}), page, per_page: STORY_LIMITS.publicPerPage };
}
