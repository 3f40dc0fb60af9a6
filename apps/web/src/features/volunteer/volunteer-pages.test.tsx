import type { LeaderboardEntry, Volunteer, VolunteerDashboard, VolunteerTask } from '@site/contracts';
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getQueryClient } from '../../lib/query-client';
import { renderWithQueryClient } from '../../lib/test-render';
import pages from '../../locales/en/pages.json';
import volunteer from '../../locales/en/volunteer.json';
import DashboardPage from './dashboard-page';
import LeaderboardPage from './leaderboard-page';
import PointsPage from './points-page';
import TasksPage from './tasks-page';

// The whole suite runs on two cores: answers, re-renders and the lazily loaded dialog may take a while.
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { pages, volunteer } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
});

const me: Volunteer = {
  id: 7,
  name: 'Lan Nguyen',
  email: 'lan@example.org',
  avatar_url: null,
  province_id: null,
  first_responder: false,
  level: { level: 2, key: 'helper', next_at: 300 },
  usable_points: 140,
  lifetime_points: 200,
  member_since: '2026-10-01T00:00:00.000Z',
  stats: { tasks_completed: 6, hours_volunteered: 9.5, people_helped: 4 },
  is_demo: false,
  shared_demo: false,
};

const task = (id: number, overrides: Partial<VolunteerTask> = {}): VolunteerTask => ({
  id,
  kind: 'share_case',
  type: 'social_media',
  mode: 'online',
  difficulty: 'easy',
  title: null,
  description: null,
  subject: { case_number: `MP-${id}`, report_ref: null, province_id: '01', province_name: 'Hà Nội', language: null },
  points: 10,
  bonus: 0,
  urgent: false,
  first_responder_only: false,
  deadline: null,
  status: 'open',
  mine: false,
  lock_expires_at: null,
  review_note: null,
  created_at: '2026-11-20T00:00:00.000Z',
  ...overrides,
});

