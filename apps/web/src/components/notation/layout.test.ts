import type { Sheet, SheetNote, SheetPart } from '@site/music';
import { describe, expect, it } from 'vitest';
import {
  breakLines,
  justifyLine,
  keySignatureName,
  layoutSheet,
  spellPitch,
  splitTicks,
  xAtBeat,
  type NotationEvent,
} from './layout';

function sheet(parts: SheetPart[], extra: Partial<Sheet> = {}): Sheet {
  return {
    title: 'Test',
    composer: null,
    tempo: 100,
    time_signature: { beats: 4, beat_type: 4 },
    key: { fifths: 0, mode: 'major' },
    pickup: 0,
    parts,
    ...extra,
  };
}

const note = (pitch: number | null, start: number, duration: number, more: Partial<SheetNote> = {}): SheetNote => ({
  pitch,
  start,
  duration,
  ...more,
});
const part = (notes: SheetNote[], hand: SheetPart['hand'] = null, id = 'P1'): SheetPart => ({
  id,
  name: id,
  hand,
  notes,
});

/** An event as "base[.]" or "base3" (triplet), with its keys, "r" for a rest, ~ after a tied key. */
function describeEvent(event: NotationEvent): string {
  const value = `${event.value.base}${event.value.dots ? '.' : ''}${event.value.triplet ? '3' : ''}`;
  if (event.hidden) return `${value}:hidden`;
  if (event.keys.length === 0) return `${value}:${event.wholeBar ? 'bar-rest' : 'r'}`;
  const keys = event.keys.map((k) => `${k.key}${k.accidental ? `[${k.accidental}]` : ''}${k.tie ? '~' : ''}`);
  return `${value}:${keys.join('+')}`;
}
const firstVoice = (s: Sheet, bar = 0, staff = 0) =>
  layoutSheet(s).bars[bar]!.staves[staff]!.voices[0]!.events.map(describeEvent);

describe('splitTicks', () => {
  it('writes plain and dotted values as one value', () => {
    expect(splitTicks(48)).toMatchObject([{ base: 'q', dots: 0, triplet: false }]);
    expect(splitTicks(72)).toMatchObject([{ base: 'q', dots: 1 }]);
    expect(splitTicks(144)).toMatchObject([{ base: 'h', dots: 1 }]);
    expect(splitTicks(192)).toMatchObject([{ base: 'w', dots: 0 }]);
    expect(splitTicks(3)).toMatchObject([{ base: '64' }]);
  });

  it('ties the fewest values, longest first, for lengths no single value has', () => {
    // Five eighths: a half tied to an eighth.
    expect(splitTicks(120).map((v) => v.base)).toEqual(['h', '8']);
    // A quarter and a sixteenth.
    expect(splitTicks(60).map((v) => `${v.base}${v.dots}`)).toEqual(['q0', '160']);
  });

  it('uses triplets only when the length is not a multiple of a 64th', () => {
    expect(splitTicks(16)).toMatchObject([{ base: '8', triplet: true, ticks: 16 }]);
    expect(splitTicks(32)).toMatchObject([{ base: 'q', triplet: true }]);
    // 48 could be three triplet eighths, but a quarter is one value.
    expect(splitTicks(48)).toHaveLength(1);
    // A triplet half is one value; a beat and a triplet quarter is two, one of them a triplet.
    expect(splitTicks(64).map((v) => [v.base, v.triplet])).toEqual([['h', true]]);
    const mixed = splitTicks(80);
    expect(mixed).toHaveLength(2);
    expect(mixed.reduce((sum, v) => sum + v.ticks, 0)).toBe(80);
    expect(mixed.filter((v) => v.triplet)).toHaveLength(1);
  });

  it('drops what no value can write (under a 64th)', () => {
    expect(splitTicks(1)).toEqual([]);
    expect(splitTicks(2)).toEqual([]);
    expect(splitTicks(5).reduce((sum, v) => sum + v.ticks, 0)).toBe(4);
    expect(splitTicks(0)).toEqual([]);
  });
});

