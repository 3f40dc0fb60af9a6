import { adminFeedbackApi, adminMessagesApi, type BodyOf, type QueryOf } from '@site/contracts';
import { call } from '../lib/api-client';
import { adminKeys } from './admin-keys';

export type MessageListQuery = QueryOf<typeof adminMessagesApi.list>;
export type MessageBulkBody = BodyOf<typeof adminMessagesApi.bulk>;
export type FeedbackListQuery = QueryOf<typeof adminFeedbackApi.list>;
export type FeedbackBulkBody = BodyOf<typeof adminFeedbackApi.bulk>;

/** Query keys of the owner's inbox: contact messages and site feedback. */
export const adminMessageKeys = adminKeys<MessageListQuery>('messages');
export const adminFeedbackKeys = adminKeys<FeedbackListQuery>('feedback');

/** The read mark and the delete of one entry, alike in both inboxes. */
function entryCalls<A extends typeof adminMessagesApi | typeof adminFeedbackApi>(api: A) {
  return {
    setRead: (id: number, isRead: boolean) => call(api.update, { params: { id }, body: { is_read: isRead } }),
    remove: (id: number) => call(api.remove, { params: { id } }),
  };
}

// ── Contact messages ──
export const { setRead: setMessageRead, remove: deleteMessage } = entryCalls(adminMessagesApi);
export function fetchMessagePage(query: MessageListQuery, signal?: AbortSignal) {
  return call(adminMessagesApi.list, { query }, { signal });
}
export async function fetchMessage(id: number, signal?: AbortSignal) {
  return (await call(adminMessagesApi.get, { params: { id } }, { signal })).data;
}
export function messageBulkAction(body: MessageBulkBody) {
  return call(adminMessagesApi.bulk, { body });
}

// ── Feedback ──
export const { setRead: setFeedbackRead, remove: deleteFeedback } = entryCalls(adminFeedbackApi);
export function fetchFeedbackPage(query: FeedbackListQuery, signal?: AbortSignal) {
  return call(adminFeedbackApi.list, { query }, { signal });
}
export async function fetchFeedback(id: number, signal?: AbortSignal) {
  return (await call(adminFeedbackApi.get, { params: { id } }, { signal })).data;
}
export function feedbackBulkAction(body: FeedbackBulkBody) {
  return call(adminFeedbackApi.bulk, { body });
}
