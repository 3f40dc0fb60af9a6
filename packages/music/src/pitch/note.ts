/** Equal temperament with A4 = 440 Hz: MIDI 69 is A4, twelve notes an octave, 100 cents a semitone. */
export const A4_FREQUENCY = 440;
export const A4_MIDI = 69;

/** The piano's keys: A0 (MIDI 21, 27.5 Hz) to C8 (MIDI 108, 4186 Hz). */
export const PIANO_LOWEST_MIDI = 21;
export const PIANO_HIGHEST_MIDI = 108;

const NAMES = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'] as const;

/** The frequency in hertz of a MIDI note number (fractional numbers give the pitches between notes). */
export function frequencyFromMidi(midi: number): number {
  return A4_FREQUENCY * 2 ** ((midi - A4_MIDI) / 12);
}

/** The MIDI note number of a frequency, unrounded: 60.25 is C4 plus 25 cents. */
export function midiFromFrequency(frequency: number): number {
  return A4_MIDI + 12 * Math.log2(frequency / A4_FREQUENCY);
}

/** A MIDI note's name with sharps and the octave of scientific pitch notation (60 → 'C4', 61 → 'C#4', 21 → 'A0'). */
export function noteName(midi: number): string {
  const pitchClass = ((midi % 12) + 12) % 12;
  return `${NAMES[pitchClass]}${Math.floor(midi / 12) - 1}`;
}

export interface NoteOfFrequency {
  /** The nearest note's MIDI number. */
  midi: number;
  /** Its name, e.g. 'C#4'. */
  name: string;
  /** How far the frequency is from that note, -50 to +50 cents (a frequency halfway between goes up). */
  cents: number;
}

/**
 * The nearest equal-tempered note to a frequency and the distance to it in cents. The frequency must be positive;
 * the note is not limited to the piano's range (the tuner shows what it hears).
 */
export function noteFromFrequency(frequency: number): NoteOfFrequency {
  if (!(frequency > 0) || !Number.isFinite(frequency)) {
    throw new RangeError(`A frequency must be a positive number of hertz, not ${frequency}`);
  }
  const exact = midiFromFrequency(frequency);
  const midi = Math.round(exact);
  // Rounding leaves -50..+50 cents; the float error at exactly half a semitone is cut to that range.
  const cents = Math.max(-50, Math.min(50, Math.round((exact - midi) * 1000) / 10)) || 0; // `|| 0`: no -0
  return { midi, name: noteName(midi), cents };
}