describe('spelling and key signatures', () => {
  it('names key signatures as VexFlow does', () => {
    expect(keySignatureName(0)).toBe('C');
    expect(keySignatureName(2)).toBe('D');
    expect(keySignatureName(-3)).toBe('Eb');
    expect(keySignatureName(9)).toBe('C#');
  });

  it('spells a pitch by its key: the key’s notes, naturals, then sharps or flats', () => {
    expect(spellPitch(66, 1)).toEqual({ step: 'F', alter: 1, octave: 4 });
    expect(spellPitch(70, -1)).toEqual({ step: 'B', alter: -1, octave: 4 });
    expect(spellPitch(71, -1)).toEqual({ step: 'B', alter: 0, octave: 4 });
    expect(spellPitch(61, 0)).toEqual({ step: 'C', alter: 1, octave: 4 });
    expect(spellPitch(63, 0)).toEqual({ step: 'E', alter: -1, octave: 4 });
    expect(spellPitch(61, -2)).toEqual({ step: 'D', alter: -1, octave: 4 });
    // B♯3 in C♯ major is middle C; C♭5 in C♭ major is B4.
    expect(spellPitch(60, 7)).toEqual({ step: 'B', alter: 1, octave: 3 });
    expect(spellPitch(71, -7)).toEqual({ step: 'C', alter: -1, octave: 5 });
  });
});

