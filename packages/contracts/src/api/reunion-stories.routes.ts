import { routes } from '../endpoint.js';
import type { reunionStoriesSchemas } from './reunion-stories.js';

/** What the story pages and the landing's sliders and news read. */
export const reunionStoriesApi = /* @__PURE__ */ routes<typeof reunionStoriesSchemas>()({
  list: { method: 'GET', path: '/api/reunion/stories', auth: 'public' },
  story: { method: 'GET', path: '/api/reunion/stories/:slug', auth: 'public' },
  newsCounts: { method: 'GET', path: '/api/reunion/news/counts', auth: 'public' },
});
