import { describe, expect, it } from 'vitest';
import type { PlaySummary } from '@site/music';
import { gameReducer, initialGame, isSavable } from './game-state';

const summary = { score: 100, notes_total: 1 } as PlaySummary;

describe('the game states', () => {
  it('go song choice → loading → playing → complete', () => {
    let model = initialGame();
    expect(model.state).toBe('song-choice');
    model = gameReducer(model, { type: 'choose', sheetId: 7 });
    expect(model).toMatchObject({ state: 'loading', sheetId: 7 });
    model = gameReducer(model, { type: 'loaded' });
    expect(model).toMatchObject({ state: 'playing', run: 1 });
    model = gameReducer(model, { type: 'finished', summary });
    expect(model).toMatchObject({ state: 'complete', summary });
  });

  it('play again afresh, or go back to the list', () => {
    let model = gameReducer(gameReducer(initialGame(), { type: 'choose', sheetId: 1 }), { type: 'loaded' });
    model = gameReducer(model, { type: 'finished', summary });
    const again = gameReducer(model, { type: 'again' });
    expect(again).toMatchObject({ state: 'playing', summary: null, run: 2, sheetId: 1 });
    const back = gameReducer(model, { type: 'back' });
    expect(back).toMatchObject({ state: 'song-choice', sheetId: null, summary: null });
  });

  it('ignore events that do not apply', () => {
    const start = initialGame();
    expect(gameReducer(start, { type: 'loaded' })).toBe(start);
    expect(gameReducer(start, { type: 'finished', summary })).toBe(start);
    expect(gameReducer(start, { type: 'again' })).toBe(start);
    const playing = gameReducer(gameReducer(start, { type: 'choose', sheetId: 1 }), { type: 'loaded' });
    expect(gameReducer(playing, { type: 'choose', sheetId: 2 })).toBe(playing);
  });

  it("keep the player's input and tempo across songs but not a song's hands and passage", () => {
    let model = gameReducer(initialGame(), {
      type: 'settings',
      settings: { input: 'midi', tempoScale: 0.5, skipParts: ['P1-2'], loop: { from: 1, to: 2 } },
    });
    model = gameReducer(model, { type: 'choose', sheetId: 3 });
    expect(model.settings).toMatchObject({ input: 'midi', tempoScale: 0.5, skipParts: [], loop: null });
  });

  it('save whole songs only', () => {
    expect(isSavable(initialGame().settings)).toBe(true);
    expect(isSavable({ ...initialGame().settings, loop: { from: 2, to: 4 } })).toBe(false);
  });
});
