/**
 * The computer keyboard as two octaves of a piano, by physical key (`KeyboardEvent.code`), so that the map is the
 * same on QWERTY, AZERTY or any other layout: the lower octave on the bottom letter row (Z X C V B N M are the
 * white keys C D E F G A B, S D G H J above them the black keys), the upper octave on the top letter row (Q W E R T
 * Y U are C D E F G A B, the digits 2 3 5 6 7 above them the black keys), and I (with 9 and O above) goes on to
 * the third C, D and E, the way common piano trainers lay it out.
 */

/** Semitones above the map's lowest C, by `KeyboardEvent.code`. */
export const KEY_OFFSETS: Readonly<Record<string, number>> = {
  KeyZ: 0,
  KeyS: 1,
  KeyX: 2,
  KeyD: 3,
  KeyC: 4,
  KeyV: 5,
  KeyG: 6,
  KeyB: 7,
  KeyH: 8,
  KeyN: 9,
  KeyJ: 10,
  KeyM: 11,
  KeyQ: 12,
  Digit2: 13,
  KeyW: 14,
  Digit3: 15,
  KeyE: 16,
  KeyR: 17,
  Digit5: 18,
  KeyT: 19,
  Digit6: 20,
  KeyY: 21,
  Digit7: 22,
  KeyU: 23,
  KeyI: 24,
  Digit9: 25,
  KeyO: 26,
};

/** Keys that move the map an octave down and up. */
export const OCTAVE_DOWN_CODE = 'Minus';
export const OCTAVE_UP_CODE = 'Equal';

/** The map's lowest C: C3 (MIDI 48) to C5 by default, within C1..C6 when shifted. */
export const DEFAULT_BASE = 48;
export const MIN_BASE = 24;
export const MAX_BASE = 84;

/** The MIDI pitch a physical key plays with the map starting at `base`, or null for a key outside the map. */
export function pitchOfKey(code: string, base: number): number | null {
  const offset = KEY_OFFSETS[code];
  return offset === undefined ? null : base + offset;
}

/** The label printed on a key of the legend: the letter or digit of its code. */
export function keyLabel(code: string): string {
  return code.replace(/^Key|^Digit/, '');
}

/** The physical key that plays `pitch` with the map at `base`, or null when the pitch is off the map. */
export function keyOfPitch(pitch: number, base: number): string | null {
  const offset = pitch - base;
  for (const [code, value] of Object.entries(KEY_OFFSETS)) if (value === offset) return code;
  return null;
}

/** Moves the map by whole octaves, kept within MIN_BASE..MAX_BASE. */
export function shiftBase(base: number, octaves: number): number {
  return Math.min(MAX_BASE, Math.max(MIN_BASE, base + 12 * octaves));
}

/**
 * The map's lowest C for a song: the C that puts most of its notes on the map (the lower one when two do as well),
 * so that a one-hand melody needs no octave shift.
 */
export function baseForPitches(pitches: readonly number[]): number {
  if (pitches.length === 0) return DEFAULT_BASE;
  const span = Math.max(...Object.values(KEY_OFFSETS));
  let best = DEFAULT_BASE;
  let bestCount = -1;
  for (let base = MIN_BASE; base <= MAX_BASE; base += 12) {
    const count = pitches.filter((pitch) => pitch >= base && pitch <= base + span).length;
    if (count > bestCount) {
      best = base;
      bestCount = count;
    }
  }
  return best;
}
