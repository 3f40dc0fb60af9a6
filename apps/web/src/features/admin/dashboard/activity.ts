import type { Dashboard } from '@site/contracts';

type AuditEntry = Dashboard['recent_activity'][number];

/**
 * Audit action codes of the dashboard's recent activity and their keys under `dashboard.activity.actions`
 * in the admin texts. Codes not listed here are shown as they come.
 */
export const ACTIVITY_KEYS: Record<string, string> = {
  'auth.login': 'authLogin',
  'auth.logout': 'authLogout',
  'auth.password_changed': 'authPasswordChanged',
  'project.created': 'projectCreated',
  'project.updated': 'projectUpdated',
  'project.deleted': 'projectDeleted',
  'projects.bulk.publish': 'projectsBulkPublish',
  'projects.bulk.unpublish': 'projectsBulkUnpublish',
  'projects.bulk.feature': 'projectsBulkFeature',
  'projects.bulk.unfeature': 'projectsBulkUnfeature',
  'projects.bulk.delete': 'projectsBulkDelete',
  'category.created': 'categoryCreated',
  'category.updated': 'categoryUpdated',
  'category.deleted': 'categoryDeleted',
  'category.reordered': 'categoriesReordered',
  'categories.bulk.delete': 'categoriesBulkDelete',
  'settings.updated': 'settingsUpdated',
  'message.updated': 'messageUpdated',
  'message.deleted': 'messageDeleted',
  'messages.bulk.read': 'messagesBulkRead',
  'messages.bulk.unread': 'messagesBulkUnread',
  'messages.bulk.delete': 'messagesBulkDelete',
  'upload.created': 'uploadCreated',
  'cv.uploaded': 'cvUploaded',
  'cv.deleted': 'cvDeleted',
};

/** How to show one audit entry: the text key (if known), a count for bulk actions, and the subject line. */
export interface ActivityDescription {
  key: string | undefined;
  count: number | undefined;
  subject: string | null;
}

/**
 * Bulk actions record how many items they touched as their subject; that number goes into the sentence
 * ("published 3 projects") instead of a line of its own.
 */
export function describeActivity(entry: Pick<AuditEntry, 'action' | 'subject'>): ActivityDescription {
  const key = Object.hasOwn(ACTIVITY_KEYS, entry.action) ? ACTIVITY_KEYS[entry.action] : undefined;
  const bulk = entry.action.includes('.bulk.');
  if (key && bulk && entry.subject && /^\d+$/.test(entry.subject)) {
    return { key, count: Number(entry.subject), subject: null };
  }
  return { key, count: undefined, subject: entry.subject };
}
