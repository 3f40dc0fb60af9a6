import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage';
import { gameReducer, startGame } from './game';
import { SAVED_GAMES, SAVED_UNDO, findGame, loadGames, loadSettings, saveGame, saveSettings } from './saved-games';

const SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
const PUZZLE = `.........${SOLUTION.slice(9)}`;
const game = (id: string) => startGame({ id, source: 'new', difficulty: 'medium', puzzle: PUZZLE, solution: SOLUTION });

describe('games saved on the device', () => {
  beforeEach(() => localStorage.clear());

  it('resumes a game as it was: entries, notes, undo, time, mistakes, hints', () => {
    let state = game('a');
    state = gameReducer(state, { type: 'place', cell: 0, digit: 1, countMistakes: true });
    state = gameReducer(state, { type: 'note', cell: 1, digit: 3, kind: 'corner' });
    state = gameReducer(state, { type: 'tick', seconds: 42 });
    saveGame(state);
    const resumed = findGame('a');
    expect(resumed).toEqual(state);
    expect(gameReducer(resumed!, { type: 'undo' }).corner[1]).toBe(0);
  });

  it('keeps the latest games first, a few of them, with their undo lists bounded', () => {
    for (let i = 0; i < SAVED_GAMES + 2; i++) saveGame(game(`g${i}`));
    let state = game('long');
    for (let i = 0; i < SAVED_UNDO + 10; i++)
      state = gameReducer(state, { type: 'note', cell: 1, digit: 1, kind: 'centre' });
    saveGame(state);
    const games = loadGames();
    expect(games).toHaveLength(SAVED_GAMES);
    expect(games[0]!.id).toBe('long');
    expect(games[0]!.undo).toHaveLength(SAVED_UNDO);
    expect(findGame('g0')).toBeNull();
  });

  it('drops what does not read back as a game, and survives broken storage', () => {
    localStorage.setItem(STORAGE_KEYS.sudokuGames, '{not json');
    expect(loadGames()).toEqual([]);
    const broken = { ...game('x'), entries: 'nope' };
    localStorage.setItem(STORAGE_KEYS.sudokuGames, JSON.stringify({ version: 1, games: [broken, game('ok')] }));
    expect(loadGames().map((g) => g.id)).toEqual(['ok']);
    localStorage.setItem(STORAGE_KEYS.sudokuGames, JSON.stringify({ version: 2, games: [game('later')] }));
    expect(loadGames()).toEqual([]);
  });

  it('keeps the settings', () => {
    expect(loadSettings()).toEqual({ countMistakes: false, autoCandidates: false });
    saveSettings({ countMistakes: true, autoCandidates: true });
    expect(loadSettings()).toEqual({ countMistakes: true, autoCandidates: true });
  });
});
