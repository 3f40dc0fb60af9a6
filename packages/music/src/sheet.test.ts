import { describe, expect, it } from 'vitest';
import { beatsPerBar, playableNotes, sheetLength, type Sheet } from './sheet.js';

const sheet = (notes: Sheet['parts'][number]['notes'], more: Partial<Sheet> = {}): Sheet => ({
  title: 'Test',
  composer: null,
  tempo: 120,
  time_signature: { beats: 4, beat_type: 4 },
  key: { fifths: 0, mode: 'major' },
  pickup: 0,
  parts: [{ id: 'P1', name: 'Right hand', hand: 'right', notes }],
  ...more,
});

describe('the sheet format', () => {
  it('counts a bar in quarter notes whatever the metre', () => {
    expect(beatsPerBar({ beats: 4, beat_type: 4 })).toBe(4);
    expect(beatsPerBar({ beats: 6, beat_type: 8 })).toBe(3);
    expect(beatsPerBar({ beats: 2, beat_type: 2 })).toBe(4);
  });

  it('ends where the last note or rest ends', () => {
    expect(
      sheetLength(
        sheet([
          { pitch: 60, start: 0, duration: 1 },
          { pitch: null, start: 1, duration: 3 },
        ]),
      ),
    ).toBe(4);
    expect(sheetLength(sheet([]))).toBe(0);
  });

  it('plays a tied chain as one key press, leaves rests out and skips a part switched off', () => {
    const tied = sheet([
      { pitch: 60, start: 0, duration: 2, tie: 'start' },
      { pitch: 64, start: 0, duration: 1 },
      { pitch: null, start: 1, duration: 1 },
      { pitch: 60, start: 2, duration: 2, tie: 'continue' },
      { pitch: 60, start: 4, duration: 1, tie: 'stop' },
      { pitch: 60, start: 5, duration: 1 },
    ]);
    expect(playableNotes(tied).map(({ pitch, start, duration }) => [pitch, start, duration])).toEqual([
      [60, 0, 5],
      [64, 0, 1],
      [60, 5, 1],
    ]);
    expect(playableNotes(tied, new Set(['P1']))).toEqual([]);
  });

  it('does not merge a tie to a note that does not follow on (a broken source)', () => {
    const broken = sheet([
      { pitch: 62, start: 0, duration: 1, tie: 'start' },
      { pitch: 62, start: 3, duration: 1, tie: 'stop' },
    ]);
    expect(playableNotes(broken).map((note) => note.start)).toEqual([0, 3]);
  });
});
