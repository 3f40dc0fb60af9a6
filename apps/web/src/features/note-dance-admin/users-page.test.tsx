import { NOTE_DANCE_CODES, type noteDanceApi, type ResponseOf } from '@site/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, type FakeAnswer, type FakeRequest } from '../../lib/test-fetch';
import { BASE, OWNER, meRoute, renderAt, setUpTexts, signIn, tearDown, toasts } from './lib/test-kit';
import UsersPage from './users-page';

beforeAll(setUpTexts);
afterEach(tearDown);

type AdminUser = ResponseOf<typeof noteDanceApi.users>['data'][number];
const account = (changes: Partial<AdminUser> = {}): AdminUser => ({
  id: 2,
  username: 'mai',
  email: 'mai@example.vn',
  role: 'player',
  status: 'active',
  scores_count: 14,
  last_login_at: null,
  created_at: '2026-10-01T08:00:00Z',
  ...changes,
});
const page = (data: AdminUser[]) => ({ data, total: data.length, current_page: 1, last_page: 1, per_page: 20 });

let rows: AdminUser[];
let updateAnswer: (request: FakeRequest) => FakeAnswer;
let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  signIn(OWNER);
  rows = [account({ ...OWNER, role: 'admin', scores_count: 0 }), account()];
  updateAnswer = (request) => [
    200,
    { success: true, message: 'User updated.', data: account(request.body as Partial<AdminUser>) },
  ];
  server = fakeServer([
    meRoute(OWNER),
    ['GET', `${BASE}/users`, () => [200, page(rows)]],
    ['PATCH', /\/users\/\d+$/, (request) => updateAnswer(request)],
  ]);
});

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;
const listCalls = () => server.sent('GET', `${BASE}/users`);

describe('the users list', () => {
  it('shows each account with its email, role, status and scores; the admin’s own row has no actions', async () => {
    renderAt('/note-dance/admin/users', <UsersPage />);
    const mai = await rowOf('mai');
    expect(within(mai).getByText('mai@example.vn')).toBeTruthy();
    expect(within(mai).getByText('Player')).toBeTruthy();
    expect(within(mai).getByText('Active')).toBeTruthy();
    expect(within(mai).getByText('14')).toBeTruthy();
    expect(within(mai).getByText('Never')).toBeTruthy();
    expect(within(mai).getByRole('button', { name: 'Make admin: mai' })).toBeTruthy();
    expect(within(mai).getByRole('button', { name: 'Suspend: mai' })).toBeTruthy();
    const own = await rowOf('owner');
    expect(within(own).getByText('You')).toBeTruthy();
    expect(within(own).queryAllByRole('button')).toHaveLength(0);
  });

  it('reads search, role and status from the address', async () => {
    renderAt('/note-dance/admin/users?q=mai&role=player&status=active', <UsersPage />);
    await rowOf('mai');
    expect(Object.fromEntries(listCalls()[0]!.query)).toMatchObject({
      search: 'mai',
      role: 'player',
      status: 'active',
    });
  });

  it('changes a role only after the confirmation, and cancelling sends nothing', async () => {
    renderAt('/note-dance/admin/users', <UsersPage />);
    fireEvent.click(within(await rowOf('mai')).getByRole('button', { name: 'Make admin: mai' }));
    const dialog = screen.getByRole('dialog', { name: 'Make this user an admin?' });
    expect(dialog.textContent).toContain('mai will be able to open this admin');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.requests.some((request) => request.method === 'PATCH')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Make admin: mai' }));
    const again = screen.getByRole('dialog', { name: 'Make this user an admin?' });
    const before = listCalls().length;
    fireEvent.click(within(again).getByRole('button', { name: 'Make admin' }));
    await waitFor(() => expect(server.sent('PATCH', `${BASE}/users/2`)).toHaveLength(1));
    expect(server.sent('PATCH', `${BASE}/users/2`)[0]!.body).toEqual({ role: 'admin' });
    await waitFor(() => expect(toasts()).toContainEqual(['success', 'mai is now an admin.']));
    // The list is read again after the change.
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
  });

  it('offers to make an admin a player, and to restore a suspended account', async () => {
    rows = [account({ id: 3, username: 'lan', role: 'admin', status: 'suspended' })];
    renderAt('/note-dance/admin/users', <UsersPage />);
    const lan = await rowOf('lan');
    fireEvent.click(within(lan).getByRole('button', { name: 'Make player: lan' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Make this admin a player?' })).getByRole('button', {
        name: 'Make player',
      }),
    );
    await waitFor(() => expect(server.sent('PATCH', `${BASE}/users/3`)[0]?.body).toEqual({ role: 'player' }));
    fireEvent.click(within(lan).getByRole('button', { name: 'Restore: lan' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Restore this user?' })).getByRole('button', { name: 'Restore' }),
    );
    await waitFor(() => expect(server.sent('PATCH', `${BASE}/users/3`)[1]?.body).toEqual({ status: 'active' }));
  });

  it("shows the server's refusal by its code", async () => {
    updateAnswer = () => [403, { success: false, message: 'Nope', code: NOTE_DANCE_CODES.ownAccount }];
    renderAt('/note-dance/admin/users', <UsersPage />);
    fireEvent.click(within(await rowOf('mai')).getByRole('button', { name: 'Suspend: mai' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend this user?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual(['error', 'It did not work: You cannot demote or suspend your own account.']),
    );
    expect(server.sent('PATCH', `${BASE}/users/2`)[0]!.body).toEqual({ status: 'suspended' });
  });
});
