import { describe, expect, it } from 'vitest';
import { playableNotes, type Sheet } from '../sheet.js';
import { parseAbc, SheetImportError } from './index.js';

const presses = (sheet: Sheet) => playableNotes(sheet).map(({ pitch, start, duration }) => [pitch, start, duration]);
const tune = (body: string, head = 'M:4/4\nL:1/4\nK:C') => `X:1\nT:Test\n${head}\n${body}\n`;

function refusal(run: () => unknown): string {
  const started = performance.now();
  try {
    run();
  } catch (error) {
    expect(performance.now() - started).toBeLessThan(1000);
    expect(error).toBeInstanceOf(SheetImportError);
    return (error as SheetImportError).code;
  }
  throw new Error('the text was accepted');
}

describe('parseAbc', () => {
  it("reads octaves (' and ,), lengths (/2, 3/2, 2) and rests", () => {
    expect(presses(parseAbc(tune("C, C c c' | C/2 D/ E3/2 F2 z | C4 |")))).toEqual([
      [48, 0, 1],
      [60, 1, 1],
      [72, 2, 1],
      [84, 3, 1],
      [60, 4, 0.5],
      [62, 4.5, 0.5],
      [64, 5, 1.5],
      [65, 6.5, 2],
      [60, 9.5, 4],
    ]);
  });

  it('applies the key signature with its mode, and accidentals to the end of the bar', () => {
    const dorian = parseAbc(tune('F f ^F F | F =F F _B |', 'M:4/4\nL:1/4\nK:Ador'));
    expect(presses(dorian).map(([pitch]) => pitch)).toEqual([66, 78, 66, 66, 66, 65, 65, 70]);
    expect(dorian.key).toEqual({ fifths: 1, mode: 'minor' });
    const bflat = parseAbc(tune('B E ^F f |', 'M:4/4\nL:1/4\nK:Bb'));
    expect(presses(bflat).map(([pitch]) => pitch)).toEqual([70, 63, 66, 77]);
    expect(bflat.key).toEqual({ fifths: -2, mode: 'major' });
    expect(parseAbc(tune('^^C __E A B |')).parts[0]!.notes.map((n) => [n.pitch, n.spelling])).toEqual([
      [62, { step: 'C', alter: 2, octave: 4 }],
      [62, { step: 'E', alter: -2, octave: 4 }],
      [69, { step: 'A', alter: 0, octave: 4 }],
      [71, { step: 'B', alter: 0, octave: 4 }],
    ]);
  });

  it('keeps an accidental through a tie across the bar line, and merges the tie into one press', () => {
    const sheet = parseAbc(tune('C D E ^F- | F F G2 |'));
    expect(presses(sheet)).toEqual([
      [60, 0, 1],
      [62, 1, 1],
      [64, 2, 1],
      [66, 3, 2],
      [65, 5, 1],
      [67, 6, 2],
    ]);
  });

  it('times triplets, chords and broken rhythm', () => {
    expect(presses(parseAbc(tune('(3CDE [GB]2 A>B |', 'M:4/4\nL:1/8\nK:C')))).toEqual([
      [60, 0, 0.333333],
      [62, 0.333333, 0.333334],
      [64, 0.666667, 0.333333],
      [67, 1, 1],
      [71, 1, 1],
      [69, 2, 0.75],
      [71, 2.75, 0.25],
    ]);
  });

  it('plays |: :| repeats and 1st/2nd endings out, and a :| with no |: from the start', () => {
    const starts = (text: string) => presses(parseAbc(tune(text))).map(([pitch, start]) => [pitch, start]);
    expect(starts('C4 |: D4 |1 E4 :|2 F4 | G4 |]')).toEqual([
      [60, 0],
      [62, 4],
      [64, 8],
      [62, 12],
      [65, 16],
      [67, 20],
    ]);
    expect(starts('C4 | D4 :| E4 |]').map(([pitch]) => pitch)).toEqual([60, 62, 60, 62, 64]);
    expect(starts('|: C4 :|: D4 :|').map(([pitch]) => pitch)).toEqual([60, 60, 62, 62]);
  });

  it('caps a gigantic ending list and keeps going fast', () => {
    const sheet = parseAbc(tune('|: C4 |1-999999999 D4 :|1000000000 E4 |]'));
    expect(presses(sheet).length).toBeLessThanOrEqual(20);
  });

  it('reads title, composer, tempo in any beat unit, metre and two voices as two hands', () => {
    const sheet = parseAbc(`X:7
T:First title
T:Second title
C:Someone
M:6/8
L:1/8
Q:3/8=60
K:G
V:1
GAB d2 g |
V:2
G,3 D,3 |
`);
    expect(sheet.title).toBe('First title');
    expect(sheet.composer).toBe('Someone');
    expect(sheet.tempo).toBe(90);
    expect(sheet.time_signature).toEqual({ beats: 6, beat_type: 8 });
    expect(sheet.parts.map(({ id, hand, notes }) => [id, hand, notes.length])).toEqual([
      ['V1', 'right', 5],
      ['V2', 'left', 2],
    ]);
    expect(parseAbc('X:1\nK:C\nCDEF|').title).toBe('Untitled');
    expect(parseAbc('X:1\nK:C\nCDEF|').tempo).toBe(120);
  });

  it('refuses empty, non-ABC, note-less and too long texts with the right code', () => {
    expect(refusal(() => parseAbc('  \n'))).toBe('empty');
    expect(refusal(() => parseAbc('hello world'))).toBe('malformed');
    expect(refusal(() => parseAbc('X:1\nT:Only a title\nK:C\n'))).toBe('no_notes');
    expect(refusal(() => parseAbc('X:1\nK:C\nz4 | z4 |'))).toBe('no_notes');
    expect(refusal(() => parseAbc(`X:1\nK:C\n${'C'.repeat(2_100_000)}`))).toBe('too_large');
    expect(refusal(() => parseAbc('X:1\nL:1/4\nK:C\nC999999 |'))).toBe('too_large');
  });

  it('stops a tune with too many notes, written or played out by repeats, without parsing for seconds', () => {
    expect(refusal(() => parseAbc(`X:1\nL:1/16\nK:C\n${'CDEF|'.repeat(6000)}`))).toBe('too_many_notes');
    expect(refusal(() => parseAbc(`X:1\nK:C\n${'C'.repeat(1_900_000)}`))).toBe('too_many_notes');
    expect(refusal(() => parseAbc(`X:1\nK:C\n${'|'.repeat(1_900_000)}C|`))).toBe('malformed');
    expect(refusal(() => parseAbc(`X:1\nL:1/16\nK:C\n|:${'CDEF|'.repeat(2599)}CDEF:|`))).toBe('too_many_notes');
  });
});
