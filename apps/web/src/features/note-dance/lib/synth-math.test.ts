import { describe, expect, it } from 'vitest';
import { envelopeFor, frequencyOf, levelAt, partialsFor, peakGain, stopAfterRelease } from './synth-math';

describe('the synth numbers', () => {
  it('tunes A4 to 440 Hz and middle C to 261.63 Hz', () => {
    expect(frequencyOf(69)).toBe(440);
    expect(frequencyOf(60)).toBeCloseTo(261.63, 2);
  });

  it('lets low notes ring longer than high ones', () => {
    expect(envelopeFor(36).hold).toBeGreaterThan(envelopeFor(84).hold);
    expect(envelopeFor(36).release).toBeGreaterThan(envelopeFor(84).release);
  });

  it('keeps a loud ten-note chord under full scale', () => {
    // Ten notes of four partials through the master gain (0.8).
    expect(peakGain(127) * 10 * (1 + 0.45 + 0.22 + 0.1) * 0.8).toBeLessThan(1);
    expect(peakGain(40)).toBeLessThan(peakGain(100));
    expect(peakGain(1000)).toBe(peakGain(127));
  });

  it('drops partials above 10 kHz', () => {
    expect(partialsFor(60)).toHaveLength(4);
    // C8 is 4,186 Hz: its second partial is the last under 10 kHz.
    expect(partialsFor(108).map((partial) => partial.harmonic)).toEqual([1, 2]);
  });

  it('rises, falls while held and dies after release', () => {
    const envelope = envelopeFor(60);
    expect(levelAt(0, envelope, 1, null)).toBe(0);
    expect(levelAt(envelope.attack / 2, envelope, 1, null)).toBeCloseTo(0.5);
    const early = levelAt(0.05, envelope, 1, null);
    const later = levelAt(1, envelope, 1, null);
    expect(later).toBeLessThan(early);
    const released = levelAt(1 + envelope.release, envelope, 1, 1);
    expect(released).toBeCloseTo(later * Math.exp(-1), 5);
    expect(levelAt(1 + stopAfterRelease(envelope), envelope, 1, 1)).toBeLessThan(later / 9_000);
  });
});
