import { benchmarkEndpoints } from './benchmark.js';
import { raceDemoEndpoints } from './race-demo.js';
import { adminSettingsEndpoints } from './admin-settings.js';
import { adminMessagesEndpoints } from './admin-messages.js';
import { contactEndpoints } from './contact.js';
import { healthEndpoints } from './health.js';
import { adminCategoriesEndpoints } from './admin-categories.js';
import { adminProjectsEndpoints } from './admin-projects.js';
import { feedbackEndpoints } from './feedback.js';
import { adminFeedbackEndpoints } from './admin-feedback.js';
import { authEndpoints } from './auth.js';
import { infrastructureEndpoints } from './infrastructure.js';
import { adminUploadEndpoints } from './admin-upload.js';
import { adminEndpoints } from './admin.js';
import { adminCommentsEndpoints } from './admin-comments.js';
import { adminMediaCategoriesEndpoints } from './admin-media-categories.js';
import { adminMediaEndpoints } from './admin-media.js';
import { commentsEndpoints } from './comments.js';
import { mediaGalleryEndpoints } from './media-gallery.js';
import type { EndpointFamily } from './family.js';
import { portfolioEndpoints } from './portfolio.js';
import { reunionMapEndpoints } from './reunion-map.js';
import { reunionSearchEndpoints } from './reunion-search.js';
import { siteEndpoints } from './site.js';
import { reunionEndpoints } from './reunion.js';
import { adminReunionCasesEndpoints } from './admin-reunion-cases.js';
import { reunionStoriesEndpoints } from './reunion-stories.js';
import { adminReunionStoriesEndpoints } from './admin-reunion-stories.js';
import { adminReunionShopEndpoints, reunionShopEndpoints } from './reunion-shop.js';
import { adminMissingReportsEndpoints, missingReportsEndpoints } from './missing-reports.js';
import { adminVolunteersEndpoints, volunteersEndpoints } from './volunteers.js';
import { reunionLandingEndpoints } from './reunion-landing.js';
import { noteDanceEndpoints } from './note-dance.js';
import { adminReunionLandingEndpoints } from './admin-reunion-landing.js';
import { adminAssistantEndpoints, assistantEndpoints } from './assistant.js';

export * from './family.js';
export * from './benchmark.js';
export * from './benchmark.routes.js';
export * from './race-demo.routes.js';
export * from './race-demo.js';
export * from './admin-settings.routes.js';
export * from './admin-settings.js';
export * from './admin-messages.routes.js';
export * from './admin-messages.js';
export * from './contact.routes.js';
export * from './contact.js';
export * from './health.routes.js';
export * from './health.js';
export * from './admin-categories.routes.js';
export * from './admin-categories.js';
export * from './admin-projects.routes.js';
export * from './admin-projects.js';
export * from './feedback.routes.js';
export * from './feedback.js';
export * from './admin-feedback.routes.js';
export * from './admin-feedback.js';
export * from './auth.routes.js';
export * from './auth.js';
export * from './infrastructure.routes.js';
export * from './infrastructure.js';
export * from './admin-upload.routes.js';
export * from './admin-upload.js';
export * from './admin.routes.js';
export * from './admin.js';
export * from './admin-comments.routes.js';
export * from './admin-comments.js';
export * from './admin-media-categories.routes.js';
export * from './admin-media-categories.js';
export * from './admin-media.routes.js';
export * from './admin-media.js';
export * from './comments.routes.js';
export * from './comments.js';
export * from './reunion-map.routes.js';
export * from './reunion-map.js';
export * from './reunion-search.js';
export * from './reunion-search.routes.js';
export * from './media-gallery.routes.js';
export * from './media-gallery.js';
export * from './portfolio.js';
export * from './portfolio.routes.js';
export * from './site.js';
export * from './site.routes.js';
export * from './reunion.js';
export * from './reunion.routes.js';
export * from './admin-reunion-cases.js';
export * from './admin-reunion-cases.routes.js';
export * from './reunion-stories.js';
export * from './reunion-stories.routes.js';
export * from './admin-reunion-stories.js';
export * from './admin-reunion-stories.routes.js';
export * from './reunion-shop.js';
export * from './reunion-shop.routes.js';
export * from './missing-reports.js';
export * from './missing-reports.routes.js';
export * from './volunteers.js';
export * from './volunteers.routes.js';
export * from './reunion-landing.js';
export * from './reunion-landing.routes.js';
export * from './admin-reunion-landing.js';
export * from './admin-reunion-landing.routes.js';
export * from './note-dance.js';
export * from './note-dance.routes.js';
export * from './assistant.js';
export * from './assistant.routes.js';

/** Every declared family (tests check that the server registers each endpoint, and nothing undeclared). */
export const ENDPOINT_FAMILIES: readonly EndpointFamily[] = [
  benchmarkEndpoints,
  raceDemoEndpoints,
  adminSettingsEndpoints,
  adminMessagesEndpoints,
  contactEndpoints,
  healthEndpoints,
  adminCategoriesEndpoints,
  adminProjectsEndpoints,
  feedbackEndpoints,
  adminFeedbackEndpoints,
  authEndpoints,
  infrastructureEndpoints,
  adminUploadEndpoints,
  adminEndpoints,
  adminCommentsEndpoints,
  adminMediaCategoriesEndpoints,
  adminMediaEndpoints,
  commentsEndpoints,
  mediaGalleryEndpoints,
  siteEndpoints,
  portfolioEndpoints,
  reunionEndpoints,
  adminReunionCasesEndpoints,
  reunionMapEndpoints,
  reunionStoriesEndpoints,
  adminReunionStoriesEndpoints,
  reunionSearchEndpoints,
  reunionShopEndpoints,
  adminReunionShopEndpoints,
  reunionLandingEndpoints,
  adminReunionLandingEndpoints,
  missingReportsEndpoints,
  volunteersEndpoints,
  adminVolunteersEndpoints,
  adminMissingReportsEndpoints,
  noteDanceEndpoints,
  assistantEndpoints,
  adminAssistantEndpoints,
];
