import { reunionStoriesApi, type StoryKind } from '@site/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { storiesQuery, storyQuery } from '../../../api/reunion-stories';
import { isNotFound } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { useRenderedInitialData } from '../../../lib/render-data';
import { listQuery } from '../lib/story-lists';

/** One page of a story list (the server render's answer first for the first page). */
export function useStoryList(kind: StoryKind | undefined, page: number) {
  const query = listQuery(currentLanguage(), kind, page);
  return useQuery({
    ...storiesQuery(query),
    ...useRenderedInitialData(reunionStoriesApi.list, { query }),
    placeholderData: keepPreviousData,
  });
}

/** One published story (the server render's answer first); a 404 means there is none at that address. */
export function useStory(slug: string) {
  const lang = currentLanguage();
  return useQuery({
    ...storyQuery(slug, lang),
    ...useRenderedInitialData(reunionStoriesApi.story, { params: { slug }, query: { lang } }),
    retry: (count, error) => !isNotFound(error) && count < 2,
  });
}
