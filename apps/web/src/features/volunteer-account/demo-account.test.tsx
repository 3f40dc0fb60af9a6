import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage';
import ProfilePage from './profile-page';
import VolunteerRegisterPage from './register-page';
import { initTexts, json, renderPage, reset, signIn, stubFetch, volunteer } from './test-support';

const navigate = vi.hoisted(() => vi.fn());
vi.mock('wouter/use-browser-location', async (original) => ({ ...(await original<object>()), navigate }));

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });
beforeAll(initTexts);
beforeEach(() => {
  reset();
  navigate.mockReset();
});
afterEach(reset);

/** The shared demo volunteer, as the server answers it. */
const demo = {
  ...volunteer,
  id: 3,
  name: 'Minh An (demo)',
  email: 'minh.an.demo@example.com',
  province_id: '11',
  is_demo: true,
  shared_demo: true,
};
const formData = { success: true, data: { provinces: [{ id: '11', name: 'Hà Nội' }] } };
const NOTICE = 'This is the shared demo account';
const READ_ONLY =
  'The demo volunteer is shared by every visitor: its profile cannot be changed. Register your own account to keep one.';

function signInAsDemo() {
  localStorage.setItem(STORAGE_KEYS.volunteerToken, 'tok-demo');
  localStorage.setItem(STORAGE_KEYS.volunteerUser, JSON.stringify(demo));
}

describe('/profile of the shared demo volunteer', () => {
  it('explains up front that the account is shared, and leaves nothing to change', async () => {
    signInAsDemo();
    const { fetchMock } = stubFetch({
      'GET /api/volunteer/me': () => json(200, { success: true, volunteer: demo }),
      'GET /api/missing-person/form-data': () => json(200, formData),
    });
    renderPage(<ProfilePage />, '/profile');
    const notice = await screen.findByRole('region', { name: NOTICE });
    expect(notice.textContent).toContain('You can still claim and submit tasks.');
    // The details and the avatar are shown as they are, with none of their controls working.
    const name = screen.getByLabelText('Name *') as HTMLInputElement;
    expect(name.value).toBe('Minh An (demo)');
    expect(name.disabled).toBe(true);
    expect((screen.getByLabelText('Home province') as HTMLSelectElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('Choose a picture') as HTMLInputElement).disabled).toBe(true);
    // No password to change and no account to delete.
    expect(screen.queryByLabelText('Current password *')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change the password' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete my account' })).toBeNull();
    // Pressing a disabled button sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
  });

  it('signs out of the demo and opens the registration for an account of ones own', async () => {
    signInAsDemo();
    const { calls } = stubFetch({
      'GET /api/volunteer/me': () => json(200, { success: true, volunteer: demo }),
      'GET /api/missing-person/form-data': () => json(200, formData),
      'POST /api/volunteer/auth/logout': () => json(200, { success: true, message: 'Signed out.' }),
    });
    renderPage(<ProfilePage />, '/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out and register' }));
    expect(navigate).toHaveBeenCalledWith('/volunteer/register');
    expect(localStorage.getItem(STORAGE_KEYS.volunteerToken)).toBeNull();
    await waitFor(() => expect(calls('POST /api/volunteer/auth/logout')).toHaveLength(1));
  });

  it("words the server's refusal when the page did not know the account was the demo", async () => {
    // An answer from before the server said `shared_demo`: the forms show, the server refuses.
    signIn();
    stubFetch({
      'GET /api/volunteer/me': () => json(200, { success: true, volunteer }),
      'GET /api/missing-person/form-data': () => json(200, formData),
      // Translated by its code, whatever the English beside it says.
      'PUT /api/volunteer/me': () => json(403, { success: false, message: 'Refused.', code: 'volunteer.demoReadOnly' }),
    });
    renderPage(<ProfilePage />, '/profile');
    expect(screen.queryByRole('region', { name: NOTICE })).toBeNull();
    await screen.findByLabelText('Name *');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(READ_ONLY));
  });
});

describe('/volunteer/register signed in as the shared demo volunteer', () => {
  it('offers to sign out of the demo, then shows the register form', async () => {
    signInAsDemo();
    const { calls } = stubFetch({
      'GET /api/volunteer/me': () => json(200, { success: true, volunteer: demo }),
      'POST /api/volunteer/auth/logout': () => json(200, { success: true, message: 'Signed out.' }),
    });
    renderPage(<VolunteerRegisterPage />, '/volunteer/register');
    await screen.findByRole('region', { name: NOTICE });
    // Not the "you already have an account" of a volunteer with one of their own.
    expect(screen.queryByRole('link', { name: 'Go to your dashboard' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out and register' }));
    expect(await screen.findByRole('form', { name: 'stand-in register form' })).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.volunteerToken)).toBeNull();
    await waitFor(() => expect(calls('POST /api/volunteer/auth/logout')).toHaveLength(1));
  });
});
