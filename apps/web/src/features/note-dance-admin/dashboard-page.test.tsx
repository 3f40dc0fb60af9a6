import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, type FakeAnswer } from '../../lib/test-fetch';
import DashboardPage from './dashboard-page';
import { BASE, meRoute, renderAt, setUpTexts, signIn, tearDown } from './lib/test-kit';

beforeAll(setUpTexts);
afterEach(tearDown);

const DASHBOARD = {
  data: {
    counts: { sheets: 12, published_sheets: 12, players: 1234, scores: 57, games_today: 3 },
    today_since: '2026-10-01T17:00:00Z',
    recent: {
      scores: [
        { username: 'mai', sheet_title: 'Twinkle', input: 'midi', score: 9120, created_at: '2026-10-02T09:00:00Z' },
      ],
      sheets: [{ id: 40, title: 'Scale', created_at: '2026-10-02T10:00:00Z' }],
      registrations: [{ username: 'lan', created_at: '2026-10-02T08:00:00Z' }],
    },
    system: { api: 'ok', database: 'ok', authentication: 'error' },
  },
};

let answer: FakeAnswer;
beforeEach(() => {
  signIn();
  answer = [200, DASHBOARD];
  fakeServer([meRoute(), ['GET', `${BASE}/dashboard`, () => answer]]);
});

describe('the dashboard', () => {
  it('shows the real counts, the newest activity first, and the status of each part', async () => {
    renderAt('/note-dance/admin/dashboard', <DashboardPage />);
    await waitFor(() => expect(screen.getByTestId('note-dance-stat-sheets').textContent).toBe('12'));
    expect(screen.getByTestId('note-dance-stat-players').textContent).toBe('1,234');
    expect(screen.getByTestId('note-dance-stat-scores').textContent).toBe('57');
    expect(screen.getByTestId('note-dance-stat-gamesToday').textContent).toBe('3');
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items[0]).toContain('Sheet “Scale” added');
    expect(items[1]).toContain('mai scored 9,120 on “Twinkle” (MIDI)');
    expect(items[2]).toContain('lan registered');
    expect(screen.getByText('Authentication').nextElementSibling!.textContent).toBe('Failing');
    expect(screen.getByText('Database').nextElementSibling!.textContent).toBe('Operational');
    expect(screen.getByRole('link', { name: /New sheet/ }).getAttribute('href')).toBe(
      '/note-dance/admin/sheets/create',
    );
    expect(screen.getByRole('link', { name: /Upload a file/ }).getAttribute('href')).toBe(
      '/note-dance/admin/sheets/create?mode=upload',
    );
  });

  it('says when the dashboard cannot be loaded, and reads it again on request', async () => {
    answer = [403, { success: false, message: 'Only a Note Dance admin may do this.', code: 'noteDance.adminOnly' }];
    renderAt('/note-dance/admin/dashboard', <DashboardPage />);
    expect(await screen.findByText(/Only a Note Dance admin may do this\./)).toBeTruthy();
    answer = [200, DASHBOARD];
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('note-dance-stat-sheets').textContent).toBe('12'));
  });
});
