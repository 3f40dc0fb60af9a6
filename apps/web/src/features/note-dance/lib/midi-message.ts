/**
 * A MIDI message from a keyboard, as the game uses it: a key pressed (note-on with a velocity above 0) or released
 * (note-off, or note-on with velocity 0, as many keyboards send it), on any channel. Everything else is ignored.
 */
export type MidiKeyEvent = { kind: 'on'; pitch: number; velocity: number } | { kind: 'off'; pitch: number };

export function parseMidiMessage(data: ArrayLike<number> | null | undefined): MidiKeyEvent | null {
  if (!data || data.length < 3) return null;
  const status = data[0]! & 0xf0;
  const pitch = data[1]! & 0x7f;
  const velocity = data[2]! & 0x7f;
  if (status === 0x90 && velocity > 0) return { kind: 'on', pitch, velocity };
  if (status === 0x80 || status === 0x90) return { kind: 'off', pitch };
  return null;
}
