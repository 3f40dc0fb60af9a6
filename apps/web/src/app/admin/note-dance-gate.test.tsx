import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  BASE,
  OWNER,
  PLAYER,
  meRoute,
  renderAt,
  setUpTexts,
  signIn,
  tearDown,
} from '../../features/note-dance-admin/lib/test-kit';
import { getToken } from '../../lib/storage';
import { fakeServer, type FakeAnswer } from '../../lib/test-fetch';
import { RequireSession } from './guards';

beforeAll(setUpTexts);
afterEach(tearDown);

const PAGE = '/note-dance/admin/sheets';
const open = () =>
  renderAt(
    PAGE,
    <RequireSession area="note-dance-admin">
      <p>The admin page</p>
    </RequireSession>,
  );

describe("the Note Dance admin's guard", () => {
  it('sends a guest to the login and asks the server nothing', async () => {
    const server = fakeServer([meRoute()]);
    const location = open();
    await waitFor(() => expect(location.history!.at(-1)).toBe('/note-dance/admin/login'));
    expect(location.state).toEqual({ from: PAGE });
    expect(screen.queryByText('The admin page')).toBeNull();
    expect(server.requests).toHaveLength(0);
  });

  it('shows the page to an account the server calls an admin', async () => {
    signIn(OWNER);
    const server = fakeServer([meRoute(OWNER)]);
    const location = open();
    expect(await screen.findByText('The admin page')).toBeTruthy();
    expect(server.sent('GET', `${BASE}/me`)).toHaveLength(1);
    expect(location.history).toEqual([PAGE]);
  });

  it('believes the server over the stored copy: a stored admin whom the server calls a player is refused', async () => {
    signIn({ ...PLAYER, role: 'admin' });
    fakeServer([meRoute(PLAYER)]);
    open();
    expect(await screen.findByRole('heading', { name: 'This account is not an admin' })).toBeTruthy();
    expect(screen.queryByText('The admin page')).toBeNull();
  });

  it('tells a player that the account is not an admin, with the way to the game and to sign out', async () => {
    signIn(PLAYER);
    const server = fakeServer([meRoute(PLAYER), ['POST', `${BASE}/logout`, () => [200, { success: true }]]]);
    const location = open();
    expect(await screen.findByRole('heading', { name: 'This account is not an admin' })).toBeTruthy();
    expect(screen.getByText(/mai is a player account/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the game' }).getAttribute('href')).toBe('/note-dance');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(location.history!.at(-1)).toBe('/note-dance/admin/login'));
    expect(server.sent('POST', `${BASE}/logout`)).toHaveLength(1);
    expect(getToken('note-dance-admin')).toBeNull();
  });

  it('signs out a player even when the server does not answer the logout', async () => {
    signIn(PLAYER);
    fakeServer([meRoute(PLAYER), ['POST', `${BASE}/logout`, () => [503, { success: false, message: 'Down' }]]]);
    const location = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(location.history!.at(-1)).toBe('/note-dance/admin/login'));
    expect(getToken('note-dance-admin')).toBeNull();
  });

  it('clears a token the server refuses and sends the visitor to the login', async () => {
    signIn(OWNER);
    fakeServer([['GET', `${BASE}/me`, () => [401, { success: false, message: 'Unauthenticated.' }]]]);
    const location = open();
    await waitFor(() => expect(location.history!.at(-1)).toBe('/note-dance/admin/login'));
    expect(getToken('note-dance-admin')).toBeNull();
    expect(screen.queryByText('The admin page')).toBeNull();
  });

  it('offers a retry, without signing anyone out, while the server cannot be reached', async () => {
    signIn(OWNER);
    let answer: FakeAnswer = [503, { success: false, message: 'Service unavailable' }];
    fakeServer([['GET', `${BASE}/me`, () => answer]]);
    const location = open();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The server could not confirm your session.');
    expect(getToken('note-dance-admin')).toBe('token-1');
    expect(location.history).toEqual([PAGE]);
    answer = [200, { success: true, user: OWNER }];
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The admin page')).toBeTruthy();
  });
});
