import { describe, expect, it } from 'vitest';
import { parseMidiMessage } from './midi-message';

describe('MIDI messages', () => {
  it('read note-on on any channel', () => {
    expect(parseMidiMessage([0x90, 60, 100])).toEqual({ kind: 'on', pitch: 60, velocity: 100 });
    expect(parseMidiMessage([0x93, 72, 1])).toEqual({ kind: 'on', pitch: 72, velocity: 1 });
  });

  it('read note-off and note-on at velocity 0 as a release', () => {
    expect(parseMidiMessage([0x80, 60, 64])).toEqual({ kind: 'off', pitch: 60 });
    expect(parseMidiMessage(new Uint8Array([0x90, 60, 0]))).toEqual({ kind: 'off', pitch: 60 });
  });

  it('ignore everything else', () => {
    expect(parseMidiMessage([0xb0, 64, 127])).toBeNull(); // sustain pedal
    expect(parseMidiMessage([0xf8])).toBeNull(); // clock
    expect(parseMidiMessage(null)).toBeNull();
  });
});
