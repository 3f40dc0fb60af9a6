import { describe, expect, it } from 'vitest';
import { UNDO_LIMIT, gameReducer, hintNotes, shownNotes, startGame, type GameAction, type GameState } from './game';
import { bitOf, candidateMasks, digitsOf } from './grid';

// A valid solution grid and a puzzle made from it by emptying the first row and a few more cells.
const SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
const PUZZLE = `.........${SOLUTION.slice(9, 40)}..${SOLUTION.slice(42)}`;

const start = (): GameState =>
  startGame({ id: 'test', source: 'new', difficulty: 'easy', puzzle: PUZZLE, solution: SOLUTION });
const play = (state: GameState, ...actions: GameAction[]) => actions.reduce(gameReducer, state);
const place = (cell: number, digit: number, countMistakes = false): GameAction => ({
  type: 'place',
  cell,
  digit,
  countMistakes,
});

describe('the game reducer', () => {
  it('places a digit in an empty cell and never over a given', () => {
    const game = play(start(), place(0, 5), place(9, 1));
    expect(game.entries[0]).toBe('5');
    expect(game.entries[9]).toBe(PUZZLE[9]);
    expect(game.undo).toHaveLength(1);
  });

  it('clears a digit, then the notes of an empty cell, never a given', () => {
    let game = play(start(), place(0, 5), { type: 'clear', cell: 0 });
    expect(game.entries[0]).toBe('.');
    game = play(game, { type: 'note', cell: 0, digit: 3, kind: 'centre' }, { type: 'clear', cell: 0 });
    expect(game.centre[0]).toBe(0);
    expect(play(game, { type: 'clear', cell: 9 })).toBe(game);
  });

  it('toggles corner and centre notes apart, and takes a placed digit out of its peers’ notes', () => {
    let game = play(
      start(),
      { type: 'note', cell: 1, digit: 3, kind: 'centre' },
      { type: 'note', cell: 1, digit: 5, kind: 'centre' },
      { type: 'note', cell: 2, digit: 5, kind: 'corner' },
    );
    expect(digitsOf(game.centre[1]!)).toEqual([3, 5]);
    expect(digitsOf(game.corner[2]!)).toEqual([5]);
    game = play(game, place(0, 5));
    expect(digitsOf(game.centre[1]!)).toEqual([3]);
    expect(game.corner[2]).toBe(0);
    game = play(game, { type: 'note', cell: 1, digit: 3, kind: 'centre' });
    expect(game.centre[1]).toBe(0);
    // A filled cell takes no notes.
    expect(play(game, { type: 'note', cell: 0, digit: 1, kind: 'centre' })).toBe(game);
  });

  it('undoes and redoes every change, notes too, and a new change drops the redo list', () => {
    let game = play(start(), place(0, 5), { type: 'note', cell: 1, digit: 3, kind: 'corner' });
    game = play(game, { type: 'undo' });
    expect(game.corner[1]).toBe(0);
    expect(game.entries[0]).toBe('5');
    game = play(game, { type: 'undo' });
    expect(game.entries).toBe(PUZZLE);
    expect(play(game, { type: 'undo' })).toBe(game);
    game = play(game, { type: 'redo' }, { type: 'redo' });
    expect(game.entries[0]).toBe('5');
    expect(game.corner[1]).toBe(bitOf(3));
    game = play(game, { type: 'undo' }, place(2, 4));
    expect(game.redo).toHaveLength(0);
  });

  it('keeps a bounded undo list', () => {
    let game = start();
    for (let i = 0; i < UNDO_LIMIT + 20; i++) game = play(game, { type: 'note', cell: 1, digit: 1, kind: 'centre' });
    expect(game.undo).toHaveLength(UNDO_LIMIT);
  });

  it('counts a wrong digit as a mistake only while mistakes are counted', () => {
    expect(play(start(), place(0, 1)).mistakes).toBe(0);
    expect(play(start(), place(0, 1, true), place(0, 5, true)).mistakes).toBe(1);
  });

  it('shows automatic candidates where no notes are written, the written notes elsewhere', () => {
    const game = play(start(), { type: 'note', cell: 1, digit: 3, kind: 'centre' });
    const computed = candidateMasks(game.entries);
    expect(shownNotes(game, 0, null)).toEqual({ corner: 0, centre: 0 });
    expect(shownNotes(game, 0, computed).centre).toBe(computed[0]);
    expect(shownNotes(game, 1, computed).centre).toBe(bitOf(3));
    expect(hintNotes(game)[1]).toEqual([3]);
    expect(hintNotes(game)[0]).toEqual([]);
  });

  it('fills every candidate as centre notes in one undoable change', () => {
    const game = play(start(), { type: 'fillCandidates' });
    expect(digitsOf(game.centre[0]!)).toContain(5);
    expect(play(game, { type: 'undo' }).centre[0]).toBe(0);
  });

  it('applies a hint as one change: erase, restore, eliminate, place', () => {
    let game = play(start(), place(0, 1));
    game = play(game, {
      type: 'hint',
      countMistakes: true,
      change: {
        erase: [0],
        restore: [{ cell: 2, digit: 4 }],
        eliminations: [{ cell: 1, digit: 9 }],
        placements: [{ cell: 3, digit: 6 }],
      },
    });
    expect(game.entries[0]).toBe('.');
    expect(game.entries[3]).toBe('6');
    expect(digitsOf(game.centre[1]!)).not.toContain(9);
    expect(digitsOf(game.centre[1]!)).toContain(3);
    expect(game.hintsUsed).toBe(1);
    expect(play(game, { type: 'undo' }).entries[0]).toBe('1');
  });

  it('completes when the grid matches the solution, then takes no more changes and stops the clock', () => {
    let game = start();
    for (const cell of [0, 1, 2, 3, 4, 5, 6, 7, 8, 40, 41]) game = play(game, place(cell, Number(SOLUTION[cell])));
    expect(game.completed).toBe(true);
    expect(game.entries).toBe(SOLUTION);
    expect(play(game, { type: 'clear', cell: 0 })).toBe(game);
    expect(play(game, { type: 'tick', seconds: 1 }).elapsed).toBe(game.elapsed);
    expect(play(start(), { type: 'tick', seconds: 1 }).elapsed).toBe(1);
  });
});
