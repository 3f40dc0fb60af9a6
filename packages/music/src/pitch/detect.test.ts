import { describe, expect, it } from 'vitest';
import { detectPitch, PitchDetector } from './detect.js';
import { frequencyFromMidi, noteFromFrequency } from './note.js';
import { addNoise, gaussian, pianoTone, rms, seededRandom, sine } from './synthetic.js';

const WINDOW = 2048;

/** The note heard in the window starting `at` seconds into the samples. */
function heard(samples: Float32Array, sampleRate: number, at: number) {
  const start = Math.round(at * sampleRate);
  const pitch = detectPitch(samples.subarray(start, start + WINDOW), sampleRate);
  return pitch && { ...noteFromFrequency(pitch.frequency), clarity: pitch.clarity };
}

describe('detectPitch', () => {
  it('finds pure sines across the piano, A0 included, at 44.1 and 48 kHz', () => {
    for (const sampleRate of [44100, 48000]) {
      for (const midi of [21, 36, 60, 69, 96, 108]) {
        const found = heard(sine(frequencyFromMidi(midi), sampleRate, WINDOW, 0.5, 0.3), sampleRate, 0);
        expect(found, `MIDI ${midi} at ${sampleRate} Hz`).not.toBeNull();
        expect(found!.midi).toBe(midi);
        expect(Math.abs(found!.cents)).toBeLessThan(5);
        expect(found!.clarity).toBeGreaterThan(0.95);
      }
    }
  });

  it('finds piano-like tones (stretched partials, weak bass fundamental) in noise 20 dB down', () => {
    for (const midi of [24, 33, 48, 60, 72, 84, 100, 108]) {
      const sampleRate = 44100;
      const tone = pianoTone({ midi, sampleRate, duration: 0.2, seed: midi });
      addNoise(tone, rms(tone), 20, seededRandom(midi));
      expect(heard(tone, sampleRate, 0.05)?.midi, `MIDI ${midi}`).toBe(midi);
    }
  });

  it('hears the fundamental of a tone that has none (partials 2 to 6 of A2)', () => {
    const sampleRate = 48000;
    const tone = new Float32Array(WINDOW);
    for (let n = 2; n <= 6; n++) {
      const partial = sine(110 * n, sampleRate, WINDOW, 0.2 / n, n);
      for (let i = 0; i < WINDOW; i++) tone[i] = tone[i]! + partial[i]!;
    }
    expect(heard(tone, sampleRate, 0)?.name).toBe('A2');
  });

  it('ignores a DC offset', () => {
    const tone = sine(440, 44100, WINDOW, 0.3).map((value) => value + 0.4);
    expect(heard(tone, 44100, 0)?.name).toBe('A4');
  });

  it('answers null for silence, for noise alone, and for a sound under the silence level', () => {
    expect(detectPitch(new Float32Array(WINDOW), 44100)).toBeNull();
    const random = seededRandom(3);
    for (let run = 0; run < 20; run++) {
      const noise = new Float32Array(WINDOW).map(() => 0.1 * gaussian(random));
      expect(detectPitch(noise, 44100)).toBeNull();
    }
    const quiet = sine(440, 44100, WINDOW, 0.0005);
    expect(detectPitch(quiet, 44100)).toBeNull();
    expect(detectPitch(quiet, 44100, { minRms: 0.0001 })?.frequency).toBeCloseTo(440, 0);
  });

  it('looks only within the frequency range it is given', () => {
    const tone = sine(1000, 44100, WINDOW, 0.3);
    expect(detectPitch(tone, 44100, { minFrequency: 1100 })).toBeNull();
    expect(detectPitch(tone, 44100, { minFrequency: 900, maxFrequency: 1100 })?.frequency).toBeCloseTo(1000, 0);
  });

  it('reads windows of its own length only', () => {
    const detector = new PitchDetector(1024);
    expect(() => detector.detect(new Float32Array(2048), 44100)).toThrow(RangeError);
    expect(detector.detect(sine(440, 44100, 1024, 0.3), 44100)?.frequency).toBeCloseTo(440, 0);
  });
});
