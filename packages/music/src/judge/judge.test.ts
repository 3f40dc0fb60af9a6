import { describe, expect, it } from 'vitest';
import type { Sheet } from '../sheet.js';
import { createJudge } from './judge.js';
import { comboBonus, runBonus } from './scoring.js';

/** 120 quarter notes a minute: a beat is 500 ms. C4 D4 E4, then the chord C4 E4 G4 on beat 3; a left-hand C3. */
const sheet: Sheet = {
  title: 'Test',
  composer: null,
  tempo: 120,
  time_signature: { beats: 4, beat_type: 4 },
  key: { fifths: 0, mode: 'major' },
  pickup: 0,
  parts: [
    {
      id: 'P1',
      name: 'Right hand',
      hand: 'right',
      notes: [
        { pitch: 60, start: 0, duration: 1 },
        { pitch: 62, start: 1, duration: 1 },
        { pitch: 64, start: 2, duration: 1 },
        { pitch: 60, start: 3, duration: 1 },
        { pitch: 64, start: 3, duration: 1 },
        { pitch: 67, start: 3, duration: 1 },
      ],
    },
    { id: 'P2', name: 'Left hand', hand: 'left', notes: [{ pitch: 48, start: 0, duration: 4 }] },
  ],
};
const rightHand = { skipParts: ['P2'] };

