import type { NoteDanceUser } from '@site/contracts';
import { cleanup, configure, render } from '@testing-library/react';
import i18n from 'i18next';
import type { ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { drainToasts } from '../../../lib/notify';
import { getQueryClient } from '../../../lib/query-client';
import { clearSession, saveSession } from '../../../lib/storage';
import type { FakeRoute } from '../../../lib/test-fetch';
import admin from '../../../locales/en/admin.json';
import adminEditor from '../../../locales/en/admin-editor.json';
import common from '../../../locales/en/common.json';
import noteDanceAdmin from '../../../locales/en/noteDanceAdmin.json';
import pages from '../../../locales/en/pages.json';

/** For the Note Dance admin's tests: the English texts its screens and the admin kit use. */
export async function setUpTexts(): Promise<void> {
  configure({ asyncUtilTimeout: 5000 });
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { admin, pages, common, noteDanceAdmin, 'admin-editor': adminEditor } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  // jsdom's <dialog> has no close(); the confirmations close with it.
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

export const BASE = '/perf/python/note-dance';

export const OWNER: NoteDanceUser = { id: 1, username: 'owner', email: 'owner@example.com', role: 'admin' };
export const PLAYER: NoteDanceUser = { id: 2, username: 'mai', email: 'mai@example.vn', role: 'player' };

/** Stores a Note Dance session in this browser, as the login page does. */
export function signIn(user: NoteDanceUser = OWNER): void {
  saveSession('note-dance-admin', `token-${user.id}`, user);
}

/** The server's answer to "who is this token": the given account. */
export const meRoute = (user: NoteDanceUser = OWNER): FakeRoute => [
  'GET',
  `${BASE}/me`,
  () => [200, { success: true, user }],
];

/** Renders a screen at `path` in a memory router; the returned location records where it went. */
export function renderAt(path: string, ui: ReactElement) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      {ui}
    </Router>,
  );
  return location;
}

/** The toasts raised since the last call, as kind and text. */
export const toasts = () => drainToasts().map((toast) => [toast.kind, toast.message]);

/** Undoes a test: the screen, the query cache, the fetch stub, the stored session and pending toasts. */
export function tearDown(): void {
  cleanup();
  getQueryClient().clear();
  vi.unstubAllGlobals();
  clearSession('note-dance-admin');
  drainToasts();
}
