/**
 * Every action the admin audit log records, and what its subject holds: nothing, the name of what was
 * changed (shown on a line of its own), or how many items a bulk change touched (put into the sentence).
 * The server may record only these (its audit repository is typed by them) and the admin dashboard has a
 * translated sentence for each, so a new action cannot reach the dashboard as a raw code.
 */
export const AUDIT_ACTIONS = {
  'auth.login': 'none',
  'auth.logout': 'none',
  'auth.password_changed': 'none',
  'settings.updated': 'none',
  'cv.uploaded': 'name',
  'cv.deleted': 'none',
  'upload.created': 'name',
  'project.created': 'name',
  'project.updated': 'name',
  'project.deleted': 'name',
  'projects.bulk.publish': 'count',
  'projects.bulk.unpublish': 'count',
  'projects.bulk.feature': 'count',
  'projects.bulk.unfeature': 'count',
  'projects.bulk.delete': 'count',
  'category.created': 'name',
  'category.updated': 'name',
  'category.deleted': 'name',
  'category.reordered': 'none',
  'categories.bulk.delete': 'count',
  'message.updated': 'name',
  'message.deleted': 'name',
  'messages.bulk.read': 'count',
  'messages.bulk.unread': 'count',
  'messages.bulk.delete': 'count',
  'feedback.deleted': 'name',
  'feedback.bulk.delete': 'count',
  'media.uploaded': 'name',
  'media.reprocessed': 'name',
  'media.youtube.created': 'name',
  'media.updated': 'name',
  'media.deleted': 'name',
  'media.bulk.delete': 'name',
  'media.bulk.publish': 'count',
  'media.bulk.unpublish': 'count',
  'media.bulk.feature': 'count',
  'media.bulk.unfeature': 'count',
  'media.bulk.archive': 'count',
  'media.bulk.activate': 'count',
  'media-category.created': 'name',
  'media-category.updated': 'name',
  'media-category.deleted': 'count',
  'media-categories.bulk.activate': 'count',
  'media-categories.bulk.deactivate': 'count',
  'media-categories.reordered': 'none',
  'comment.pending': 'name',
  'comment.approved': 'name',
  'comment.rejected': 'name',
  'comment.responded': 'name',
  'comments.deleted': 'count',
  'comments.bulk.approve': 'count',
  'comments.bulk.reject': 'count',
  'reunion-case.created': 'name',
  'reunion-case.updated': 'name',
  'reunion-case.status_changed': 'name',
  'reunion-case.deleted': 'name',
  'reunion-story.created': 'name',
  'reunion-story.updated': 'name',
  'reunion-story.published': 'name',
  'reunion-story.unpublished': 'name',
  'reunion-story.deleted': 'name',
  'reunion-shop.created': 'name',
  'reunion-shop.updated': 'name',
  'reunion-shop.deleted': 'name',
  'reunion-landing.created': 'name',
  'reunion-landing.updated': 'name',
  'reunion-landing.deleted': 'name',
  'reunion-enquiry.updated': 'name',
  'reunion-enquiry.deleted': 'name',
  'reunion-submission.moderated': 'name',
  'reunion-submission.deleted': 'name',
  'missing-report.reviewed': 'name',
  'missing-report.verified': 'name',
  'volunteer.points_recorded': 'name',
  'volunteer-task.created': 'name',
  'volunteer-task.reviewed': 'name',
  'volunteer-task.cancelled': 'name',
  'volunteer-challenge.created': 'name',
} as const satisfies Record<string, 'none' | 'name' | 'count'>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export function isAuditAction(action: string): action is AuditAction {
  return Object.hasOwn(AUDIT_ACTIONS, action);
}

/** The text key of an action's sentence: `media-categories.bulk.activate` → `mediaCategoriesBulkActivate`. */
export function auditActionKey(action: AuditAction): string {
  return action.replace(/[._-](\w)/g, (_, letter: string) => letter.toUpperCase());
}
