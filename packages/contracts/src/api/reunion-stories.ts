import {
  newsCountsResponseSchema,
  storyLangQuerySchema,
  storyListQuerySchema,
  storyListResponseSchema,
  storyResponseSchema,
  storySlugParamsSchema,
} from '../reunion-stories.js';
import { answers, family } from './family.js';
import { reunionStoriesApi } from './reunion-stories.routes.js';

export const reunionStoriesSchemas = {
  list: answers(storyListResponseSchema, {
    summary: 'Published stories (success stories, news, guides), newest first, paged; per language with fallback',
    query: storyListQuerySchema,
  }),
  story: answers(storyResponseSchema, {
    summary: 'One published story by its address',
    params: storySlugParamsSchema,
    query: storyLangQuerySchema,
  }),
  newsCounts: answers(newsCountsResponseSchema, {
    summary: 'Published news articles per category, counted live',
  }),
};

export const reunionStoriesEndpoints = /* @__PURE__ */ family(
  'reunion stories',
  reunionStoriesSchemas,
  reunionStoriesApi,
);
