import {
  feedbackResponseSchema,
  infrastructureResponseSchema,
  type FeedbackInput,
  type Infrastructure,
} from '@site/contracts';
import { request } from '../../../lib/api-client';

/** The running system as the server measures it (GET /api/infrastructure). */
export function fetchInfrastructure(signal?: AbortSignal): Promise<Infrastructure> {
  return request('/api/infrastructure', { schema: infrastructureResponseSchema, signal });
}

/** Sends the feedback form (POST /api/feedback); the server validates and trims again. */
export function sendFeedback(input: FeedbackInput) {
  return request('/api/feedback', { method: 'POST', body: input, schema: feedbackResponseSchema });
}
