import { noteDanceApi, type SheetRecord } from '@site/contracts';
import type { PlaySummary } from '@site/music';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { renderWithQueryClient } from '../../../lib/test-render';
import { initialGame } from '../lib/game-state';
import { testSheet } from '../lib/test-sheet';
import { Results } from './results';

const api = vi.hoisted(() => ({ save: vi.fn() }));
vi.mock('../../../lib/api-client', async (original) => ({
  ...(await original<object>()),
  call: (route: unknown, input?: { body?: unknown }) => {
    if (route === noteDanceApi.createScore) return api.save(input?.body);
    throw new Error('unexpected endpoint');
  },
}));

const record = {
  id: 5,
  title: 'Twinkle',
  composer: null,
  difficulty: 'beginner',
  published: true,
  source_format: 'abc',
  notes_count: 8,
  duration_beats: 8,
  tempo: 120,
  created_by: null,
  created_at: '',
  updated_at: '',
  sheet: testSheet(),
  abc: null,
} as SheetRecord;

const summary: PlaySummary = {
  score: 2410,
  combo: 8,
  max_combo: 8,
  accuracy: 93.75,
  notes_hit: 8,
  notes_total: 8,
  perfect: 7,
  great: 0,
  good: 1,
  miss: 0,
  wrong: 1,
  tempo_bpm: 120,
  duration_ms: 4200.4,
  wait_mode: false,
};
const user = { id: 1, username: 'lan', email: 'lan@example.com', role: 'player' as const };
const signedIn = { status: 'signed-in' as const, user };
const guest = { status: 'guest' as const, user: null };

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the results', () => {
  it("show the spec's fields and the grades", () => {
    renderWithQueryClient(
      <Results
        record={record}
        summary={summary}
        settings={initialGame().settings}
        session={guest}
        onAgain={vi.fn()}
        onAnother={vi.fn()}
      />,
    );
    const fields = [...document.querySelectorAll('[data-field]')].map((node) => node.getAttribute('data-field'));
    expect(fields).toEqual([
      'score',
      'accuracy',
      'combo',
      'maxCombo',
      'notesHit',
      'tempo',
      'duration',
      'difficulty',
      'perfect',
      'great',
      'good',
      'miss',
      'wrong',
    ]);
    expect(document.querySelector('[data-field="score"] dd')?.textContent).toBe('2,410');
  });

  it('invite a guest to sign in and save nothing', () => {
    renderWithQueryClient(
      <Results
        record={record}
        summary={summary}
        settings={initialGame().settings}
        session={guest}
        onAgain={vi.fn()}
        onAnother={vi.fn()}
      />,
    );
    expect(screen.getByText('results.invite')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'auth.login' })).toBeTruthy();
    expect(api.save).not.toHaveBeenCalled();
  });

  it("save a signed-in player's whole play once, with its input and hands", async () => {
    api.save.mockResolvedValue({ success: true, message: 'Score saved.', data: {} });
    const settings = { ...initialGame().settings, input: 'midi' as const, skipParts: ['LH'] };
    renderWithQueryClient(
      <Results
        record={record}
        summary={summary}
        settings={settings}
        session={signedIn}
        onAgain={vi.fn()}
        onAnother={vi.fn()}
      />,
    );
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toBe('results.saved'));
    expect(api.save).toHaveBeenCalledTimes(1);
    expect(api.save).toHaveBeenCalledWith({
      sheet_id: 5,
      input: 'midi',
      summary: { ...summary, duration_ms: 4200 },
      skip_parts: ['LH'],
    });
  });

  it('show a refusal', async () => {
    api.save.mockRejectedValue(new ApiError('http', 422, 'The score does not match the sheet.'));
    renderWithQueryClient(
      <Results
        record={record}
        summary={summary}
        settings={initialGame().settings}
        session={signedIn}
        onAgain={vi.fn()}
        onAnother={vi.fn()}
      />,
    );
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toBe('results.refused'));
  });

  it('never save a looped passage', () => {
    const settings = { ...initialGame().settings, loop: { from: 1, to: 1 } };
    renderWithQueryClient(
      <Results
        record={record}
        summary={summary}
        settings={settings}
        session={signedIn}
        onAgain={vi.fn()}
        onAnother={vi.fn()}
      />,
    );
    expect(screen.getByText('results.practice')).toBeTruthy();
    expect(api.save).not.toHaveBeenCalled();
  });
});