describe('layoutSheet', () => {
  it('writes a bar of quarters, a dotted half and a rest', () => {
    const s = sheet([part([note(60, 0, 1), note(62, 1, 1), note(64, 2, 1), note(65, 4, 3)])]);
    const layout = layoutSheet(s);
    expect(layout.bars).toHaveLength(2);
    expect(layout.timeSignature).toBe('4/4');
    expect(layout.staves).toEqual([{ clef: 'treble', hand: null, stems: [0] }]);
    expect(firstVoice(s, 0)).toEqual(['q:c/4', 'q:d/4', 'q:e/4', 'q:r']);
    expect(firstVoice(s, 1)).toEqual(['h.:f/4', 'q:r']);
  });

  it('splits a note across the bar line with a tie, and keeps the sheet’s own ties', () => {
    const s = sheet([part([note(67, 3, 2), note(69, 5, 1, { tie: 'start' }), note(69, 6, 2, { tie: 'stop' })])]);
    expect(firstVoice(s, 0)).toEqual(['h.:r', 'q:g/4~']);
    expect(firstVoice(s, 1)).toEqual(['q:g/4', 'q:a/4~', 'h:a/4']);
    const [, second] = layoutSheet(s).bars;
    expect(second!.staves[0]!.voices[0]!.events[0]!.keys[0]!.tiedFrom).toBe(true);
    expect(second!.staves[0]!.voices[0]!.events[2]!.keys[0]!.tiedFrom).toBe(true);
  });

  it('ties a length no single value writes inside the bar', () => {
    // Five eighths from the start of a bar.
    const s = sheet([part([note(72, 0, 2.5), note(74, 2.5, 1.5)])]);
    expect(firstVoice(s)).toEqual(['h:c/5~', '8:c/5', 'q.:d/5']);
  });

  it('writes chords, and cuts overlapping notes of one voice into tied chords', () => {
    const s = sheet([part([note(60, 0, 2), note(64, 0, 2), note(67, 0, 1), note(72, 2, 2)])]);
    expect(firstVoice(s)).toEqual(['q:c/4~+e/4~+g/4', 'q:c/4+e/4', 'h:c/5']);
  });

  it('writes triplets and brackets them a beat at a time', () => {
    const third = 1 / 3;
    const s = sheet([part([note(60, 0, third), note(62, third, third), note(64, 2 * third, third), note(65, 1, 3)])]);
    const bar = layoutSheet(s).bars[0]!.staves[0]!.voices[0]!;
    expect(bar.events.map(describeEvent)).toEqual(['83:c/4', '83:d/4', '83:e/4', 'h.:f/4']);
    expect(bar.tuplets).toEqual([[0, 3]]);
  });

  it('draws accidentals against the key and the bar, none on a tied continuation', () => {
    // G major: F♯ needs no sign, F natural does, and the next F♯ in the bar needs its sharp back.
    const s = sheet([part([note(66, 0, 1), note(65, 1, 1), note(66, 2, 1), note(66, 3, 2), note(66, 5, 1)])], {
      key: { fifths: 1, mode: 'major' },
    });
    expect(firstVoice(s, 0)).toEqual(['q:f#/4', 'q:f/4[n]', 'q:f#/4[#]', 'q:f#/4~']);
    // The tie carries the sharp over the bar line; a new bar starts again from the key signature.
    expect(firstVoice(s, 1)).toEqual(['q:f#/4', 'q:f#/4', 'h:r']);
  });

  it('uses the sheet’s spelling when it gives one', () => {
    const s = sheet([part([note(61, 0, 4, { spelling: { step: 'D', alter: -1, octave: 4 } })])]);
    expect(firstVoice(s)).toEqual(['w:db/4[b]']);
  });

  it('draws a silent bar as one whole-bar rest, also in 3/4', () => {
    const s = sheet([part([note(60, 0, 3), note(62, 6, 3)])], { time_signature: { beats: 3, beat_type: 4 } });
    expect(layoutSheet(s).bars).toHaveLength(3);
    expect(firstVoice(s, 1)).toEqual(['w:bar-rest']);
    expect(layoutSheet(s).bars[1]!.beats).toBe(3);
  });

  it('starts with a pickup bar numbered 0, then full bars from 1', () => {
    const s = sheet([part([note(67, 0, 1), note(72, 1, 4)])], { pickup: 1 });
    const layout = layoutSheet(s);
    expect(layout.bars.map((b) => [b.number, b.start, b.beats])).toEqual([
      [0, 0, 1],
      [1, 1, 4],
    ]);
    expect(firstVoice(s, 0)).toEqual(['q:g/4']);
  });

  it('puts the right hand on a treble staff and the left on a bass staff', () => {
    const s = sheet([part([note(72, 0, 4)], 'right', 'RH'), part([note(48, 0, 2), note(43, 2, 2)], 'left', 'LH')]);
    const layout = layoutSheet(s);
    expect(layout.staves.map((st) => [st.clef, st.hand])).toEqual([
      ['treble', 'right'],
      ['bass', 'left'],
    ]);
    expect(firstVoice(s, 0, 0)).toEqual(['w:c/5']);
    expect(firstVoice(s, 0, 1)).toEqual(['h:c/3', 'h:g/2']);
  });

  it('gives a single low part the bass clef', () => {
    const s = sheet([part([note(43, 0, 4), note(48, 4, 4)], null)]);
    expect(layoutSheet(s).staves[0]!.clef).toBe('bass');
  });

  it('draws two voices of a staff with opposite stems, the second voice’s gaps blank', () => {
    const s = sheet([part([note(72, 0, 4, { voice: 1 }), note(60, 2, 2, { voice: 2 })])]);
    const layout = layoutSheet(s);
    expect(layout.staves[0]!.stems).toEqual([1, -1]);
    const [upper, lower] = layout.bars[0]!.staves[0]!.voices;
    expect(upper!.events.map(describeEvent)).toEqual(['w:c/5']);
    expect(lower!.events.map(describeEvent)).toEqual(['h:hidden', 'h:c/4']);
  });

  it('lays out only the bars asked for', () => {
    const s = sheet([part([note(60, 0, 4), note(62, 4, 4), note(64, 8, 4)])]);
    const layout = layoutSheet(s, [1, 2]);
    expect(layout.totalBars).toBe(3);
    expect(layout.bars.map((b) => b.index)).toEqual([1]);
    expect(layout.bars[0]!.staves[0]!.voices[0]!.events.map(describeEvent)).toEqual(['w:d/4']);
  });

  it('handles 6/8 bars of three quarter-note beats', () => {
    const s = sheet([part([note(60, 0, 1.5), note(62, 1.5, 0.5), note(64, 2, 1)])], {
      time_signature: { beats: 6, beat_type: 8 },
    });
    expect(layoutSheet(s).bars[0]!.beats).toBe(3);
    expect(firstVoice(s)).toEqual(['q.:c/4', '8:d/4', 'q:e/4']);
  });
});

describe('line breaking', () => {
  it('fills lines with as many bars as fit, the line start wider', () => {
    expect(breakLines([100, 100, 100, 100, 100], 350, 60)).toEqual([[0, 1], [2, 3], [4]]);
    expect(breakLines([100, 100, 100], 1000, 60)).toEqual([[0, 1, 2]]);
  });

  it('gives a bar wider than the line a line alone', () => {
    expect(breakLines([500, 100], 300, 50)).toEqual([[0], [1]]);
    expect(breakLines([], 300, 50)).toEqual([]);
  });

  it('stretches bars to fill the line, the last line at most 1.5 times', () => {
    expect(justifyLine([100, 100], 460, 60, false)).toEqual([260, 200]);
    expect(justifyLine([100], 1000, 60, true)).toEqual([210]);
  });

  it('finds the x of a beat between event positions', () => {
    const points = [
      [0, 10],
      [1, 50],
      [2, 70],
    ] as const;
    expect(xAtBeat(points, 0.5)).toBe(30);
    expect(xAtBeat(points, -1)).toBe(10);
    expect(xAtBeat(points, 3)).toBe(70);
    expect(xAtBeat([], 1)).toBeNull();
  });
});
