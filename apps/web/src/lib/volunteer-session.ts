import type { Volunteer } from '@site/contracts';
import { volunteerKeys, volunteerMeQuery } from '../api/volunteer-account';
import { clearSession, saveSession } from './storage';
import { useCheckedSession } from './token-store';
import { useVolunteerTokenStored, VOLUNTEER_SESSION_CHANGED } from './volunteer-token';

/** Keeps a new volunteer session (after login, registration or the demo sign-in) and tells every page. */
export function saveVolunteerSession(token: string, volunteer: Volunteer): void {
  saveSession('volunteer', token, volunteer);
  window.dispatchEvent(new Event(VOLUNTEER_SESSION_CHANGED));
}

/** Forgets the volunteer session in this browser (after logout or account deletion) and tells every page. */
export function forgetVolunteerSession(): void {
  clearSession('volunteer');
  window.dispatchEvent(new Event(VOLUNTEER_SESSION_CHANGED));
}

export type VolunteerSessionState =
  /** No session in this browser (also during server rendering). */
  | { status: 'guest'; volunteer: null }
  /** A token is stored; the server has not yet confirmed it. `volunteer` is the stored copy, for a first paint. */
  | { status: 'checking'; volunteer: Volunteer | null }
  | { status: 'signed-in'; volunteer: Volunteer };

/**
 * The volunteer's session as the pages see it. A stored token is checked against the server (`/me`); a refused
 * token clears the stored session (the API client does it on the 401) and the state goes back to guest.
 */
export function useVolunteerSession(): VolunteerSessionState & { signedOut: () => void } {
  const session = useCheckedSession(
    'volunteer',
    useVolunteerTokenStored(),
    volunteerMeQuery(),
    volunteerKeys.all,
    forgetVolunteerSession,
  );
  const { signedOut } = session;
  if (session.status === 'signed-in') return { status: 'signed-in', volunteer: session.user, signedOut };
  if (session.status === 'checking') return { status: 'checking', volunteer: session.user, signedOut };
  return { status: 'guest', volunteer: null, signedOut };
}
