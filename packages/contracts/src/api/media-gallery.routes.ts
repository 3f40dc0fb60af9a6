import { routes } from '../endpoint.js';
import type { mediaGallerySchemas } from './media-gallery.js';

export const mediaGalleryApi = /* @__PURE__ */ routes<typeof mediaGallerySchemas>()({
  list: { method: 'GET', path: '/api/media-gallery/items', auth: 'public' },
  item: { method: 'GET', path: '/api/media-gallery/items/:uuid', auth: 'public' },
  categories: { method: 'GET', path: '/api/media-gallery/categories', auth: 'public' },
});
