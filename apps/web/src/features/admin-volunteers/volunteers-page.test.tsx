import type { AdminVolunteer } from '@site/contracts';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { getQueryClient } from '../../lib/query-client';
import { fakeServer, type FakeAnswer, type FakeRequest } from '../../lib/test-fetch';
import admin from '../../locales/en/admin.json';
import adminEditor from '../../locales/en/admin-editor.json';
import adminVolunteers from '../../locales/en/adminVolunteers.json';
import pages from '../../locales/en/pages.json';
import VolunteersPage from './volunteers-page';

configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { admin, pages, adminVolunteers, 'admin-editor': adminEditor } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  // jsdom's <dialog> has no close(); the confirmation closes with it.
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

const volunteer = (changes: Partial<AdminVolunteer> = {}): AdminVolunteer => ({
  id: 7,
  name: 'Trần Thị Lan',
  email: 'lan@example.vn',
  avatar_url: null,
  province_id: '01',
  first_responder: false,
  level: { level: 2, key: 'helper', next_at: 300 },
  usable_points: 40,
  lifetime_points: 120,
  member_since: '2026-10-01T08:00:00Z',
  stats: { tasks_completed: 4, hours_volunteered: 6, people_helped: 3 },
  is_demo: false,
  shared_demo: false,
  status: 'active',
  active_tasks: 2,
  last_active_at: null,
  ...changes,
});
const page = (data: AdminVolunteer[]) => ({ data, total: data.length, current_page: 1, last_page: 1, per_page: 20 });
const FORM_DATA = { success: true, data: { provinces: [{ id: '01', name: 'Thành phố Hà Nội' }] } };

let rows: AdminVolunteer[];
let server: ReturnType<typeof fakeServer>;
let pointsAnswer: (request: FakeRequest) => FakeAnswer;

function start() {
  server = fakeServer([
    ['GET', '/api/admin/volunteers', () => [200, page(rows)]],
    ['GET', '/api/missing-person/form-data', () => [200, FORM_DATA]],
    [
      'PATCH',
      /^\/api\/admin\/volunteers\/\d+$/,
      (request) => [
        200,
        { success: true, message: 'Saved.', data: volunteer(request.body as Partial<AdminVolunteer>) },
      ],
    ],
    ['POST', /^\/api\/admin\/volunteers\/\d+\/points$/, (request) => pointsAnswer(request)],
  ]);
}

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <VolunteersPage />
    </Router>,
  );
  return location;
}

const listQueries = () => server.sent('GET', '/api/admin/volunteers').map((request) => request.query);

describe('the volunteers list', () => {
  beforeEach(() => {
    rows = [volunteer()];
    pointsAnswer = () => [200, { success: true, message: 'Points recorded.', data: volunteer() }];
    start();
  });
  afterEach(() => {
    cleanup();
    getQueryClient().clear();
    vi.unstubAllGlobals();
  });

  it('shows each volunteer with email, province, level, points, active tasks, last active and team', async () => {
    renderAt('/admin/reunion/volunteers');
    const name = await screen.findByText('Trần Thị Lan');
    const row = name.closest('tr')!;
    expect(within(row).getByText('lan@example.vn')).toBeTruthy();
    expect(await within(row).findByText('Thành phố Hà Nội')).toBeTruthy();
    expect(within(row).getByText('2 · Helper')).toBeTruthy();
    expect(within(row).getByText('40 / 120')).toBeTruthy();
    expect(within(row).getByText('2')).toBeTruthy();
    expect(within(row).getByText('Never')).toBeTruthy();
    expect(within(row).getByText('Not on the team')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Suspend Trần Thị Lan' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Appoint first responder: Trần Thị Lan' })).toBeTruthy();
    const query = listQueries()[0]!;
    expect(Object.fromEntries(query)).toEqual({ page: '1', per_page: '20' });
  });

  it('marks a suspended first responder and offers to restore them and remove them from the team', async () => {
    rows = [volunteer({ status: 'suspended', first_responder: true, province_id: null })];
    renderAt('/admin/reunion/volunteers');
    const row = (await screen.findByText('Trần Thị Lan')).closest('tr')!;
    expect(within(row).getByText('Suspended')).toBeTruthy();
    expect(within(row).getByText('First responder')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Restore Trần Thị Lan' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Remove from team: Trần Thị Lan' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Suspend Trần Thị Lan' })).toBeNull();
  });

  it('reads search, status and team from the address and writes filter changes back', async () => {
    const location = renderAt('/admin/reunion/volunteers?q=lan&status=suspended&responder=true&page=2');
    await screen.findByText('Trần Thị Lan');
    expect(Object.fromEntries(listQueries()[0]!)).toEqual({
      page: '2',
      per_page: '20',
      search: 'lan',
      status: 'suspended',
      first_responder: 'true',
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Team' }), { target: { value: 'false' } });
    await waitFor(() => expect(listQueries().at(-1)?.get('first_responder')).toBe('false'));
    // A filter change goes back to the first page.
    expect(listQueries().at(-1)?.get('page')).toBe('1');
    expect(location.history.at(-1)).toContain('responder=false');
    expect(location.history.at(-1)).not.toContain('page=');
  });

  it('ignores unknown filter values in the address', async () => {
    renderAt('/admin/reunion/volunteers?status=deleted&responder=maybe&page=-3');
    await screen.findByText('Trần Thị Lan');
    expect(Object.fromEntries(listQueries()[0]!)).toEqual({ page: '1', per_page: '20' });
  });

  it('suspends only after the confirmation, and cancelling sends nothing', async () => {
    renderAt('/admin/reunion/volunteers');
    fireEvent.click(await screen.findByRole('button', { name: 'Suspend Trần Thị Lan' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend this volunteer?' });
    expect(dialog.textContent).toContain('Trần Thị Lan will be signed out');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.requests.some((request) => request.method === 'PATCH')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Suspend Trần Thị Lan' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Suspend this volunteer?' })).getByRole('button', { name: 'Suspend' }),
    );
    await waitFor(() => expect(server.sent('PATCH', '/api/admin/volunteers/7')).toHaveLength(1));
    expect(server.sent('PATCH', '/api/admin/volunteers/7')[0]!.body).toEqual({ status: 'suspended' });
    // The list is read again after the change.
    await waitFor(() => expect(listQueries().length).toBeGreaterThan(1));
  });

  it('appoints to the first-responder team with a confirmation', async () => {
    renderAt('/admin/reunion/volunteers');
    fireEvent.click(await screen.findByRole('button', { name: 'Appoint first responder: Trần Thị Lan' }));
    const dialog = screen.getByRole('dialog', { name: 'Appoint to the first-responder team?' });
    expect(dialog.textContent).toContain("reporter's contact");
    fireEvent.click(within(dialog).getByRole('button', { name: 'Appoint first responder' }));
    await waitFor(() =>
      expect(server.sent('PATCH', '/api/admin/volunteers/7')[0]?.body).toEqual({ first_responder: true }),
    );
  });

  it('says so when nobody matches, and when the list cannot be loaded', async () => {
    rows = [];
    renderAt('/admin/reunion/volunteers?q=nobody');
    expect(await screen.findByText('No volunteers match these filters')).toBeTruthy();
    cleanup();
    getQueryClient().clear();
    vi.unstubAllGlobals();
    server = fakeServer([['GET', '/api/admin/volunteers', () => [500, { success: false, message: 'Server error.' }]]]);
    renderAt('/admin/reunion/volunteers');
    expect(await screen.findByText('The list could not be loaded: Server error.')).toBeTruthy();
  });
});

