import { VOLUNTEER_SIGNED_OUT_EVENT } from './api-client';
import { subscribeToken, useTokenStored } from './token-store';

/** Sent on `window` when this tab saves or forgets the volunteer's session. */
export const VOLUNTEER_SESSION_CHANGED = 'volunteer-session-changed';

/** Calls `onChange` whenever the stored volunteer token may have changed (this tab, another tab, a 401). */
export function subscribeVolunteerToken(onChange: () => void): () => void {
  return subscribeToken('volunteer', [VOLUNTEER_SESSION_CHANGED, VOLUNTEER_SIGNED_OUT_EVENT], onChange);
}

/**
 * Whether a volunteer token is stored in this browser: false on the server and while hydrating (the server
 * renders the guest's view), then the stored state. Asks the server nothing: a page that only needs to know
 * whether to load the signed-in parts uses this, not useVolunteerSession.
 */
export function useVolunteerTokenStored(): boolean {
  return useTokenStored('volunteer', subscribeVolunteerToken);
}
