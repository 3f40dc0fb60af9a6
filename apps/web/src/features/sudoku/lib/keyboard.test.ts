import { describe, expect, it } from 'vitest';
import { commandOf, moveCell } from './keyboard';

describe('the keyboard map', () => {
  it('moves with the arrows', () => {
    expect(commandOf({ key: 'ArrowUp' })).toEqual({ type: 'move', rows: -1, cols: 0 });
    expect(commandOf({ key: 'ArrowRight' })).toEqual({ type: 'move', rows: 0, cols: 1 });
  });

  it('places digits, and a corner note with Shift whatever the layout prints', () => {
    expect(commandOf({ key: '7', code: 'Digit7' })).toEqual({ type: 'digit', digit: 7, corner: false });
    expect(commandOf({ key: '&', code: 'Digit7', shiftKey: true })).toEqual({ type: 'digit', digit: 7, corner: true });
    expect(commandOf({ key: '3', code: 'Numpad3' })).toEqual({ type: 'digit', digit: 3, corner: false });
  });

  it('clears, toggles notes, asks a hint, pauses', () => {
    expect(commandOf({ key: 'Delete' })).toEqual({ type: 'clear' });
    expect(commandOf({ key: 'Backspace' })).toEqual({ type: 'clear' });
    expect(commandOf({ key: 'n' })).toEqual({ type: 'notesMode' });
    expect(commandOf({ key: 'H' })).toEqual({ type: 'hint' });
    expect(commandOf({ key: 'p' })).toEqual({ type: 'pause' });
  });

  it('undoes with Ctrl or ⌘+Z, redoes with Ctrl+Y or Ctrl+Shift+Z', () => {
    expect(commandOf({ key: 'z', ctrlKey: true })).toEqual({ type: 'undo' });
    expect(commandOf({ key: 'z', metaKey: true })).toEqual({ type: 'undo' });
    expect(commandOf({ key: 'Z', ctrlKey: true, shiftKey: true })).toEqual({ type: 'redo' });
    expect(commandOf({ key: 'y', ctrlKey: true })).toEqual({ type: 'redo' });
  });

  it('leaves other keys and browser shortcuts alone', () => {
    expect(commandOf({ key: 'Tab' })).toBeNull();
    expect(commandOf({ key: 'r', ctrlKey: true })).toBeNull();
    expect(commandOf({ key: '5', altKey: true })).toBeNull();
  });

  it('wraps moves around the grid', () => {
    expect(moveCell(0, 0, -1)).toBe(8);
    expect(moveCell(0, -1, 0)).toBe(72);
    expect(moveCell(80, 0, 1)).toBe(72);
    expect(moveCell(40, 1, 0)).toBe(49);
  });
});
