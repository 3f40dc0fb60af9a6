import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getQueryClient } from '../../lib/query-client';
import { STORAGE_KEYS } from '../../lib/storage';
import { renderWithQueryClient } from '../../lib/test-render';
import volunteerAccount from '../../locales/en/volunteerAccount.json';
import { VolunteerAuthDialog } from './auth-dialog';

const navigate = vi.hoisted(() => vi.fn());
vi.mock('wouter/use-browser-location', async (original) => ({
  ...(await original<object>()),
  navigate,
}));

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { volunteerAccount } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
});

const volunteer = {
  id: 7,
  name: 'Lan',
  email: 'lan@example.com',
  avatar_url: null,
  province_id: null,
  first_responder: false,
  level: { level: 1, key: 'new', next_at: 100 },
  usable_points: 10,
  lifetime_points: 10,
  member_since: '2026-11-01T00:00:00.000Z',
  stats: { tasks_completed: 0, hours_volunteered: 0, people_helped: 0 },
  is_demo: false,
  shared_demo: false,
};
const signedIn = { success: true, message: 'ok', volunteer, token: 'tok-123', expires_at: '2026-12-27T00:00:00.000Z' };

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
type Answer = (body: unknown) => Response | Promise<Response>;
let answers: Record<string, Answer>;
const fetchMock = vi.fn();

