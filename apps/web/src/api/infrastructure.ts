import { feedbackApi, infrastructureApi, type FeedbackInput, type Infrastructure } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../lib/api-client';

/** How often the live figures and health checks refresh while the page is visible. */
export const INFRASTRUCTURE_REFRESH_MS = 15_000;

export const infrastructureKeys = { status: () => ['infrastructure'] as const };

/**
 * The running system as the server measures it. Refetched every 15 s; TanStack Query pauses the
 * interval while the tab is hidden (refetchIntervalInBackground is off), so a forgotten tab does not
 * keep polling.
 */
export const infrastructureQuery = () =>
  queryOptions({
    queryKey: infrastructureKeys.status(),
    queryFn: ({ signal }): Promise<Infrastructure> => call(infrastructureApi.status, {}, { signal }),
    refetchInterval: INFRASTRUCTURE_REFRESH_MS,
    refetchIntervalInBackground: false,
    staleTime: INFRASTRUCTURE_REFRESH_MS / 2,
  });

/** Sends the feedback form; the server validates and trims again. */
export function sendFeedback(input: FeedbackInput) {
  return call(feedbackApi.submit, { body: input });
}
