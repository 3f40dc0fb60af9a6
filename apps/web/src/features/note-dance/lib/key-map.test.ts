import { describe, expect, it } from 'vitest';
import {
  baseForPitches,
  DEFAULT_BASE,
  KEY_OFFSETS,
  keyLabel,
  keyOfPitch,
  MAX_BASE,
  MIN_BASE,
  pitchOfKey,
  shiftBase,
} from './key-map';

describe('the computer keyboard map', () => {
  it('lays two octaves and a third on the letter rows, every semitone once', () => {
    const offsets = Object.values(KEY_OFFSETS).sort((a, b) => a - b);
    expect(offsets).toEqual(Array.from({ length: 27 }, (_, index) => index));
  });

  it('puts the white keys of the lower octave on Z X C V B N M and the upper on Q W E R T Y U', () => {
    const whites = [0, 2, 4, 5, 7, 9, 11];
    expect(['KeyZ', 'KeyX', 'KeyC', 'KeyV', 'KeyB', 'KeyN', 'KeyM'].map((code) => KEY_OFFSETS[code])).toEqual(whites);
    expect(['KeyQ', 'KeyW', 'KeyE', 'KeyR', 'KeyT', 'KeyY', 'KeyU'].map((code) => KEY_OFFSETS[code])).toEqual(
      whites.map((white) => white + 12),
    );
  });

  it('answers pitches from the base and nothing for other keys', () => {
    expect(pitchOfKey('KeyZ', 48)).toBe(48);
    expect(pitchOfKey('KeyQ', 48)).toBe(60);
    expect(pitchOfKey('Digit2', 60)).toBe(73);
    expect(pitchOfKey('Space', 48)).toBeNull();
    expect(pitchOfKey('KeyA', 48)).toBeNull();
  });

  it('finds the key of a pitch and labels it', () => {
    expect(keyOfPitch(64, 48)).toBe('KeyE');
    expect(keyOfPitch(47, 48)).toBeNull();
    expect(keyLabel('KeyE')).toBe('E');
    expect(keyLabel('Digit5')).toBe('5');
  });

  it('shifts by octaves within its bounds', () => {
    expect(shiftBase(48, 1)).toBe(60);
    expect(shiftBase(MIN_BASE, -1)).toBe(MIN_BASE);
    expect(shiftBase(MAX_BASE, 1)).toBe(MAX_BASE);
  });

  it('chooses the base that puts most of a song on the map', () => {
    expect(baseForPitches([])).toBe(DEFAULT_BASE);
    // Twinkle around middle C: C4..A4.
    expect(baseForPitches([60, 60, 67, 67, 69, 69, 67])).toBe(48);
    // A high melody C6..E6 fits from C5 up.
    expect(baseForPitches([84, 86, 88])).toBe(72);
  });
});