beforeEach(() => {
  getQueryClient().clear();
  localStorage.clear();
  navigate.mockReset();
  answers = { 'GET /api/volunteer/overview': () => json(200, { data: overview(false) }) };
  fetchMock.mockReset().mockImplementation(async (input: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${new URL(input, 'http://localhost').pathname}`;
    const answer = answers[key];
    if (!answer) return json(404, { success: false, message: 'Not found' });
    return answer(init?.body ? JSON.parse(String(init.body)) : undefined);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function overview(demo: boolean) {
  return { volunteers: 12, tasks_completed: 40, open_tasks: 5, provinces: 9, demo_available: demo };
}
const sent = (key: string) =>
  fetchMock.mock.calls.filter(([input, init]) => {
    const method = (init as RequestInit | undefined)?.method ?? 'GET';
    return `${method} ${new URL(String(input), 'http://localhost').pathname}` === key;
  });
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function open(mode: 'login' | 'register') {
  const onClose = vi.fn();
  renderWithQueryClient(<VolunteerAuthDialog mode={mode} onClose={onClose} />);
  return onClose;
}

describe('the volunteer sign-in dialog', () => {
  it('is a labelled modal dialog with required, labelled fields and an email-type email box; nothing prefilled', async () => {
    open('login');
    const dialog = screen.getByRole('dialog', { name: 'Volunteer network' });
    expect(dialog.hasAttribute('open')).toBe(true);
    const email = screen.getByLabelText('Email *') as HTMLInputElement;
    const password = screen.getByLabelText('Password *') as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(password.type).toBe('password');
    expect(email.value).toBe('');
    expect(password.value).toBe('');
    expect(email.getAttribute('aria-required')).toBe('true');
  });

  it('refuses an empty login in the browser, sending nothing', async () => {
    open('login');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter your email.')).toBeTruthy();
    expect(screen.getByText('Enter the password.')).toBeTruthy();
    expect(screen.getByLabelText('Email *').getAttribute('aria-invalid')).toBe('true');
    expect(sent('POST /api/volunteer/auth/login')).toHaveLength(0);
  });

  it('shows "Login failed: " with the server reason translated by its code, and keeps no session', async () => {
    answers['POST /api/volunteer/auth/login'] = () =>
      json(401, { success: false, message: 'Invalid email or password.', code: 'volunteer.invalidCredentials' });
    open('login');
    type('Email *', 'lan@example.com');
    type('Password *', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Login failed: Invalid email or password.');
    expect(localStorage.getItem(STORAGE_KEYS.volunteerToken)).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says "Login failed: Please try again" when the server cannot be reached', async () => {
    fetchMock.mockImplementation(async (input: string) => {
      if (String(input).includes('/auth/login')) throw new TypeError('Failed to fetch');
      return json(200, { data: overview(false) });
    });
    open('login');
    type('Email *', 'lan@example.com');
    type('Password *', 'secret-password');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Login failed: Please try again');
  });

  it('signs in: sends the checked values, keeps the session, closes and opens the dashboard', async () => {
    answers['POST /api/volunteer/auth/login'] = () => json(200, signedIn);
    const onClose = open('login');
    type('Email *', ' lan@example.com ');
    type('Password *', 'secret-password');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/volunteer/dashboard'));
    expect(sent('POST /api/volunteer/auth/login')[0]?.[1]).toMatchObject({
      body: JSON.stringify({ email: 'lan@example.com', password: 'secret-password' }),
    });
    expect(localStorage.getItem(STORAGE_KEYS.volunteerToken)).toBe('tok-123');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('switches to registration with the link and back', async () => {
    open('login');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('heading', { name: 'Register as a volunteer' })).toBeTruthy();
    expect(screen.getByLabelText('Confirm password *')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('heading', { name: 'Log in as a volunteer' })).toBeTruthy();
  });

  it('refuses two different passwords with the "Passwords do not match" alert and sends nothing', async () => {
    open('register');
    type('Your name *', 'Lan');
    type('Email *', 'lan@example.com');
    type('Password *', 'secret-password');
    type('Confirm password *', 'secret-passw0rd');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Passwords do not match');
    // Give a late validation every chance to send: still nothing.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent('POST /api/volunteer/auth/register')).toHaveLength(0);
  });

  it('puts the server field messages under their fields and says "Registration failed: "', async () => {
    answers['POST /api/volunteer/auth/register'] = () =>
      json(422, {
        success: false,
        message: 'An account with this email already exists.',
        code: 'volunteer.emailTaken',
        errors: { email: ['An account with this email already exists.'] },
        codes: { email: ['volunteer.emailTaken'] },
      });
    open('register');
    type('Your name *', 'Lan');
    type('Email *', 'lan@example.com');
    type('Password *', 'secret-password');
    type('Confirm password *', 'secret-password');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Registration failed: An account with this email already exists.',
    );
    const email = screen.getByLabelText('Email *');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy.split(' ')[0]!)?.textContent).toBe(
      'An account with this email already exists.',
    );
    expect(sent('POST /api/volunteer/auth/register')[0]?.[1]).toMatchObject({
      body: JSON.stringify({
        name: 'Lan',
        email: 'lan@example.com',
        password: 'secret-password',
        confirmPassword: 'secret-password',
      }),
    });
  });

  it('registers and signs in', async () => {
    answers['POST /api/volunteer/auth/register'] = () => json(201, signedIn);
    open('register');
    type('Your name *', 'Lan');
    type('Email *', 'lan@example.com');
    type('Password *', 'secret-password');
    type('Confirm password *', 'secret-password');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/volunteer/dashboard'));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.volunteerUser) ?? 'null')).toMatchObject({ name: 'Lan' });
  });

  it('offers the demo volunteer only when the server says it exists, and signs it in without credentials', async () => {
    open('login');
    await waitFor(() => expect(sent('GET /api/volunteer/overview')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Try the demo volunteer' })).toBeNull();
    cleanup();
    getQueryClient().clear();

    answers['GET /api/volunteer/overview'] = () => json(200, { data: overview(true) });
    answers['POST /api/volunteer/auth/demo'] = () =>
      json(200, { ...signedIn, volunteer: { ...volunteer, is_demo: true, shared_demo: true } });
    open('login');
    fireEvent.click(await screen.findByRole('button', { name: 'Try the demo volunteer' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/volunteer/dashboard'));
    expect(sent('POST /api/volunteer/auth/demo')[0]?.[1]).not.toHaveProperty('body', expect.anything());
    expect(localStorage.getItem(STORAGE_KEYS.volunteerToken)).toBe('tok-123');
  });
});
