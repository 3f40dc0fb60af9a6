import { describe, expect, it } from 'vitest';
import type { Sheet } from '../sheet.js';
import { checkScore, WAIT_MODE_MAX_DURATION_MS } from './check.js';
import { createJudge } from './judge.js';
import { accuracyOf, checkTimingWindows, runBonus, scoreBounds, type PlaySummary } from './scoring.js';

/** 16 right-hand eighth notes (a scale up and down) over 4 left-hand half notes, at 100 quarter notes a minute. */
const scale = [60, 62, 64, 65, 67, 69, 71, 72, 72, 71, 69, 67, 65, 64, 62, 60];
const sheet: Sheet = {
  title: 'Scale',
  composer: null,
  tempo: 100,
  time_signature: { beats: 4, beat_type: 4 },
  key: { fifths: 0, mode: 'major' },
  pickup: 0,
  parts: [
    {
      id: 'RH',
      name: 'Right hand',
      hand: 'right',
      notes: scale.map((pitch, index) => ({ pitch, start: index * 0.5, duration: 0.5 })),
    },
    {
      id: 'LH',
      name: 'Left hand',
      hand: 'left',
      notes: [48, 43, 45, 48].map((pitch, index) => ({ pitch, start: index * 2, duration: 2 })),
    },
  ],
};

/** A small deterministic random source (mulberry32), so a failing play can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A player of some skill: presses each note with a timing error, sometimes skips one, sometimes hits a wrong key. */
function simulate(
  seed: number,
  options: { tempoScale?: number; skipParts?: string[]; waitMode?: boolean; spread?: number } = {},
): PlaySummary {
  const next = random(seed);
  const judge = createJudge(sheet, options);
  const spread = options.spread ?? 120;
  const presses: { pitch: number; time: number }[] = [];
  for (const note of judge.notes) {
    if (next() < 0.1) continue;
    presses.push({ pitch: note.pitch, time: note.time + (next() * 2 - 1) * spread });
    if (next() < 0.05) presses.push({ pitch: note.pitch + 1, time: note.time + 30 });
  }
  presses.sort((a, b) => a.time - b.time);
  let pause = 0;
  for (const press of presses) {
    // In wait mode the player's hesitations add up on the play's clock.
    if (options.waitMode) pause += next() * 400;
    judge.press({ pitch: press.pitch, time: press.time + pause });
  }
  const last = judge.notes[judge.notes.length - 1]!;
  return judge.finish(last.time + 600 + pause);
}

const genuine = simulate(1);

const forged = (changes: Partial<PlaySummary>): PlaySummary => ({ ...genuine, ...changes });

