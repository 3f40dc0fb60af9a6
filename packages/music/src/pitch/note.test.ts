import { describe, expect, it } from 'vitest';
import { frequencyFromMidi, midiFromFrequency, noteFromFrequency, noteName } from './note.js';

describe('notes and frequencies (A4 = 440 Hz)', () => {
  it('names notes with sharps and the octave of scientific pitch notation', () => {
    expect(noteName(60)).toBe('C4');
    expect(noteName(61)).toBe('C#4');
    expect(noteName(21)).toBe('A0');
    expect(noteName(108)).toBe('C8');
    expect(noteName(59)).toBe('B3');
  });

  it('finds the note of the piano’s lowest, middle and highest keys', () => {
    expect(noteFromFrequency(27.5)).toEqual({ midi: 21, name: 'A0', cents: 0 });
    expect(noteFromFrequency(440)).toEqual({ midi: 69, name: 'A4', cents: 0 });
    expect(noteFromFrequency(frequencyFromMidi(60))).toEqual({ midi: 60, name: 'C4', cents: 0 });
    expect(noteFromFrequency(4186.01)).toEqual({ midi: 108, name: 'C8', cents: 0 });
  });

  it('measures up to 49 cents on either side of a note, and turns to the next note past 50', () => {
    expect(noteFromFrequency(frequencyFromMidi(60.49))).toEqual({ midi: 60, name: 'C4', cents: 49 });
    expect(noteFromFrequency(frequencyFromMidi(59.51))).toEqual({ midi: 60, name: 'C4', cents: -49 });
    expect(noteFromFrequency(frequencyFromMidi(60.51))).toEqual({ midi: 61, name: 'C#4', cents: -49 });
    expect(noteFromFrequency(frequencyFromMidi(21.49))).toEqual({ midi: 21, name: 'A0', cents: 49 });
    expect(noteFromFrequency(frequencyFromMidi(107.51))).toEqual({ midi: 108, name: 'C8', cents: -49 });
  });

  it('goes both ways between frequencies and MIDI numbers', () => {
    expect(frequencyFromMidi(69)).toBe(440);
    expect(frequencyFromMidi(57)).toBeCloseTo(220, 10);
    expect(midiFromFrequency(880)).toBeCloseTo(81, 10);
  });

  it('refuses a frequency that is not a positive number', () => {
    expect(() => noteFromFrequency(0)).toThrow(RangeError);
    expect(() => noteFromFrequency(-440)).toThrow(RangeError);
    expect(() => noteFromFrequency(Number.NaN)).toThrow(RangeError);
  });
});
