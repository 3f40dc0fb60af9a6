import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage';
import ProfilePage from './profile-page';
import { initTexts, json, renderPage, reset, signIn, stubFetch, volunteer, type Answer } from './test-support';

const navigate = vi.hoisted(() => vi.fn());
vi.mock('wouter/use-browser-location', async (original) => ({ ...(await original<object>()), navigate }));
const upload = vi.hoisted(() => vi.fn());
vi.mock('../../api/volunteer-profile', async (original) => ({
  ...(await original<object>()),
  uploadVolunteerAvatar: upload,
}));

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });
beforeAll(initTexts);
beforeEach(() => {
  reset();
  navigate.mockReset();
  upload.mockReset();
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(reset);

const formData = {
  success: true,
  data: {
    provinces: [
      { id: '92', name: 'Cần Thơ' },
      { id: '01', name: 'Hà Nội' },
    ],
  },
};
const saved = (changes: Partial<typeof volunteer>) => ({
  success: true,
  message: 'ok',
  data: { ...volunteer, ...changes },
});

function answers(extra: Record<string, Answer> = {}) {
  return stubFetch({
    'GET /api/volunteer/me': () => json(200, { success: true, volunteer }),
    'GET /api/missing-person/form-data': () => json(200, formData),
    ...extra,
  });
}
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/profile', () => {
  it('shows a guest the sign-in form in the page and asks the server nothing', () => {
    const { fetchMock } = stubFetch({});
    renderPage(<ProfilePage />, '/profile');
    expect(screen.getByRole('form', { name: 'stand-in login form' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves the name and the home province chosen from the provinces list', async () => {
    signIn();
    const { calls } = answers({
      'PUT /api/volunteer/me': (body) => json(200, saved(body as Partial<typeof volunteer>)),
    });
    renderPage(<ProfilePage />, '/profile');
    expect(((await screen.findByLabelText('Name *')) as HTMLInputElement).value).toBe('Lan Nguyễn');
    expect((screen.getByLabelText(/Email/) as HTMLInputElement).value).toBe('lan@example.com');
    await screen.findByRole('option', { name: 'Cần Thơ' });
    expect(calls('GET /api/missing-person/form-data')[0]?.url.searchParams.get('lang')).toBe('en');
    type('Name *', '  Lan N. ');
    fireEvent.change(screen.getByLabelText('Home province'), { target: { value: '92' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe('Profile saved.');
    expect(calls('PUT /api/volunteer/me')[0]?.body).toEqual({ name: 'Lan N.', province_id: '92' });
  });

  it("puts the server's field message under the name", async () => {
    signIn();
    answers({
      'PUT /api/volunteer/me': () =>
        json(422, {
          success: false,
          message: 'The given data was invalid.',
          errors: { name: ['The name field is required.'] },
          codes: { name: ['volunteer.nameRequired'] },
        }),
    });
    renderPage(<ProfilePage />, '/profile');
    await screen.findByLabelText('Name *');
    type('Name *', ' ');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter your name.')).toBeTruthy();
    expect(screen.getByLabelText('Name *').getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses two different new passwords without sending, then changes the password', async () => {
    signIn();
    const { calls } = answers({
      'POST /api/volunteer/me/password': () => json(200, { success: true, message: 'Password changed.' }),
    });
    renderPage(<ProfilePage />, '/profile');
    await screen.findByLabelText('Current password *');
    type('Current password *', 'old-password');
    type('New password *', 'new-password-1');
    type('Confirm the new password *', 'new-password-2');
    fireEvent.click(screen.getByRole('button', { name: 'Change the password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Passwords do not match');
    expect(calls('POST /api/volunteer/me/password')).toHaveLength(0);

    type('Confirm the new password *', 'new-password-1');
    fireEvent.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(await screen.findByText('Password changed. Your other sessions were signed out.')).toBeTruthy();
    expect(calls('POST /api/volunteer/me/password')[0]?.body).toEqual({
      current_password: 'old-password',
      new_password: 'new-password-1',
    });
  });

  it('uploads an image as the avatar with a preview, refuses another kind of file, and removes it', async () => {
    signIn();
    upload.mockImplementation(async (_file: File, onProgress: (percent: number) => void) => {
      onProgress(50);
      return { ...volunteer, avatar_url: '/media/avatars/7.webp' };
    });
    const { calls } = answers({ 'DELETE /api/volunteer/me/avatar': () => json(200, saved({ avatar_url: null })) });
    renderPage(<ProfilePage />, '/profile');
    const input = await screen.findByLabelText('Choose a picture');
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe('Choose an image file (JPEG, PNG or WebP).');
    expect(upload).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { files: [new File(['img'], 'me.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Avatar updated.')).toBeTruthy();
    expect(upload).toHaveBeenCalledOnce();
    expect(screen.getByRole('img', { name: 'Your avatar' }).getAttribute('src')).toBe('/media/avatars/7.webp');

    fireEvent.click(screen.getByRole('button', { name: 'Remove the avatar' }));
    expect(await screen.findByText('Avatar removed.')).toBeTruthy();
    expect(calls('DELETE /api/volunteer/me/avatar')).toHaveLength(1);
    expect(screen.queryByRole('img', { name: 'Your avatar' })).toBeNull();
  });

  it('deletes the account only with the typed confirmation and the password, then signs out to /volunteer', async () => {
    signIn();
    const { calls } = answers({
      'POST /api/volunteer/me/delete': (body) =>
        (body as { password: string }).password === 'right-password'
          ? json(200, { success: true, message: 'Your account has been deleted.' })
          : json(422, {
              success: false,
              message: 'The password is incorrect.',
              errors: { password: ['The password is incorrect.'] },
              codes: { password: ['volunteer.passwordWrong'] },
            }),
    });
    renderPage(<ProfilePage />, '/profile');
    const button = (await screen.findByRole('button', { name: 'Delete my account' })) as HTMLButtonElement;
    type('Your password *', 'wrong-password');
    expect(button.disabled).toBe(true);
    type('Type DELETE to confirm', 'delete');
    expect(button.disabled).toBe(true);
    type('Type DELETE to confirm', 'DELETE');
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    expect(await screen.findByText('The password is incorrect.')).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.volunteerToken)).toBe('tok-123');

    type('Your password *', 'right-password');
    fireEvent.click(button);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/volunteer'));
    expect(localStorage.getItem(STORAGE_KEYS.volunteerToken)).toBeNull();
    expect(calls('POST /api/volunteer/me/delete').map((call) => call.body)).toEqual([
      { password: 'wrong-password' },
      { password: 'right-password' },
    ]);
  });
});
