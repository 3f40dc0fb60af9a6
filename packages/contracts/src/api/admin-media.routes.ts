import { pick, routes } from '../endpoint.js';
import { resourceRoutes } from './resource.routes.js';
import type { adminMediaSchemas } from './admin-media.js';

export const adminMediaApi = /* @__PURE__ */ routes<typeof adminMediaSchemas>()({
  ...pick(resourceRoutes('/api/admin/media'), ['list', 'get', 'update', 'remove', 'bulk']),
  stats: { method: 'GET', path: '/api/admin/media/stats', auth: 'admin' },
  upload: { method: 'POST', path: '/api/admin/media', auth: 'admin' },
  youtubeMetadata: { method: 'POST', path: '/api/admin/media/youtube-metadata', auth: 'admin' },
  youtube: { method: 'POST', path: '/api/admin/media/youtube', auth: 'admin' },
  reprocess: { method: 'POST', path: '/api/admin/media/:id/reprocess', auth: 'admin' },
});