describe('checkScore', () => {
  it('finds nothing wrong with plays the judge made, in every mode', () => {
    expect(genuine.notes_total).toBe(20);
    expect(checkScore(sheet, genuine)).toEqual([]);
    for (let seed = 2; seed < 60; seed += 1) {
      const options = {
        tempoScale: [0.25, 0.5, 1, 1.5, 2][seed % 5],
        skipParts: seed % 3 === 0 ? ['LH'] : [],
        waitMode: seed % 4 === 0,
        spread: (seed % 7) * 40,
      };
      const summary = simulate(seed, options);
      expect(checkScore(sheet, summary, { skipParts: options.skipParts }), `seed ${seed}`).toEqual([]);
    }
  });

  it('passes a perfect play and a play with every note missed', () => {
    const perfect = createJudge(sheet);
    for (const note of perfect.notes) perfect.press({ pitch: note.pitch, time: note.time });
    const best = perfect.finish(perfect.notes[perfect.notes.length - 1]!.time + 300);
    expect(best).toMatchObject({ accuracy: 100, max_combo: 20, combo: 20, score: 20 * 300 + runBonus(20) });
    expect(checkScore(sheet, best)).toEqual([]);
    const none = createJudge(sheet).finish(5000);
    expect(none).toMatchObject({ notes_hit: 0, miss: 20, score: 0, accuracy: 0 });
    expect(checkScore(sheet, none)).toEqual([]);
  });

  it('refuses fields that are not whole numbers ≥ 0', () => {
    expect(checkScore(sheet, forged({ score: -1 }))).toEqual(['score: must be a whole number ≥ 0']);
    expect(checkScore(sheet, forged({ perfect: 1.5 }))).toEqual(['perfect: must be a whole number ≥ 0']);
    expect(checkScore(sheet, forged({ accuracy: Number.NaN }))).toEqual(['accuracy: must be a number ≥ 0']);
    expect(checkScore(sheet, forged({ wait_mode: 'yes' as unknown as boolean }))).toEqual([
      'wait_mode: must be true or false',
    ]);
  });

  it('refuses a part the sheet has not, and parts with no notes', () => {
    expect(checkScore(sheet, genuine, { skipParts: ['XX'] })).toEqual(['skipParts: the sheet has no part "XX"']);
    expect(checkScore(sheet, genuine, { skipParts: ['RH', 'LH'] })).toEqual([
      'notes_total: the parts played have no notes',
    ]);
  });

  it('refuses a notes_total that is not the playable notes of the parts played', () => {
    expect(checkScore(sheet, genuine, { skipParts: ['LH'] })).toContain(
      'notes_total: 20, but the parts played have 16 notes',
    );
  });

  it('refuses more notes hit than notes, and counts that do not add up', () => {
    const reasons = checkScore(sheet, forged({ notes_hit: 25 }));
    expect(reasons).toContain('notes_hit: 25 is more than notes_total 20');
    expect(reasons).toContain(`notes_hit: 25, but perfect + great + good is ${genuine.notes_hit}`);
    expect(checkScore(sheet, forged({ miss: genuine.miss + 1 }))).toContain(
      `miss: perfect + great + good + miss is ${genuine.notes_total + 1}, not notes_total 20`,
    );
  });

  it('refuses combos no play could make', () => {
    const all = forged({
      perfect: 20,
      great: 0,
      good: 0,
      miss: 0,
      wrong: 0,
      notes_hit: 20,
      accuracy: 100,
      combo: 20,
      max_combo: 20,
      score: 6000 + runBonus(20),
    });
    expect(checkScore(sheet, all)).toEqual([]);
    expect(checkScore(sheet, { ...all, max_combo: 21, combo: 21 })).toContain(
      'max_combo: 21 is more than the 20 notes hit',
    );
    expect(checkScore(sheet, { ...all, combo: 20, max_combo: 19 })).toContain('combo: 20 is more than max_combo');
    expect(checkScore(sheet, { ...all, combo: 0, max_combo: 0, score: 6000 })).toContain(
      'max_combo: 0 although notes were hit',
    );
    // Runs of 10 need one break: no miss and no wrong note cannot break 20 hits in two.
    expect(checkScore(sheet, { ...all, combo: 10, max_combo: 10, score: 6000 + 2 * runBonus(10) })).toEqual([
      'max_combo: 20 hits in runs of at most 10 need 1 breaks, but there are 0 misses and wrong notes',
    ]);
    expect(checkScore(sheet, { ...all, wrong: 1, combo: 10, max_combo: 10, score: 6000 + 2 * runBonus(10) })).toEqual(
      [],
    );
  });

  it('refuses an accuracy the counts do not give', () => {
    expect(checkScore(sheet, forged({ accuracy: genuine.accuracy + 5 }))).toEqual([
      `accuracy: ${genuine.accuracy + 5}, but the counts give ${genuine.accuracy}`,
    ]);
  });

  it('refuses a score above or below what the counts and max combo allow', () => {
    const bounds = scoreBounds(genuine, genuine.max_combo);
    expect(genuine.score).toBeGreaterThanOrEqual(bounds.min);
    expect(genuine.score).toBeLessThanOrEqual(bounds.max);
    expect(checkScore(sheet, forged({ score: bounds.max + 1 }))).toEqual([
      `score: ${bounds.max + 1} is more than the ${bounds.max} these counts and max_combo allow`,
    ]);
    expect(checkScore(sheet, forged({ score: bounds.min - 1 }))).toEqual([
      `score: ${bounds.min - 1} is less than the ${bounds.min} these counts and max_combo give`,
    ]);
  });

  it('refuses a tempo outside the tempo control around the sheet tempo', () => {
    expect(checkScore(sheet, forged({ tempo_bpm: 201 }))).toEqual(['tempo_bpm: 201 is outside 25..200 for this sheet']);
    expect(checkScore(sheet, forged({ tempo_bpm: 24 }))).toEqual(['tempo_bpm: 24 is outside 25..200 for this sheet']);
  });

  it('refuses a duration shorter than the notes take at that tempo', () => {
    // The notes span 7.5 beats: 4500 ms at 100 bpm; less 140 ms of window and 250 ms of drift.
    expect(checkScore(sheet, forged({ duration_ms: 4110 }))).toEqual([]);
    expect(checkScore(sheet, forged({ duration_ms: 4000 }))).toEqual([
      'duration_ms: 4000 is shorter than the notes take at 100 bpm (4110 at least)',
    ]);
    // Twice the tempo, half the time.
    const fast = simulate(3, { tempoScale: 2 });
    expect(checkScore(sheet, fast)).toEqual([]);
    expect(checkScore(sheet, { ...fast, tempo_bpm: 100 })).toContain(
      `duration_ms: ${fast.duration_ms} is shorter than the notes take at 100 bpm (4110 at least)`,
    );
  });

  it('refuses a duration far beyond the song unless the song waited', () => {
    // The sheet lasts 8 beats: 4800 ms at 100 bpm, +10 % and 5 s.
    expect(checkScore(sheet, forged({ duration_ms: 10_280 }))).toEqual([]);
    expect(checkScore(sheet, forged({ duration_ms: 10_281 }))).toEqual([
      'duration_ms: 10281 is longer than a play of this sheet at 100 bpm without wait mode (10280 at most)',
    ]);
    expect(checkScore(sheet, forged({ duration_ms: 600_000, wait_mode: true }))).toEqual([]);
    expect(checkScore(sheet, forged({ duration_ms: WAIT_MODE_MAX_DURATION_MS + 1, wait_mode: true }))).toEqual([
      `duration_ms: ${WAIT_MODE_MAX_DURATION_MS + 1} is longer than a play of this sheet in wait mode (${WAIT_MODE_MAX_DURATION_MS} at most)`,
    ]);
  });
});

