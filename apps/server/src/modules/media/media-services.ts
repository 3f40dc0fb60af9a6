import type { FastifyInstance } from 'fastify';
import { AuditRepository } from '../audit/audit.repository.js';
import { CommentsService } from './comments.service.js';
import { MediaAdminService } from './media-admin.service.js';
import { MediaCategoriesService } from './media-categories.service.js';
import { MediaGalleryService } from './media-gallery.service.js';
import { MediaProcessingService } from './media-processing.service.js';
import { MediaView } from './media-view.js';
import { MediaYoutubeService, type YoutubeFetchers } from './media-youtube.service.js';
import { CommentRepository } from './comment.repository.js';
import { MediaCategoryRepository } from './media-category.repository.js';
import { MediaRepository } from './media.repository.js';

/** The media module's services, built on its three repositories: what its two route plugins register. */
export function mediaServices(app: FastifyInstance, youtube: YoutubeFetchers = {}) {
  const repo = new MediaRepository(app.db);
  const categoryRepo = new MediaCategoryRepository(app.db);
  const audit = new AuditRepository(app.db);
  const view = new MediaView(app.storage);
  const items = new MediaAdminService(repo, categoryRepo, view, app.storage, audit, app.db);
  return {
    gallery: new MediaGalleryService(repo, categoryRepo, view),
    items,
    processing: new MediaProcessingService(repo, app.storage, app.queue, audit, app.db, app.log, items),
    youtube: new MediaYoutubeService(repo, app.storage, app.log, app.db, items, youtube),
    categories: new MediaCategoriesService(categoryRepo, audit, app.db),
    comments: new CommentsService(new CommentRepository(app.db), audit),
  };
}
