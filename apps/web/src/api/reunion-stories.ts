import { reunionStoriesApi, type QueryOf } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../lib/api-client';

/** Query keys of the published stories; an admin change of a story invalidates `all`. */
export const storyKeys = {
  all: ['reunion-stories'] as const,
  list: (query: QueryOf<typeof reunionStoriesApi.list>) => [...storyKeys.all, 'list', query] as const,
  story: (slug: string, lang: string) => [...storyKeys.all, 'story', slug, lang] as const,
  newsCounts: () => [...storyKeys.all, 'news-counts'] as const,
};

/** A page of published stories, newest first (one kind, one news tab, or all). */
export const storiesQuery = (query: QueryOf<typeof reunionStoriesApi.list>) =>
  queryOptions({
    queryKey: storyKeys.list(query),
    queryFn: ({ signal }) => call(reunionStoriesApi.list, { query }, { signal }),
  });

/** One published story by its address. */
export const storyQuery = (slug: string, lang: QueryOf<typeof reunionStoriesApi.story>['lang']) =>
  queryOptions({
    queryKey: storyKeys.story(slug, lang ?? 'en'),
    queryFn: ({ signal }) => call(reunionStoriesApi.story, { params: { slug }, query: { lang } }, { signal }),
  });

/** Published news per tab, counted live. */
export const newsCountsQuery = () =>
  queryOptions({
    queryKey: storyKeys.newsCounts(),
    queryFn: ({ signal }) => call(reunionStoriesApi.newsCounts, {}, { signal }),
  });