describe('the judge', () => {
  it('grades a press by its distance from the note, either side', () => {
    const judge = createJudge(sheet, rightHand);
    expect(judge.press({ pitch: 60, time: -40 })).toEqual({ kind: 'hit', note: 0, result: 'perfect', offset: -40 });
    expect(judge.press({ pitch: 62, time: 500 + 60 })).toMatchObject({ kind: 'hit', result: 'great', offset: 60 });
    expect(judge.press({ pitch: 64, time: 1000 - 120 })).toMatchObject({ kind: 'hit', result: 'good', offset: -120 });
    expect(judge.notes.map((note) => note.result)).toEqual(['perfect', 'great', 'good', null, null, null]);
  });

  it('places the notes at the player tempo', () => {
    const judge = createJudge(sheet, { ...rightHand, tempoScale: 0.5 });
    expect(judge.tempoBpm).toBe(60);
    expect(judge.notes.map((note) => note.time)).toEqual([0, 1000, 2000, 3000, 3000, 3000]);
    expect(judge.press({ pitch: 62, time: 1000 })).toMatchObject({ result: 'perfect' });
    expect(() => createJudge(sheet, { tempoScale: 3 })).toThrow(RangeError);
    expect(() => createJudge(sheet, { tempoScale: 0.1 })).toThrow(RangeError);
  });

  it('matches the nearest unjudged note of the pitch, so a repeated pitch is not taken twice', () => {
    const repeated: Sheet = {
      ...sheet,
      parts: [
        {
          id: 'P1',
          name: 'Right hand',
          hand: 'right',
          notes: [
            { pitch: 60, start: 0, duration: 0.25 },
            { pitch: 60, start: 0.25, duration: 0.25 },
          ],
        },
      ],
    };
    const judge = createJudge(repeated);
    // 100 ms is 25 from the second note (at 125) and 100 from the first: the second is nearer.
    expect(judge.press({ pitch: 60, time: 100 })).toMatchObject({ note: 1, result: 'perfect' });
    expect(judge.press({ pitch: 60, time: 110 })).toMatchObject({ note: 0, result: 'good', offset: 110 });
    expect(judge.press({ pitch: 60, time: 120 })).toEqual({ kind: 'wrong', pitch: 60 });
  });

  it('counts a wrong note apart from the misses and breaks the combo with it', () => {
    const judge = createJudge(sheet, rightHand);
    judge.press({ pitch: 60, time: 0 });
    judge.press({ pitch: 62, time: 500 });
    expect(judge.tally()).toMatchObject({ combo: 2, max_combo: 2 });
    expect(judge.press({ pitch: 61, time: 700 })).toEqual({ kind: 'wrong', pitch: 61 });
    // A right pitch too far from its note is wrong too.
    expect(judge.press({ pitch: 64, time: 1000 - 300 })).toEqual({ kind: 'wrong', pitch: 64 });
    expect(judge.tally()).toMatchObject({ wrong: 2, miss: 0, combo: 0, max_combo: 2, perfect: 2 });
  });

  it('passes a note to miss once the song is beyond its time plus the good window', () => {
    const judge = createJudge(sheet, rightHand);
    expect(judge.advance(140)).toEqual([]);
    expect(judge.advance(141)).toEqual([0]);
    expect(judge.press({ pitch: 60, time: 141 })).toEqual({ kind: 'wrong', pitch: 60 });
    expect(judge.notes[0]).toMatchObject({ result: 'miss', offset: null });
    expect(judge.advance(1600)).toEqual([1, 2]);
    expect(judge.tally()).toMatchObject({ miss: 3, combo: 0 });
  });

  it('judges each note of a chord as a note, and leaves a part switched off out', () => {
    const both = createJudge(sheet);
    expect(both.notes).toHaveLength(7);
    const judge = createJudge(sheet, rightHand);
    expect(judge.notes).toHaveLength(6);
    for (const pitch of [60, 62, 64]) judge.press({ pitch, time: (pitch - 60) * 250 });
    for (const pitch of [67, 60, 64]) judge.press({ pitch, time: 1500 + 10 });
    expect(judge.done()).toBe(true);
    expect(judge.tally()).toMatchObject({ perfect: 6, combo: 6, max_combo: 6 });
  });

  it('scores each grade and the combo bonus', () => {
    const judge = createJudge(sheet, rightHand);
    judge.press({ pitch: 60, time: 0 }); // perfect, combo 1
    judge.press({ pitch: 62, time: 500 + 80 }); // great, combo 2
    judge.press({ pitch: 64, time: 1000 + 130 }); // good, combo 3
    expect(judge.tally().score).toBe(300 + 200 + comboBonus(2) + 100 + comboBonus(3));
    expect(comboBonus(2)).toBe(5);
    expect(comboBonus(41)).toBe(200);
    expect(comboBonus(500)).toBe(200);
    let sum = 0;
    for (let combo = 1; combo <= 100; combo += 1) sum += comboBonus(combo);
    expect(runBonus(100)).toBe(sum);
    expect(runBonus(1)).toBe(0);
  });

  it('sums up a play at its end: the notes not played are misses', () => {
    const judge = createJudge(sheet, { ...rightHand, tempoScale: 1.5 });
    judge.press({ pitch: 60, time: 0 });
    const summary = judge.finish(2500);
    expect(summary).toEqual({
      score: 300,
      combo: 0,
      max_combo: 1,
      accuracy: 16.67,
      notes_hit: 1,
      notes_total: 6,
      perfect: 1,
      great: 0,
      good: 0,
      miss: 5,
      wrong: 0,
      tempo_bpm: 180,
      duration_ms: 2500,
      wait_mode: false,
    });
  });

  describe('in wait mode', () => {
    it('stops the song at each unplayed note, and goes on once the whole chord is played', () => {
      const judge = createJudge(sheet, { ...rightHand, waitMode: true });
      expect(judge.songTime(0)).toBe(0);
      expect(judge.waitingFor()).toEqual([0]);
      expect(judge.songTime(3000)).toBe(0);
      // Nothing is missed however long the player takes.
      expect(judge.advance(10_000)).toEqual([]);
      expect(judge.press({ pitch: 60, time: 10_000 })).toMatchObject({ result: 'good', offset: 10_000 });
      expect(judge.waitingFor()).toEqual([]);
      expect(judge.songTime(10_200)).toBe(200);
      // The clock reaches D4 at 10 500 and the player answers 40 ms later; E4 is then due at 11 040.
      expect(judge.songTime(10_520)).toBe(500);
      expect(judge.press({ pitch: 62, time: 10_540 })).toMatchObject({ result: 'perfect', offset: 40 });
      expect(judge.press({ pitch: 64, time: 11_040 + 80 })).toMatchObject({ result: 'great', offset: 80 });
      // The chord, due at 11 620: the song waits until its three notes are down.
      expect(judge.songTime(11_600)).toBe(1480);
      expect(judge.songTime(11_700)).toBe(1500);
      expect(judge.waitingFor()).toEqual([3, 4, 5]);
      judge.press({ pitch: 60, time: 11_700 });
      judge.press({ pitch: 67, time: 11_720 });
      expect(judge.waitingFor()).toEqual([4]);
      expect(judge.songTime(11_800)).toBe(1500);
      judge.press({ pitch: 64, time: 11_800 });
      expect(judge.done()).toBe(true);
      const summary = judge.finish(12_300);
      expect(summary).toMatchObject({ wait_mode: true, miss: 0, notes_hit: 6, duration_ms: 12_300 });
    });

    it('grades a note played before the song reaches it by its distance, and a wrong key as wrong', () => {
      const judge = createJudge(sheet, { ...rightHand, waitMode: true });
      judge.press({ pitch: 60, time: 0 });
      expect(judge.press({ pitch: 62, time: 420 })).toMatchObject({ result: 'great', offset: -80 });
      expect(judge.press({ pitch: 65, time: 900 })).toEqual({ kind: 'wrong', pitch: 65 });
      expect(judge.tally()).toMatchObject({ perfect: 1, great: 1, wrong: 1, combo: 0 });
    });
  });
});
