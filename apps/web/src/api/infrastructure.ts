import { feedbackApi, infrastructureApi, type FeedbackInput, type Infrastructure } from '@site/contracts';
import { call } from '../lib/api-client';

/** The running system as the server measures it. */
export function fetchInfrastructure(signal?: AbortSignal): Promise<Infrastructure> {
  return call(infrastructureApi.status, {}, { signal });
}

/** Sends the feedback form; the server validates and trims again. */
export function sendFeedback(input: FeedbackInput) {
  return call(feedbackApi.submit, { body: input });
}
