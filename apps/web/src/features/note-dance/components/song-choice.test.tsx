import { noteDanceApi } from '@site/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueryClient } from '../../../lib/test-render';
import { SongChoice } from './song-choice';

// Without a loaded i18n instance, texts render as their keys: tests find controls and messages by key.

const api = vi.hoisted(() => ({ sheets: vi.fn(), myBest: vi.fn(), leaderboard: vi.fn() }));
vi.mock('../../../lib/api-client', async (original) => ({
  ...(await original<object>()),
  call: (route: unknown, input?: { query?: unknown }) => {
    if (route === noteDanceApi.sheets) return api.sheets(input?.query);
    if (route === noteDanceApi.myBest) return api.myBest();
    if (route === noteDanceApi.leaderboard) return api.leaderboard(input?.query);
    throw new Error('unexpected endpoint');
  },
}));

const song = (id: number, title: string, difficulty: string) => ({
  id,
  title,
  composer: 'Traditional',
  difficulty,
  published: true,
  source_format: 'abc',
  notes_count: 42,
  duration_beats: 48,
  tempo: 100,
  created_by: null,
  created_at: '2026-01-01 00:00:00',
  updated_at: '2026-01-01 00:00:00',
});
const page = (data: unknown[]) => ({ data, total: data.length, current_page: 1, last_page: 1, per_page: 50 });

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the song choice', () => {
  it('lists the published songs and starts the one chosen', async () => {
    api.sheets.mockResolvedValue(page([song(1, 'Twinkle', 'beginner'), song(2, 'Cò lả', 'intermediate')]));
    const onPlay = vi.fn();
    renderWithQueryClient(<SongChoice input="keyboard" onInput={vi.fn()} signedIn={false} onPlay={onPlay} />);
    expect(await screen.findByRole('heading', { name: 'Cò lả' })).toBeTruthy();
    expect(api.sheets).toHaveBeenCalledWith({ page: 1, per_page: 50 });
    fireEvent.click(screen.getByTestId('play-2'));
    expect(onPlay).toHaveBeenCalledWith(2);
    expect(api.myBest).not.toHaveBeenCalled();
  });

  it('filters by difficulty and search through the server', async () => {
    api.sheets.mockResolvedValue(page([song(1, 'Twinkle', 'beginner')]));
    renderWithQueryClient(<SongChoice input="keyboard" onInput={vi.fn()} signedIn={false} onPlay={vi.fn()} />);
    await screen.findByRole('heading', { name: 'Twinkle' });
    const chip = screen.getByRole('button', { name: 'difficulties.easy' });
    fireEvent.click(chip);
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(api.sheets).toHaveBeenLastCalledWith({ page: 1, per_page: 50, difficulty: 'easy' }));
    fireEvent.change(screen.getByLabelText('songs.search'), { target: { value: 'trống' } });
    await waitFor(() =>
      expect(api.sheets).toHaveBeenLastCalledWith({ page: 1, per_page: 50, search: 'trống', difficulty: 'easy' }),
    );
  });

  it("shows the signed-in player's best for the chosen input, and a song's leaderboard on demand", async () => {
    api.sheets.mockResolvedValue(page([song(1, 'Twinkle', 'beginner')]));
    api.myBest.mockResolvedValue({
      data: [
        { sheet_id: 1, input: 'keyboard', score: 4321, accuracy: 88.5, max_combo: 9, plays: 3, created_at: '' },
        { sheet_id: 1, input: 'midi', score: 99, accuracy: 10, max_combo: 1, plays: 1, created_at: '' },
      ],
    });
    api.leaderboard.mockResolvedValue({
      sheet_id: 1,
      data: [{ rank: 1, username: 'lan', input: 'keyboard', score: 5000, accuracy: 99, max_combo: 20, created_at: '' }],
    });
    renderWithQueryClient(<SongChoice input="keyboard" onInput={vi.fn()} signedIn onPlay={vi.fn()} />);
    await screen.findByText('songs.best');
    expect(api.myBest).toHaveBeenCalled();
    expect(api.leaderboard).not.toHaveBeenCalled();
    const card = screen.getByRole('heading', { name: 'Twinkle' }).closest('li')!;
    fireEvent.click(within(card).getByRole('button', { name: 'songs.leaderboard' }));
    expect(await within(card).findByText('lan')).toBeTruthy();
    expect(api.leaderboard).toHaveBeenCalledWith({ sheet_id: 1, input: 'keyboard', limit: 10 });
  });

  it('offers the inputs this browser has (no MIDI without Web MIDI) and says when the list failed', async () => {
    api.sheets.mockRejectedValue(new Error('down'));
    const onInput = vi.fn();
    renderWithQueryClient(<SongChoice input="keyboard" onInput={onInput} signedIn={false} onPlay={vi.fn()} />);
    expect(screen.queryByRole('radio', { name: /inputs\.midi/ })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /inputs\.microphone/ }));
    expect(onInput).toHaveBeenCalledWith('microphone');
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