describe('the scoring rules', () => {
  it('weighs the accuracy by grade over the judged notes', () => {
    expect(accuracyOf({ perfect: 1, great: 1, good: 1, miss: 1 })).toBe(56.25);
    expect(accuracyOf({ perfect: 0, great: 0, good: 0, miss: 0 })).toBe(0);
  });

  it('bounds the score between one longest run with single hits and runs packed to the longest', () => {
    const counts = { perfect: 10, great: 0, good: 0, miss: 2 };
    expect(scoreBounds(counts, 4)).toEqual({ min: 3000 + runBonus(4), max: 3000 + 2 * runBonus(4) + runBonus(2) });
    expect(scoreBounds({ perfect: 0, great: 0, good: 0, miss: 3 }, 0)).toEqual({ min: 0, max: 0 });
  });

  it('accepts timing windows in order and within limits only', () => {
    expect(checkTimingWindows({ perfect: 45, great: 90, good: 140 })).toEqual([]);
    expect(checkTimingWindows({ perfect: 100, great: 90, good: 140 })).toEqual(['windows: perfect ≤ great ≤ good']);
    expect(checkTimingWindows({ perfect: 5, great: 90, good: 900 })).toEqual([
      'perfect: the window must be 10..500 ms',
      'good: the window must be 10..500 ms',
    ]);
  });
});
