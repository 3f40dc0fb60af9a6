import { NOTE_DANCE_CODES } from '@site/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getStoredUser, getToken } from '../../lib/storage';
import { fakeServer, type FakeAnswer } from '../../lib/test-fetch';
import { BASE, OWNER, PLAYER, renderAt, setUpTexts, tearDown } from './lib/test-kit';
import NoteDanceLoginPage, { REDIRECT_DELAY_MS } from './login-page';

beforeAll(setUpTexts);
afterEach(tearDown);

const DASHBOARD = '/note-dance/admin/dashboard';

function start(answer: FakeAnswer) {
  const server = fakeServer([['POST', `${BASE}/auth`, () => answer]]);
  const location = renderAt('/note-dance/admin/login', <NoteDanceLoginPage />);
  return { server, location };
}
const signedIn = (user = OWNER): FakeAnswer => [
  200,
  { success: true, message: 'Login successful', user, token: 'nd-token', expires_at: '2030-01-01T00:00:00Z' },
];
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const outcome = () => screen.findByTestId('auth-outcome');

function logIn(email = 'owner@example.com', password = 'secret-pass') {
  type('Email', email);
  type('Password', password);
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

function openRegister() {
  fireEvent.click(screen.getByRole('button', { name: 'No account yet? Create one' }));
  expect(screen.getByRole('heading', { name: 'Create an account' })).toBeTruthy();
}
function fillRegister(password = 'secret-pass', confirm = password) {
  type('Username', 'mai');
  type('Email', 'mai@example.vn');
  type('Password', password);
  type('Confirm password', confirm);
}
const registerButton = () => screen.getByRole('button', { name: 'Create account' }) as HTMLButtonElement;

describe('signing in', () => {
  it('offers the way back to the main site and the switch to registration', () => {
    start(signedIn());
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to the main site/ }).getAttribute('href')).toBe('/');
    expect(screen.queryByLabelText('Username')).toBeNull();
    openRegister();
    fireEvent.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it('sends the email and password, keeps the session, says so, then opens the dashboard after half a second', async () => {
    const { server, location } = start(signedIn());
    const sent = Date.now();
    logIn(' owner@example.com ');
    expect((await outcome()).textContent).toBe('Login successful! Redirecting...');
    expect(server.sent('POST', `${BASE}/auth`)[0]!.body).toEqual({
      action: 'login',
      email: 'owner@example.com',
      password: 'secret-pass',
    });
    expect(getToken('note-dance-admin')).toBe('nd-token');
    expect(getStoredUser('note-dance-admin')).toEqual(OWNER);
    // The message shows for a moment before the dashboard opens; the form cannot be sent twice meanwhile.
    expect(REDIRECT_DELAY_MS).toBe(500);
    expect(location.history).not.toContain(DASHBOARD);
    expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(location.history!.at(-1)).toBe(DASHBOARD));
    expect(Date.now() - sent).toBeGreaterThanOrEqual(REDIRECT_DELAY_MS);
  });

  it('keeps the button off until both fields are filled', () => {
    start(signedIn());
    const button = screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    type('Email', 'owner@example.com');
    expect(button.disabled).toBe(true);
    type('Password', 'x');
    expect(button.disabled).toBe(false);
  });

  const cases: [string, FakeAnswer, string][] = [
    ['a 401', [401, { success: false, message: 'Unauthorized' }], 'Invalid email or password'],
    [
      'a 422 with a known code (translated by its code)',
      [422, { success: false, message: 'Email không hợp lệ', code: NOTE_DANCE_CODES.emailInvalid }],
      'The email must be a valid email address.',
    ],
    [
      'a 400 with a message of its own (shown as it is)',
      [400, { success: false, message: 'The email field is malformed.' }],
      'The email field is malformed.',
    ],
    ['a 400 without a message', [400, {}], 'Invalid credentials'],
    [
      'a 429 (too many attempts)',
      [429, { success: false, message: 'Slow down', code: NOTE_DANCE_CODES.tooManyAttempts }],
      'Too many login attempts. Please try again later.',
    ],
    [
      'a suspended account',
      [403, { success: false, message: 'Suspended', code: NOTE_DANCE_CODES.suspended }],
      'This account is suspended.',
    ],
    ['a server failure', [500, { success: false, message: 'Internal error' }], 'Login failed'],
  ];
  it.each(cases)('shows the right text for %s, stays on the page and keeps no session', async (_name, answer, text) => {
    const { location } = start(answer);
    logIn();
    const shown = await outcome();
    expect(shown.textContent).toBe(text);
    expect(getToken('note-dance-admin')).toBeNull();
    expect(location.history).toEqual(['/note-dance/admin/login']);
    // The form can be sent again.
    expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('registering', () => {
  it('says that an account is a player, and refuses different passwords before sending anything', () => {
    const { server } = start(signedIn(PLAYER));
    openRegister();
    expect(screen.getByText('An account plays the game; the owner makes admins.')).toBeTruthy();
    fillRegister('secret-pass', 'secret-past');
    expect(screen.getByRole('alert').textContent).toBe('Passwords do not match');
    expect(registerButton().disabled).toBe(true);
    fireEvent.submit(registerButton().form!);
    expect(server.requests).toHaveLength(0);
    type('Confirm password', 'secret-pass');
    expect(screen.queryByText('Passwords do not match')).toBeNull();
    expect(registerButton().disabled).toBe(false);
  });

  it('asks for at least 6 characters', () => {
    start(signedIn(PLAYER));
    openRegister();
    expect(screen.getByText('At least 6 characters.')).toBeTruthy();
    fillRegister('12345');
    expect(screen.getByText('The password must be at least 6 characters.')).toBeTruthy();
    expect(registerButton().disabled).toBe(true);
    fillRegister('123456');
    expect(registerButton().disabled).toBe(false);
  });

  it('creates the account with its confirmation, says so, then opens the dashboard after half a second', async () => {
    const { server, location } = start(signedIn(PLAYER));
    openRegister();
    fillRegister();
    fireEvent.click(registerButton());
    expect((await outcome()).textContent).toBe('Account created successfully! Redirecting...');
    expect(server.sent('POST', `${BASE}/auth`)[0]!.body).toEqual({
      action: 'register',
      username: 'mai',
      email: 'mai@example.vn',
      password: 'secret-pass',
      confirmPassword: 'secret-pass',
    });
    expect(getStoredUser('note-dance-admin')).toEqual(PLAYER);
    expect(location.history).not.toContain(DASHBOARD);
    await waitFor(() => expect(location.history!.at(-1)).toBe(DASHBOARD));
  });

  const cases: [string, FakeAnswer, string][] = [
    [
      'a taken email',
      [422, { success: false, message: 'Taken', code: NOTE_DANCE_CODES.emailTaken }],
      'An account with this email already exists.',
    ],
    [
      'a field refused by its code',
      [
        422,
        {
          success: false,
          message: 'The given data was invalid.',
          errors: { username: ['bad'] },
          codes: { username: [NOTE_DANCE_CODES.usernameInvalid] },
        },
      ],
      'The username may use letters, digits, dots, dashes and underscores, 3 to 40 of them.',
    ],
    ['a 422 without a message', [422, {}], 'Invalid registration data'],
    ['a server failure', [500, { success: false, message: 'Internal error' }], 'Registration failed'],
  ];
  it.each(cases)('shows the right text for %s', async (_name, answer, text) => {
    start(answer);
    openRegister();
    fillRegister();
    fireEvent.click(registerButton());
    expect((await outcome()).textContent).toBe(text);
    expect(getToken('note-dance-admin')).toBeNull();
  });
});
