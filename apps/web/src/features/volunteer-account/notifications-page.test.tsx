import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import NotificationsPage from './notifications-page';
import { initTexts, json, renderPage, reset, signIn, stubFetch, volunteer, type Answer } from './test-support';

configure({ asyncUtilTimeout: 5000 });
beforeAll(initTexts);
beforeEach(reset);
afterEach(reset);

const note = (id: number, kind: string, params: Record<string, unknown>, read = false) => ({
  id,
  kind,
  params,
  read,
  created_at: '2026-11-20T08:00:00.000Z',
});
const PAGE_ONE = [
  note(6, 'urgent_nearby', { case_number: 'MP-2026-0042', province_name: 'Cần Thơ', task_id: 9 }),
  note(5, 'task_approved', { task_id: 3, points: 25 }),
  note(4, 'task_returned', { task_id: 4, note: 'Add the link to the post.' }, true),
  note(3, 'badge_earned', { badge: 'search_hero' }, true),
  note(2, 'level_up', { level: 2 }, true),
  note(1, 'mission_completed', { mission: 'weekly_tasks' }, true),
];
const paged = (data: unknown[], page: number, lastPage: number, unread: number) => ({
  data,
  total: 7,
  current_page: page,
  last_page: lastPage,
  per_page: 20,
  unread,
});

function answers(extra: Record<string, Answer> = {}) {
  return stubFetch({
    'GET /api/volunteer/me': () => json(200, { success: true, volunteer }),
    'GET /api/volunteer/notifications': (_body, url) =>
      url.searchParams.get('page') === '2'
        ? json(200, paged([note(0, 'task_approved', { points: 10 }, true)], 2, 2, 2))
        : json(200, paged(PAGE_ONE, 1, 2, 2)),
    ...extra,
  });
}

describe('/notifications', () => {
  it('shows a guest the sign-in form and asks the server nothing', () => {
    const { fetchMock } = stubFetch({});
    renderPage(<NotificationsPage />, '/notifications');
    expect(screen.getByRole('form', { name: 'stand-in login form' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('words each kind from its params in the interface language, marks the unread ones and links the case', async () => {
    signIn();
    answers();
    renderPage(<NotificationsPage />, '/notifications');
    expect(await screen.findByRole('heading', { name: '2 unread' })).toBeTruthy();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Unread: Urgent: case MP-2026-0042 in Cần Thơ needs help near you.',
      'Unread: Your task was approved: +25 points.',
      'Your task was returned: Add the link to the post.',
      'You earned the badge “Search hero”.',
      'You reached a new level: Helper.',
      'Mission completed: Five tasks this week.',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'Open case MP-2026-0042' }).getAttribute('href')).toBe(
      '/reunion/cases/MP-2026-0042',
    );
    expect(within(items[1]!).getByRole('link', { name: 'Open the tasks' }).getAttribute('href')).toBe(
      '/volunteer/tasks',
    );
    expect(within(items[2]!).queryByRole('button', { name: 'Mark read' })).toBeNull();
    expect(items[0]!.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-20T08:00:00.000Z');
  });

  it('marks one read, then all, and refreshes the list and the count', async () => {
    signIn();
    const { calls } = answers({ 'POST /api/volunteer/notifications/read': () => json(200, { unread: 1 }) });
    renderPage(<NotificationsPage />, '/notifications');
    const first = (await screen.findAllByRole('listitem'))[0]!;
    fireEvent.click(within(first).getByRole('button', { name: 'Mark read' }));
    await waitFor(() => expect(calls('POST /api/volunteer/notifications/read')).toHaveLength(1));
    expect(calls('POST /api/volunteer/notifications/read')[0]?.body).toEqual({ ids: [6] });
    await waitFor(() => expect(calls('GET /api/volunteer/notifications').length).toBeGreaterThan(1));

    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(calls('POST /api/volunteer/notifications/read')).toHaveLength(2));
    expect(calls('POST /api/volunteer/notifications/read')[1]?.body).toEqual({});
  });

  it('pages through older notifications', async () => {
    signIn();
    const { calls } = answers();
    renderPage(<NotificationsPage />, '/notifications');
    fireEvent.click(await screen.findByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(calls('GET /api/volunteer/notifications').map((call) => call.url.searchParams.get('page'))).toEqual([
      '1',
      '2',
    ]);
  });

  it('says when nothing came yet, and when the list cannot be loaded', async () => {
    signIn();
    answers({ 'GET /api/volunteer/notifications': () => json(200, paged([], 1, 1, 0)) });
    renderPage(<NotificationsPage />, '/notifications');
    expect(await screen.findByText(/No notifications yet/)).toBeTruthy();
    reset();

    signIn();
    answers({ 'GET /api/volunteer/notifications': () => json(503, { success: false, message: 'down' }) });
    renderPage(<NotificationsPage />, '/notifications');
    expect((await screen.findByRole('alert')).textContent).toContain('cannot be loaded');
  });
});
