import { cleanup, render } from '@testing-library/react';
import i18n from 'i18next';
import type { ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { getQueryClient } from '../../lib/query-client';
import { ReunionDialogsContext, type ReunionDialogs } from '../../lib/reunion-dialogs';
import { STORAGE_KEYS } from '../../lib/storage';
import volunteerAccount from '../../locales/en/volunteerAccount.json';

// For the volunteer pages' tests: English texts, a few words of the shared `volunteer` vocabulary, the
// reunion frame's dialogs with a stand-in sign-in form, and fetch answered per "METHOD /path".

/** A stand-in for the shared vocabulary namespace (its real file belongs to the volunteer area). */
const volunteerVocabulary = {
  levels: { new: 'Newcomer', helper: 'Helper', active: 'Active', builder: 'Builder' },
  badges: { search_hero: { name: 'Search hero', criteria: '{{goal}} field searches' } },
  missions: { weekly_tasks: { title: 'Five tasks this week' } },
};

export async function initTexts(): Promise<void> {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { volunteerAccount, volunteer: volunteerVocabulary, pages: {} } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
}

export const volunteer = {
  id: 7,
  name: 'Lan Nguyễn',
  email: 'lan@example.com',
  avatar_url: null as string | null,
  province_id: null as string | null,
  first_responder: false,
  level: { level: 2, key: 'helper' as const, next_at: 300 },
  usable_points: 120,
  lifetime_points: 120,
  member_since: '2026-11-01T00:00:00.000Z',
  stats: { tasks_completed: 3, hours_volunteered: 2, people_helped: 1 },
  is_demo: false,
  shared_demo: false,
};

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

export type Answer = (body: unknown, url: URL) => Response | Promise<Response>;

/** Answers fetch from `answers` ("METHOD /path" → answer); anything else is a 404. */
export function stubFetch(answers: Record<string, Answer>) {
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const answer = answers[`${init?.method ?? 'GET'} ${url.pathname}`];
    if (!answer) return json(404, { success: false, message: 'Not found' });
    return answer(init?.body ? JSON.parse(String(init.body)) : undefined, url);
  });
  vi.stubGlobal('fetch', fetchMock);
  const calls = (key: string) =>
    fetchMock.mock.calls
      .filter(([input, init]) => `${init?.method ?? 'GET'} ${new URL(input, 'http://localhost').pathname}` === key)
      .map(([input, init]) => ({
        url: new URL(input, 'http://localhost'),
        body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
      }));
  return { fetchMock, calls };
}

export function signIn(): void {
  localStorage.setItem(STORAGE_KEYS.volunteerToken, 'tok-123');
  localStorage.setItem(STORAGE_KEYS.volunteerUser, JSON.stringify(volunteer));
}

export function renderPage(page: ReactElement, path: string) {
  const dialogs: ReunionDialogs = {
    share: vi.fn(),
    downloadApp: vi.fn(),
    reportMissing: vi.fn(),
    preloadReportMissing: vi.fn(),
    volunteerAuth: vi.fn(),
    preloadVolunteerAuth: vi.fn(),
    VolunteerAuthForm: ({ mode }) => <form aria-label={`stand-in ${mode} form`} />,
  };
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <ReunionDialogsContext.Provider value={dialogs}>{page}</ReunionDialogsContext.Provider>
    </Router>,
  );
  return { dialogs, location };
}

export function reset(): void {
  cleanup();
  getQueryClient().clear();
  localStorage.clear();
  vi.unstubAllGlobals();
}