const paged = <T,>(data: T[], lastPage = 1) => ({
  data,
  total: data.length,
  current_page: 1,
  last_page: lastPage,
  per_page: 12,
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (url: URL, init: RequestInit) => Response | undefined;
let handlers: Handler[];
const fetchSpy = vi.fn((input: string, init: RequestInit = {}) => {
  const url = new URL(input, 'http://localhost');
  for (const handler of handlers) {
    const answer = handler(url, init);
    if (answer) return Promise.resolve(answer);
  }
  return Promise.resolve(json({ success: false, message: `unexpected ${url.pathname}` }, 404));
});
const on =
  (method: string, path: string, answer: (url: URL, init: RequestInit) => Response): Handler =>
  (url, init) =>
    (init.method ?? 'GET') === method && url.pathname === path ? answer(url, init) : undefined;
const calls = (method: string, path: string) =>
  fetchSpy.mock.calls.filter(
    ([input, init]) => (init?.method ?? 'GET') === method && new URL(input, 'http://localhost').pathname === path,
  );

function signIn(volunteerAnswer: Volunteer = me) {
  localStorage.setItem('volunteer_token', 'token-1');
  localStorage.setItem('volunteer_user', JSON.stringify(volunteerAnswer));
  handlers.push(on('GET', '/api/volunteer/me', () => json({ success: true, volunteer: volunteerAnswer })));
}

beforeEach(() => {
  handlers = [];
  fetchSpy.mockClear();
  vi.stubGlobal('fetch', fetchSpy);
  localStorage.clear();
  window.history.replaceState(null, '', '/volunteer/tasks');
});
afterEach(() => {
  cleanup();
  // The pages use the app's one query cache (QueryScope): each test starts with an empty one.
  getQueryClient().clear();
  vi.unstubAllGlobals();
});

describe('/volunteer/tasks', () => {
  it('shows a guest the open tasks worded from their kind, without Claim, and a way to sign in', async () => {
    handlers.push(
      on('GET', '/api/volunteer/tasks', () =>
        json(paged([task(1, { urgent: true, bonus: 20, first_responder_only: true }), task(2)])),
      ),
    );
    renderWithQueryClient(<TasksPage />);
    expect(await screen.findByRole('heading', { name: /Share case MP-1/ })).toBeTruthy();
    expect(screen.getByText('10 points + 20 bonus')).toBeTruthy();
    expect(screen.getByText('Urgent')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Reserved to the first-responder team' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
    expect(screen.getByText('Sign in to take a task.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Become a volunteer' }).getAttribute('href')).toBe('/volunteer/register');
    // The whole list is asked as the page's hint writes it, and never with a token.
    const [input, init] = calls('GET', '/api/volunteer/tasks')[0]!;
    expect(input).toBe('/api/volunteer/tasks?page=1&per_page=12');
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();
  });

  it('keeps the filter in the address, so that a filtered list can be shared', async () => {
    handlers.push(on('GET', '/api/volunteer/tasks', () => json(paged([task(1)]))));
    renderWithQueryClient(<TasksPage />);
    await screen.findByRole('heading', { name: /Share case MP-1/ });
    expect(screen.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('link', { name: 'Online' }));
    expect(window.location.search).toBe('?filter=online');
    await waitFor(() =>
      expect(calls('GET', '/api/volunteer/tasks').map(([input]) => input)).toContain(
        '/api/volunteer/tasks?filter=online&page=1&per_page=12',
      ),
    );
    expect(screen.getByRole('link', { name: 'Online' }).getAttribute('aria-current')).toBe('page');
  });

  it('reads a shared filtered address, and treats an unknown filter as the whole list', async () => {
    handlers.push(on('GET', '/api/volunteer/tasks', () => json(paged([]))));
    window.history.replaceState(null, '', '/volunteer/tasks?filter=first_responder');
    renderWithQueryClient(<TasksPage />);
    expect(await screen.findByText(/No open task here right now/)).toBeTruthy();
    expect(calls('GET', '/api/volunteer/tasks')[0]![0]).toBe(
      '/api/volunteer/tasks?filter=first_responder&page=1&per_page=12',
    );
    cleanup();
    getQueryClient().clear();
    fetchSpy.mockClear();
    window.history.replaceState(null, '', '/volunteer/tasks?filter=%3Cscript%3E');
    renderWithQueryClient(<TasksPage />);
    await screen.findByText(/No open task here right now/);
    expect(calls('GET', '/api/volunteer/tasks')[0]![0]).toBe('/api/volunteer/tasks?page=1&per_page=12');
  });

  it("offers a task reserved to the first-responder team only to the team's members", async () => {
    const answers = () => [
      on('GET', '/api/volunteer/tasks', () => json(paged([task(1, { first_responder_only: true }), task(2)]))),
      on('GET', '/api/volunteer/tasks/mine', () => json({ data: [] })),
    ];
    handlers.push(...answers());
    signIn();
    renderWithQueryClient(<TasksPage />);
    const reserved = await screen.findByRole('article', { name: 'Share case MP-1' });
    expect(await within(reserved).findByText('Only the first-responder team can take this task.')).toBeTruthy();
    expect(within(reserved).queryByRole('button', { name: 'Claim' })).toBeNull();
    expect(within(reserved).getByRole('img', { name: 'Reserved to the first-responder team' })).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'Share case MP-2' })).getByRole('button', { name: 'Claim' }),
    ).toBeTruthy();
    cleanup();
    getQueryClient().clear();

    handlers = answers();
    signIn({ ...me, first_responder: true });
    renderWithQueryClient(<TasksPage />);
    const offered = await screen.findByRole('article', { name: 'Share case MP-1' });
    expect(await within(offered).findByRole('button', { name: 'Claim' })).toBeTruthy();
  });

  it('says why a claim was refused, by its code', async () => {
    signIn();
    handlers.push(
      on('GET', '/api/volunteer/tasks', () => json(paged([task(1), task(2)]))),
      on('GET', '/api/volunteer/tasks/mine', () => json({ data: [] })),
      on('POST', '/api/volunteer/tasks/1/claim', () =>
        json({ success: false, message: 'Someone else has just taken this task.', code: 'volunteer.taskTaken' }, 409),
      ),
      on('POST', '/api/volunteer/tasks/2/claim', () =>
        json({ success: false, message: 'You already hold 3 tasks.', code: 'volunteer.tooManyClaims' }, 409),
      ),
    );
    renderWithQueryClient(<TasksPage />);
    expect(await screen.findByText(/You hold no task/)).toBeTruthy();
    const [first, second] = await screen.findAllByRole('button', { name: 'Claim' });
    fireEvent.click(first!);
    expect((await screen.findByRole('alert')).textContent).toBe('Someone else has just taken this task.');
    fireEvent.click(second!);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('You already hold 3 tasks. Submit or release one first.'),
    );
    expect(calls('POST', '/api/volunteer/tasks/2/claim')[0]![1]!.headers).toBeTruthy();
    expect(new Headers(calls('POST', '/api/volunteer/tasks/2/claim')[0]![1]!.headers).get('Authorization')).toBe(
      'Bearer token-1',
    );
  });

  it('validates a submission with the contract before sending it, then sends the note and hours', async () => {
    signIn();
    const held = task(3, {
      status: 'claimed',
      mine: true,
      lock_expires_at: new Date(Date.now() + 3 * 3_600_000).toISOString(),
    });
    handlers.push(
      on('GET', '/api/volunteer/tasks', () => json(paged([]))),
      on('GET', '/api/volunteer/tasks/mine', () => json({ data: [held] })),
      on('POST', '/api/volunteer/tasks/3/submit', () =>
        json({ success: true, message: 'Submitted for review.', data: { ...held, status: 'submitted' } }),
      ),
    );
    renderWithQueryClient(<TasksPage />);
    expect(await screen.findByText(/Yours for 2 h 59 min more|Yours for 3 h 0 min more/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit for review' }));
    expect(await within(dialog).findByText('Describe what you did.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Hours spent'), { target: { value: '30' } });
    fireEvent.change(within(dialog).getByLabelText('What did you do?'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit for review' }));
    expect(await within(dialog).findByText('Between 0.25 and 24 hours.')).toBeTruthy();
    expect(calls('POST', '/api/volunteer/tasks/3/submit')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Hours spent'), { target: { value: '2.5' } });
    fireEvent.change(within(dialog).getByLabelText('What did you do?'), {
      target: { value: 'Shared in three groups.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(calls('POST', '/api/volunteer/tasks/3/submit')).toHaveLength(1));
    expect(JSON.parse(calls('POST', '/api/volunteer/tasks/3/submit')[0]![1]!.body as string)).toEqual({
      note: 'Shared in three groups.',
      hours: 2.5,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('gives a trusted volunteer (level 5) the review queue and the task form, whose untouched fields send null', async () => {
    signIn({ ...me, level: { level: 5, key: 'builder', next_at: 3000 } });
    const submission = {
      ...task(9, { status: 'submitted' }),
      volunteer: { id: 3, name: 'Hoa', avatar_url: null, level: 2 },
      submitted_at: '2026-11-26T00:00:00.000Z',
      submission_note: 'Posted in two groups.',
      hours: 1,
    };
    handlers.push(
      on('GET', '/api/volunteer/tasks', () => json(paged([]))),
      on('GET', '/api/volunteer/tasks/mine', () => json({ data: [] })),
      on('GET', '/api/volunteer/reviews', () => json(paged([submission]))),
      on('POST', '/api/volunteer/tasks/9/review', () => json({ success: true, message: 'Approved.' })),
      on('POST', '/api/volunteer/tasks', () => json({ success: true, message: 'Task created.', data: task(10) }, 201)),
    );
    renderWithQueryClient(<TasksPage />);
    const reviews = await screen.findByRole('region', { name: 'Review submissions' });
    expect(await within(reviews).findByText('Posted in two groups.')).toBeTruthy();
    fireEvent.click(within(reviews).getByRole('button', { name: 'Return' }));
    expect(await within(reviews).findByText('Say why the task is returned.')).toBeTruthy();
    expect(calls('POST', '/api/volunteer/tasks/9/review')).toHaveLength(0);
    fireEvent.click(within(reviews).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls('POST', '/api/volunteer/tasks/9/review')).toHaveLength(1));
    expect(JSON.parse(calls('POST', '/api/volunteer/tasks/9/review')[0]![1]!.body as string)).toEqual({
      decision: 'approve',
      note: '',
    });

    const form = screen.getByRole('region', { name: 'Create a verification task' });
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Check the photo' } });
    fireEvent.change(within(form).getByLabelText('What needs to be checked'), {
      target: { value: 'Compare it with the report.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Create the task' }));
    await waitFor(() => expect(calls('POST', '/api/volunteer/tasks')).toHaveLength(1));
    const body = JSON.parse(calls('POST', '/api/volunteer/tasks')[0]![1]!.body as string);
    expect(body).toMatchObject({ title: 'Check the photo', case_number: null, deadline: null });
  });

  it("shows the reporter's contact only when the answer has it, marked as logged", async () => {
    signIn({ ...me, first_responder: true });
    const held = task(4, { kind: 'verify_report', type: 'verification', status: 'claimed', mine: true });
    const detail = {
      ...held,
      case: null,
      report: {
        report_ref: 'R-4',
        missing_person_name: 'Trần Văn B',
        age: 70,
        missing_date: '2026-11-18',
        last_seen_location: 'Chợ Bến Thành',
        circumstances: null,
      },
      reporter_contact: { name: 'Trần Thị C', phone: '0901234567', email: null },
    };
    handlers.push(
      on('GET', '/api/volunteer/tasks', () => json(paged([]))),
      on('GET', '/api/volunteer/tasks/mine', () => json({ data: [held] })),
      on('GET', '/api/volunteer/tasks/4', () => json({ data: detail })),
    );
    renderWithQueryClient(<TasksPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Show details' }));
    expect(await screen.findByText(/Every reading is logged/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '0901234567' }).getAttribute('href')).toBe('tel:0901234567');
    expect(calls('GET', '/api/volunteer/tasks/4')).toHaveLength(1);
  });

  it('shows no contact block when the answer has none (a holder who is not a first responder)', async () => {
    signIn();
    const held = task(5, { kind: 'verify_report', type: 'verification', status: 'claimed', mine: true });
    handlers.push(
      on('GET', '/api/volunteer/tasks', () => json(paged([]))),
      on('GET', '/api/volunteer/tasks/mine', () => json({ data: [held] })),
      on('GET', '/api/volunteer/tasks/5', () =>
        json({
          data: {
            ...held,
            case: null,
            report: {
              report_ref: 'R-5',
              missing_person_name: 'Lê Văn D',
              age: null,
              missing_date: '2026-11-18',
              last_seen_location: 'Huế',
              circumstances: null,
            },
            reporter_contact: null,
          },
        }),
      ),
    );
    renderWithQueryClient(<TasksPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Show details' }));
    expect(await screen.findByText(/R-5/)).toBeTruthy();
    expect(screen.queryByText("Reporter's contact")).toBeNull();
    expect(screen.queryByText(/Every reading is logged/)).toBeNull();
  });
});

const entry = (id: number, rank: number, name: string, points: number): LeaderboardEntry => ({
  id,
  rank,
  name,
  points,
  avatar_url: null,
  level: 3,
});

const dashboard: VolunteerDashboard = {
  volunteer: me,
  badges: [
    { id: 'search_hero', earned_at: '2026-11-02T00:00:00.000Z', progress: 10, goal: 10 },
    { id: 'dedicated_informer', earned_at: null, progress: 12, goal: 50 },
  ],
  missions: [
    {
      id: 'weekly_tasks',
      kind: 'weekly',
      title: null,
      description: null,
      type: 'any',
      goal: 5,
      progress: 2,
      bonus: 50,
      ends_at: '2026-11-29T17:00:00.000Z',
      days_left: 3,
      completed: false,
    },
  ],
  urgent_task: task(9, { urgent: true }),
  featured_task: null,
  my_tasks: [],
  available_tasks: [task(10), task(11, { mode: 'offline', kind: 'search_area', type: 'field_search' })],
  leaderboards: {
    week: [entry(1, 1, 'An', 90), entry(7, 2, 'Lan Nguyen', 60)],
    all: [entry(1, 1, 'An', 900)],
  },
  community: { volunteers: 120, tasks_completed_week: 33, open_tasks: 14, cases_helped: 51 },
  spotlight: { id: 1, name: 'An', avatar_url: null, level: 3, points: 90, tasks: 5 },
  unread_notifications: 0,
};

describe('/volunteer/dashboard', () => {
  it('asks a guest to sign in and asks the server nothing', async () => {
    renderWithQueryClient(<DashboardPage />);
    expect(await screen.findByText(/Sign in to see your dashboard/)).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows the level with its progress, missions, filters the tasks, and opens a badge in a dialog', async () => {
    signIn();
    handlers.push(on('GET', '/api/volunteer/dashboard', () => json({ data: dashboard })));
    renderWithQueryClient(<DashboardPage />);
    expect(await screen.findByText('Level 2: Helper')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Progress to the next level' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(bar.getAttribute('aria-valuetext')).toBe('100 points to the next level');
    expect(screen.getByText('Complete 5 tasks this week')).toBeTruthy();
    expect(screen.getByText(/3 days left/)).toBeTruthy();
    expect(screen.getByText(/An earned 90 points with 5 tasks this week/)).toBeTruthy();

    const available = screen.getByRole('region', { name: 'Available tasks' });
    expect(within(available).getAllByRole('article')).toHaveLength(2);
    fireEvent.click(within(available).getByRole('button', { name: 'Offline' }));
    expect(within(available).getAllByRole('article')).toHaveLength(1);
    expect(within(available).getByRole('link', { name: 'See all these tasks' }).getAttribute('href')).toBe(
      '/volunteer/tasks?filter=offline',
    );

    fireEvent.click(screen.getByRole('button', { name: /Dedicated informer/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Dedicated informer' });
    expect(within(dialog).getByText('50 reports verified')).toBeTruthy();
    expect(within(dialog).getByText('Progress: 12 of 50')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: /Search hero/ }));
    expect(await screen.findByText(/Earned on/)).toBeTruthy();
    // The volunteer's own email is never drawn on the dashboard (other people may look at the screen).
    expect(document.body.textContent).not.toContain(me.email);
  });

  it('shows the spinner while the dashboard loads, and a retry when it fails', async () => {
    signIn();
    let fail = true;
    handlers.push(
      on('GET', '/api/volunteer/dashboard', () =>
        fail ? json({ success: false, message: 'boom' }, 500) : json({ data: dashboard }),
      ),
    );
    renderWithQueryClient(<DashboardPage />);
    expect(await screen.findByText('The tasks could not be loaded.', { exact: false })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Level 2: Helper')).toBeTruthy();
  });
});

describe('/volunteer/leaderboard', () => {
  it('highlights the own row when listed, and shows the own place below the list otherwise', async () => {
    signIn();
    handlers.push(
      on('GET', '/api/volunteer/leaderboard', (url) =>
        url.searchParams.get('period') === 'week'
          ? json({
              period: 'week',
              since: '2026-11-23',
              data: [entry(1, 1, 'An', 90), entry(7, 2, 'Lan Nguyen', 60)],
              me: { rank: 2, points: 60 },
            })
          : json({ period: 'all', since: null, data: [entry(1, 1, 'An', 900)], me: { rank: 31, points: 200 } }),
      ),
    );
    renderWithQueryClient(<LeaderboardPage />);
    const own = await screen.findByText(/Lan Nguyen \(you\)/);
    expect(own.closest('li')?.getAttribute('aria-current')).toBe('true');
    expect(screen.getByText(/Since Monday/)).toBeTruthy();
    const allTab = screen.getByRole('tab', { name: 'All time' });
    expect(allTab.getAttribute('aria-selected')).toBe('false');
    act(() => {
      screen.getByRole('tab', { name: 'This week' }).focus();
    });
    fireEvent.keyDown(screen.getByRole('tab', { name: 'This week' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'All time' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('Your place: #31')).toBeTruthy();
    expect(screen.queryByText(/Since Monday/)).toBeNull();
  });

  it('asks a guest to sign in', async () => {
    renderWithQueryClient(<LeaderboardPage />);
    expect(await screen.findByText(/Sign in to see the leaderboards/)).toBeTruthy();
  });
});

describe('/volunteer/points', () => {
  it('shows the totals, the ledger worded from its reasons, and how to earn', async () => {
    signIn();
    handlers.push(
      on('GET', '/api/volunteer/points', () =>
        json({
          ...paged([
            {
              id: 3,
              amount: -50,
              reason: 'redemption',
              task_id: null,
              badge: null,
              mission: null,
              note: 'A gift',
              created_at: '2026-11-21T03:00:00.000Z',
            },
            {
              id: 2,
              amount: 80,
              reason: 'badge_bonus',
              task_id: null,
              badge: 'search_hero',
              mission: null,
              note: null,
              created_at: '2026-11-20T03:00:00.000Z',
            },
            {
              id: 1,
              amount: 10,
              reason: 'welcome',
              task_id: null,
              badge: null,
              mission: null,
              note: null,
              created_at: '2026-10-01T03:00:00.000Z',
            },
          ]),
          usable_points: 140,
          lifetime_points: 200,
        }),
      ),
    );
    renderWithQueryClient(<PointsPage />);
    expect(await screen.findByText('Badge earned: Search hero')).toBeTruthy();
    expect(screen.getByText('Points spent: A gift')).toBeTruthy();
    expect(screen.getByText('−50')).toBeTruthy();
    expect(screen.getByText('+80')).toBeTruthy();
    expect(screen.getByText('Hard task: 50 points')).toBeTruthy();
    expect(screen.getByText('Level 7: Reunion hero')).toBeTruthy();
  });

  it('shows a guest how to earn points and asks them to sign in, without reading any ledger', async () => {
    renderWithQueryClient(<PointsPage />);
    expect(await screen.findByText(/Sign in to see your points/)).toBeTruthy();
    expect(screen.getByText('Easy task: 10 points')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
