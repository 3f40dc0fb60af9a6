/** Every key this site keeps in local storage, in one place. */
export const STORAGE_KEYS = {
  preferredLanguage: 'preferred-language',
  languageTourSeen: 'languageTourSeen',
  adminToken: 'admin_token',
  adminUser: 'admin_user',
  volunteerToken: 'volunteer_token',
  volunteerUser: 'volunteer_user',
  noteDanceToken: 'note_dance_token',
  noteDanceUser: 'note_dance_user',
  adminSidebarCollapsed: 'admin_sidebar_collapsed',
  adminMediaView: 'admin_media_view',
  reunionBookmarks: 'reunion-bookmarks',
  reunionReportDraft: 'reunion-report-draft',
  reunionReportQueue: 'reunion-report-queue',
  reunionReportSent: 'reunion-report-sent',
  sudokuGames: 'chic-sudoku-games-v1',
  sudokuStats: 'chic-sudoku-stats-v1',
  sudokuSettings: 'chic-sudoku-settings-v1',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Local storage that never throws (private mode, disabled storage, quota). */
export const storage = {
  get(key: StorageKey): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: StorageKey, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage unavailable: the choice lasts for this page view only.
    }
  },
  remove(key: StorageKey): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing stored, nothing to remove.
    }
  },
};

/** The signed-in areas and where their bearer tokens live. */
export const AUTH_AREAS = {
  admin: { token: STORAGE_KEYS.adminToken, user: STORAGE_KEYS.adminUser },
  volunteer: { token: STORAGE_KEYS.volunteerToken, user: STORAGE_KEYS.volunteerUser },
  'note-dance-admin': { token: STORAGE_KEYS.noteDanceToken, user: STORAGE_KEYS.noteDanceUser },
} as const;

export type AuthArea = keyof typeof AUTH_AREAS;

export function getToken(area: AuthArea): string | null {
  return storage.get(AUTH_AREAS[area].token);
}

/** Keeps a signed-in session: the bearer token and the user as JSON. */
export function saveSession(area: AuthArea, token: string, user: unknown): void {
  storage.set(AUTH_AREAS[area].token, token);
  storage.set(AUTH_AREAS[area].user, JSON.stringify(user));
}

/** The stored user of an area, parsed but unchecked (it came from this browser); null when absent or unreadable. */
export function getStoredUser(area: AuthArea): unknown {
  const raw = storage.get(AUTH_AREAS[area].user);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function clearSession(area: AuthArea): void {
  storage.remove(AUTH_AREAS[area].token);
  storage.remove(AUTH_AREAS[area].user);
}
