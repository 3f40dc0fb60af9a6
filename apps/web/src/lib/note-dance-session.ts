import type { NoteDanceUser } from '@site/contracts';
import { noteDanceKeys, noteDanceMeQuery } from '../api/note-dance';
import { NOTE_DANCE_SIGNED_OUT_EVENT } from './api-client';
import { clearSession, saveSession } from './storage';
import { subscribeToken, useCheckedSession, useTokenStored, type CheckedSession } from './token-store';

/** Sent on `window` when this tab saves or forgets the Note Dance player's session. */
export const NOTE_DANCE_SESSION_CHANGED = 'note-dance-session-changed';

const subscribe = (onChange: () => void) =>
  subscribeToken('note-dance-admin', [NOTE_DANCE_SESSION_CHANGED, NOTE_DANCE_SIGNED_OUT_EVENT], onChange);

/** Whether a Note Dance token is stored here (false on the server and while hydrating). Asks the server nothing. */
export function useNoteDanceTokenStored(): boolean {
  return useTokenStored('note-dance-admin', subscribe);
}

/** Keeps a new Note Dance session (after login or registration) and tells every page. */
export function saveNoteDanceSession(token: string, user: NoteDanceUser): void {
  saveSession('note-dance-admin', token, user);
  window.dispatchEvent(new Event(NOTE_DANCE_SESSION_CHANGED));
}

/** Forgets the Note Dance session in this browser (after logout) and tells every page. */
export function forgetNoteDanceSession(): void {
  clearSession('note-dance-admin');
  window.dispatchEvent(new Event(NOTE_DANCE_SESSION_CHANGED));
}

export type NoteDanceSessionState = CheckedSession<NoteDanceUser>;

/**
 * The Note Dance player's session as the game and its admin see it, checked against the server (`/me`). Being an
 * admin is the server's `role`, never a stored flag.
 */
export function useNoteDanceSession(): NoteDanceSessionState & { signedOut: () => void } {
  return useCheckedSession(
    'note-dance-admin',
    useNoteDanceTokenStored(),
    noteDanceMeQuery(),
    noteDanceKeys.mine,
    forgetNoteDanceSession,
  );
}
