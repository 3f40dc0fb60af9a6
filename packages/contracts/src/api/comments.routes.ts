import { routes } from '../endpoint.js';
import type { commentsSchemas } from './comments.js';

export const commentsApi = /* @__PURE__ */ routes<typeof commentsSchemas>()({
  list: { method: 'GET', path: '/api/comments/media/:id', auth: 'public' },
  count: { method: 'GET', path: '/api/comments/media/:id/count', auth: 'public' },
  create: { method: 'POST', path: '/api/comments/media/:id', auth: 'public' },
});
