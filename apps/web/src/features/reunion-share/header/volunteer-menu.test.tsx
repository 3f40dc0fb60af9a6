import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ReunionDialogsContext, type ReunionDialogs } from '../../../lib/reunion-dialogs';
import { getQueryClient } from '../../../lib/query-client';
import { STORAGE_KEYS } from '../../../lib/storage';
import volunteerAccount from '../../../locales/en/volunteerAccount.json';
import reunionShare from '../../../locales/en/reunionShare.json';
import { ReunionHeader } from './reunion-header';

configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { volunteerAccount, reunionShare } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
});

const volunteer = {
  id: 7,
  name: 'Lan Nguyễn',
  email: 'lan@example.com',
  avatar_url: null,
  province_id: null,
  first_responder: false,
  level: { level: 2, key: 'helper', next_at: 300 },
  usable_points: 120,
  lifetime_points: 120,
  member_since: '2026-11-01T00:00:00.000Z',
  stats: { tasks_completed: 3, hours_volunteered: 2, people_helped: 1 },
  is_demo: false,
  shared_demo: false,
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const fetchMock = vi.fn();
const paths = () =>
  fetchMock.mock.calls.map(([input, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${input}`);

function dialogs(): ReunionDialogs {
  return {
    share: vi.fn(),
    downloadApp: vi.fn(),
    reportMissing: vi.fn(),
    preloadReportMissing: vi.fn(),
    volunteerAuth: vi.fn(),
    preloadVolunteerAuth: vi.fn(),
  };
}

function renderHeader(value: ReunionDialogs) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const location = memoryLocation({ path: '/reunion', record: true });
  render(
    <QueryClientProvider client={client}>
      <Router hook={location.hook}>
        <ReunionDialogsContext.Provider value={value}>
          <ReunionHeader />
        </ReunionDialogsContext.Provider>
      </Router>
    </QueryClientProvider>,
  );
  return location;
}

function signIn() {
  localStorage.setItem(STORAGE_KEYS.volunteerToken, 'tok-123');
  localStorage.setItem(STORAGE_KEYS.volunteerUser, JSON.stringify(volunteer));
}

beforeEach(() => {
  getQueryClient().clear();
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the reunion header for volunteers', () => {
  it('shows a guest "Log in" and "Register", opening the dialog in that mode, and fetches nothing', () => {
    const value = dialogs();
    renderHeader(value);
    fireEvent.focus(screen.getByRole('button', { name: 'Log in' }));
    expect(value.preloadVolunteerAuth).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(value.volunteerAuth).toHaveBeenCalledWith('login');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(value.volunteerAuth).toHaveBeenLastCalledWith('register');
    expect(screen.queryByRole('link', { name: /Notifications/ })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('while the stored session is checked, shows the account button without a count', async () => {
    signIn();
    fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
    renderHeader(dialogs());
    expect(await screen.findByRole('button', { name: 'Checking your session…' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Notifications' }).getAttribute('href')).toBe('/notifications');
    expect(document.querySelector('[data-unread]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(paths()).toEqual(['GET /api/volunteer/me']);
  });

  it('signed in: the bell carries the unread count, the menu links the account and logs out', async () => {
    signIn();
    fetchMock.mockImplementation(async (input: string, init?: RequestInit) => {
      if (input === '/api/volunteer/me') return json(200, { success: true, volunteer });
      if (input === '/api/volunteer/notifications/unread') return json(200, { unread: 3 });
      if (input === '/api/volunteer/auth/logout' && init?.method === 'POST')
        return json(200, { success: true, message: 'Signed out.' });
      return json(404, { success: false, message: 'Not found' });
    });
    renderHeader(dialogs());
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell.querySelector('[data-unread]')?.textContent).toBe('3');

    const me = screen.getByRole('button', { name: 'Your volunteer account: Lan Nguyễn' });
    expect(me.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(me);
    expect(me.getAttribute('aria-expanded')).toBe('true');
    const hrefs = ['Dashboard', 'Tasks', 'Points', 'Profile'].map((name) =>
      screen.getByRole('link', { name }).getAttribute('href'),
    );
    expect(hrefs).toEqual(['/volunteer/dashboard', '/volunteer/tasks', '/volunteer/points', '/profile']);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(document.activeElement).toBe(me);

    fireEvent.click(me);
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.volunteerToken)).toBeNull();
    await waitFor(() => expect(paths()).toContain('POST /api/volunteer/auth/logout'));
  });

  it('goes back to the guest buttons when the server refuses the stored token', async () => {
    signIn();
    fetchMock.mockResolvedValue(json(401, { success: false, message: 'Please sign in as a volunteer.' }));
    renderHeader(dialogs());
    expect(await screen.findByRole('button', { name: 'Register' })).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.volunteerToken)).toBeNull();
  });
});
