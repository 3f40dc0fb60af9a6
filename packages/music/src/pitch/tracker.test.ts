import { describe, expect, it } from 'vitest';
import { DEFAULT_PITCH_DETECTION } from './detect.js';
import { addNoise, renderSequence, seededRandom, type SequenceNote } from './synthetic.js';
import { PitchTracker, sensitivityOptions, type PitchOnset } from './tracker.js';

const RATE = 44100;

function listen(samples: Float32Array, tracker = new PitchTracker({ sampleRate: RATE }), quantum = 128): PitchOnset[] {
  const onsets: PitchOnset[] = [];
  for (let i = 0; i < samples.length; i += quantum) onsets.push(...tracker.push(samples.subarray(i, i + quantum)));
  return onsets;
}

// C4 E4 G4, then G4 struck twice more: once after a short silence, once while the previous one still rings.
const MELODY: SequenceNote[] = [
  { midi: 60, start: 0.2, duration: 0.35 },
  { midi: 64, start: 0.6, duration: 0.35 },
  { midi: 67, start: 1.0, duration: 0.3 },
  { midi: 67, start: 1.4, duration: 0.4 },
  { midi: 67, start: 1.75, duration: 0.4 },
];

describe('PitchTracker', () => {
  it('reports C4 E4 G4 and every strike of the repeated G4, in order, each within 60 ms', () => {
    const samples = renderSequence(MELODY, RATE, { length: 2.4, snrDb: 20, seed: 5 });
    const onsets = listen(samples);
    expect(onsets.map((onset) => onset.midi)).toEqual([60, 64, 67, 67, 67]);
    onsets.forEach((onset, index) => {
      const note = MELODY[index]!;
      expect(onset.reportedAt - note.start).toBeGreaterThan(0);
      expect(onset.reportedAt - note.start).toBeLessThan(0.06);
      expect(Math.abs(onset.time - note.start)).toBeLessThan(0.015);
      expect(onset.clarity).toBeGreaterThan(0.8);
    });
  });

  it('hears the same notes whatever the size of the pieces it is fed', () => {
    const samples = renderSequence(MELODY, 48000, { length: 2.4, snrDb: 20, seed: 6 });
    const bySmall = listen(samples, new PitchTracker({ sampleRate: 48000 }), 128);
    const byLarge = listen(samples, new PitchTracker({ sampleRate: 48000 }), 5000);
    expect(bySmall.map((onset) => onset.midi)).toEqual([60, 64, 67, 67, 67]);
    expect(byLarge).toEqual(bySmall);
  });

  it('reports a long low note once, knows it is sounding, and lets it go in silence', () => {
    const samples = renderSequence([{ midi: 33, start: 0.1, duration: 1.5 }], RATE, {
      length: 2,
      snrDb: 20,
      seed: 8,
    });
    const tracker = new PitchTracker({ sampleRate: RATE });
    const during = listen(samples.subarray(0, Math.round(1.2 * RATE)), tracker);
    expect(during.map((onset) => onset.midi)).toEqual([33]);
    expect(tracker.note).toBe(33);
    expect(tracker.pitch?.frequency).toBeCloseTo(55, -1);
    expect(listen(samples.subarray(Math.round(1.2 * RATE)), tracker)).toEqual([]);
    expect(tracker.note).toBeNull();
    expect(tracker.time).toBeCloseTo(2, 1);
  });

  it('reports nothing in noise alone or in silence', () => {
    const noise = addNoise(new Float32Array(RATE), 0.05, 0, seededRandom(9));
    expect(listen(noise)).toEqual([]);
    expect(listen(new Float32Array(RATE))).toEqual([]);
  });

  it('follows the microphone sensitivity: a soft note is heard only when sensitive enough', () => {
    const soft = renderSequence([{ midi: 69, start: 0.1, duration: 0.5 }], RATE, { length: 0.8 }).map((v) => v / 100);
    expect(listen(soft, new PitchTracker({ sampleRate: RATE, ...sensitivityOptions(0) }))).toEqual([]);
    expect(listen(soft, new PitchTracker({ sampleRate: RATE, ...sensitivityOptions(1) })).map((o) => o.midi)).toEqual([
      69,
    ]);
    const tracker = new PitchTracker({ sampleRate: RATE, ...sensitivityOptions(0) });
    tracker.setSensitivity(sensitivityOptions(1));
    expect(listen(soft, tracker).map((o) => o.midi)).toEqual([69]);
  });

  it('maps sensitivity 0.5 to the default thresholds and keeps the scale within 0 to 1', () => {
    const middle = sensitivityOptions(0.5);
    expect(middle.minRms).toBeCloseTo(DEFAULT_PITCH_DETECTION.minRms, 10);
    expect(middle.minClarity).toBeCloseTo(DEFAULT_PITCH_DETECTION.minClarity, 10);
    expect(sensitivityOptions(7)).toEqual(sensitivityOptions(1));
    expect(sensitivityOptions(-1).minRms).toBeCloseTo(0.01, 10);
  });

  it('starts again from time 0 after a reset', () => {
    const samples = renderSequence([{ midi: 72, start: 0.1, duration: 0.3 }], RATE, { length: 0.5, seed: 2 });
    const tracker = new PitchTracker({ sampleRate: RATE });
    const first = listen(samples, tracker);
    tracker.reset();
    expect(listen(samples, tracker)).toEqual(first);
  });

  it('refuses a hop that does not divide the window', () => {
    expect(() => new PitchTracker({ sampleRate: RATE, windowSize: 2048, hopSize: 600 })).toThrow(RangeError);
  });
});
