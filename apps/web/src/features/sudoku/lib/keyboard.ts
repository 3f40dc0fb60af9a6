/**
 * The keyboard map: arrows move, 1–9 place (in notes mode: a centre note), Shift+digit a corner note, Delete or
 * Backspace clear, N notes mode, Ctrl/⌘+Z undo, Ctrl/⌘+Y or Ctrl/⌘+Shift+Z redo, H hint, P pause. Digits are read
 * from the key's position (`code`), so Shift+1 is a corner 1 on every layout.
 */

export type Command =
  | { type: 'move'; rows: number; cols: number }
  | { type: 'digit'; digit: number; corner: boolean }
  | { type: 'clear' }
  | { type: 'notesMode' }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'hint' }
  | { type: 'pause' };

export interface KeyInput {
  key: string;
  code?: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

const MOVES: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** The digit of a key press from its position (Digit1, Numpad1) or its character, 0 if none. */
function digitOf({ key, code }: KeyInput): number {
  const match = /^(?:Digit|Numpad)([1-9])$/.exec(code ?? '') ?? /^([1-9])$/.exec(key);
  return match ? Number(match[1]) : 0;
}

/** The command of a key press, or null for a key the game leaves alone. */
export function commandOf(input: KeyInput): Command | null {
  const { key, shiftKey = false, altKey = false } = input;
  const mod = Boolean(input.ctrlKey || input.metaKey);
  if (altKey) return null;
  const lower = key.toLowerCase();
  if (mod) {
    if (lower === 'z') return shiftKey ? { type: 'redo' } : { type: 'undo' };
    if (lower === 'y') return { type: 'redo' };
    return null;
  }
  const move = MOVES[key];
  if (move) return { type: 'move', rows: move[0], cols: move[1] };
  const digit = digitOf(input);
  if (digit) return { type: 'digit', digit, corner: shiftKey };
  if (key === 'Delete' || key === 'Backspace' || key === '0') return { type: 'clear' };
  if (lower === 'n') return { type: 'notesMode' };
  if (lower === 'h') return { type: 'hint' };
  if (lower === 'p') return { type: 'pause' };
  return null;
}

/** The cell a move lands on: the grid wraps around at its edges. */
export function moveCell(cell: number, rows: number, cols: number): number {
  const row = (Math.floor(cell / 9) + rows + 9) % 9;
  const col = ((cell % 9) + cols + 9) % 9;
  return row * 9 + col;
}

/** The shortcuts, as the help lists them: the keys and the key of their description. */
export const SHORTCUTS: readonly { keys: string; text: string }[] = [
  { keys: '← ↑ → ↓', text: 'move' },
  { keys: '1–9', text: 'place' },
  { keys: 'Shift + 1–9', text: 'corner' },
  { keys: 'N', text: 'notes' },
  { keys: 'Delete / Backspace', text: 'clear' },
  { keys: 'Ctrl/⌘ + Z', text: 'undo' },
  { keys: 'Ctrl/⌘ + Y, Ctrl/⌘ + Shift + Z', text: 'redo' },
  { keys: 'H', text: 'hint' },
  { keys: 'P', text: 'pause' },
];
