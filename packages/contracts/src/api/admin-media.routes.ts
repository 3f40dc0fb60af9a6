import { routes } from '../endpoint.js';
import type { adminMediaSchemas } from './admin-media.js';

export const adminMediaApi = /* @__PURE__ */ routes<typeof adminMediaSchemas>()({
  list: { method: 'GET', path: '/api/admin/media', auth: 'admin' },
  stats: { method: 'GET', path: '/api/admin/media/stats', auth: 'admin' },
  get: { method: 'GET', path: '/api/admin/media/:id', auth: 'admin' },
  upload: { method: 'POST', path: '/api/admin/media', auth: 'admin' },
  youtubeMetadata: { method: 'POST', path: '/api/admin/media/youtube-metadata', auth: 'admin' },
  youtube: { method: 'POST', path: '/api/admin/media/youtube', auth: 'admin' },
  update: { method: 'PUT', path: '/api/admin/media/:id', auth: 'admin' },
  remove: { method: 'DELETE', path: '/api/admin/media/:id', auth: 'admin' },
  bulk: { method: 'POST', path: '/api/admin/media/bulk-action', auth: 'admin' },
  reprocess: { method: 'POST', path: '/api/admin/media/:id/reprocess', auth: 'admin' },
});