describe('recording points', () => {
  beforeEach(() => {
    rows = [volunteer()];
    pointsAnswer = () => [200, { success: true, message: 'Points recorded.', data: volunteer() }];
    start();
  });
  afterEach(() => {
    cleanup();
    getQueryClient().clear();
    vi.unstubAllGlobals();
  });

  async function openDialog() {
    renderAt('/admin/reunion/volunteers');
    fireEvent.click(await screen.findByRole('button', { name: 'Record points for Trần Thị Lan' }));
    const dialog = screen.getByRole('dialog', { name: 'Record points for Trần Thị Lan' });
    expect(dialog.textContent).toContain('Usable points: 40 · lifetime: 120');
    return dialog;
  }
  const fill = (dialog: HTMLElement, amount: string, note: string) => {
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: amount } });
    fireEvent.change(within(dialog).getByLabelText('Note for the ledger'), { target: { value: note } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
  };
  const postedPoints = () => server.requests.filter((request) => request.path.endsWith('/points'));

  it('requires an amount and a note, refuses zero and text, and sends nothing until they are right', async () => {
    const dialog = await openDialog();
    fill(dialog, '', '   ');
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(within(dialog).getByText('Enter a number.')).toBeTruthy();
    fill(dialog, '0', 'Correction');
    expect(await within(dialog).findByText('Enter an amount other than zero.')).toBeTruthy();
    fill(dialog, 'ten', 'Correction');
    expect(await within(dialog).findByText('Enter a number.')).toBeTruthy();
    fill(dialog, '2.5', 'Correction');
    expect(await within(dialog).findByText('Enter a whole number.')).toBeTruthy();
    expect(postedPoints()).toHaveLength(0);
  });

  it('refuses a spend larger than the usable points before sending it', async () => {
    const dialog = await openDialog();
    fill(dialog, '-41', 'Gift sent');
    expect(await within(dialog).findByText('Not enough usable points for this spend.')).toBeTruthy();
    expect(postedPoints()).toHaveLength(0);
  });

  it('sends a spend with its note and closes', async () => {
    const dialog = await openDialog();
    fill(dialog, '-40', '  Gift sent: a T-shirt  ');
    await waitFor(() => expect(postedPoints()).toHaveLength(1));
    expect(postedPoints()[0]!.path).toBe('/api/admin/volunteers/7/points');
    expect(postedPoints()[0]!.body).toEqual({ amount: -40, note: 'Gift sent: a T-shirt' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Record points for Trần Thị Lan' })).toBeNull());
  });

  it("shows the server's notEnoughPoints under the amount (the balance changed meanwhile)", async () => {
    pointsAnswer = () => [
      422,
      { success: false, message: 'Not enough usable points.', code: 'volunteer.notEnoughPoints' },
    ];
    const dialog = await openDialog();
    fill(dialog, '-30', 'Gift sent');
    expect(await within(dialog).findByText('Not enough usable points for this spend.')).toBeTruthy();
    expect(postedPoints()).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Record points for Trần Thị Lan' })).toBeTruthy();
  });
});
