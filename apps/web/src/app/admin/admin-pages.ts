import { lazyPages } from '../pages/registry';

/** The pages of the signed-in areas, loaded with the area's frame (see app/pages/registry.tsx). */
export const adminPageFor = lazyPages({
  adminLogin: () => import('./login/login-page'),
  adminDashboard: () => import('../../features/admin-dashboard/dashboard-page'),
  adminProjects: () => import('../../features/admin-projects/projects-page'),
  adminProjectCreate: () => import('../../features/admin-projects/project-edit-page'),
  adminProjectEdit: () => import('../../features/admin-projects/project-edit-page'),
  adminCategories: () => import('../../features/admin-projects/categories/categories-page'),
  adminSettings: () => import('../../features/admin-settings/settings-page'),
  adminMessages: () => import('../../features/admin-inbox/messages-page'),
  adminProfile: () => import('../../features/admin-settings/profile/profile-page'),
  adminMedia: () => import('../../features/admin-media/media-page'),
  adminMediaCategories: () => import('../../features/admin-media/categories/media-categories-page'),
  adminComments: () => import('../../features/admin-comments/comments-page'),
  adminFeedback: () => import('../../features/admin-inbox/feedback-page'),
  adminReunionStories: () => import('../../features/admin-reunion-stories/stories-page'),
  adminReunionStoryCreate: () => import('../../features/admin-reunion-stories/story-edit-page'),
  adminReunionStoryEdit: () => import('../../features/admin-reunion-stories/story-edit-page'),
  adminReunionCases: () => import('../../features/admin-reunion-cases/cases-page'),
  adminReunionCaseCreate: () => import('../../features/admin-reunion-cases/case-edit-page'),
  adminReunionCaseEdit: () => import('../../features/admin-reunion-cases/case-edit-page'),
  adminReunionShop: () => import('../../features/admin-reunion-shop/products-page'),
  adminReunionShopCreate: () => import('../../features/admin-reunion-shop/product-edit-page'),
  adminReunionShopEdit: () => import('../../features/admin-reunion-shop/product-edit-page'),
  adminReunionSubmissions: () => import('../../features/admin-reunion-landing/submissions-page'),
  adminReunionLandingContent: () => import('../../features/admin-reunion-landing/content-page'),
});
