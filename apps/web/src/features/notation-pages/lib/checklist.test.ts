import { parseAbc } from '@site/music';
import { describe, expect, it } from 'vitest';
import { layoutSheet } from '../../../components/notation/layout';
import { checklist } from './checklist';
import { DEMO_ABC, SIMPLE_SHEET } from './demo-tune';

describe('the example sheets', () => {
  it('the waltz reads as two hands, G major 3/4 with a pickup', () => {
    const sheet = parseAbc(DEMO_ABC);
    expect(sheet.title).toBe('Little Waltz in G');
    expect(sheet.key.fifths).toBe(1);
    expect(sheet.time_signature).toEqual({ beats: 3, beat_type: 4 });
    expect(sheet.pickup).toBe(1);
    expect(sheet.parts.map((p) => p.hand)).toEqual(['right', 'left']);
    const layout = layoutSheet(sheet);
    expect(layout.staves.map((s) => s.clef)).toEqual(['treble', 'bass']);
    expect(layout.bars.map((b) => b.number)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('the waltz shows every item of the checklist, each where it is written', () => {
    const entries = new Map(checklist(layoutSheet(parseAbc(DEMO_ABC))).map((e) => [e.item, e.bars]));
    expect(entries.get('clefs')).toEqual([0]);
    expect(entries.get('key')).toEqual([0]);
    expect(entries.get('pickup')).toEqual([0]);
    expect(entries.get('dotted')).toEqual([1, 6, 9]);
    expect(entries.get('beams')).toEqual([3, 4]);
    expect(entries.get('triplets')).toEqual([4]);
    expect(entries.get('accidentals')).toEqual([4, 5]);
    expect(entries.get('ties')).toEqual([6]);
    expect(entries.get('rests')).toEqual([0, 7]);
    expect(entries.get('chords')).toEqual(expect.arrayContaining([1, 8, 9]));
  });

  it('the single measure has none of the rarer items', () => {
    const entries = new Map(checklist(layoutSheet(SIMPLE_SHEET)).map((e) => [e.item, e.bars]));
    expect(entries.get('time')).toEqual([1]);
    expect(entries.get('key')).toEqual([]);
    expect(entries.get('ties')).toEqual([]);
    expect(entries.get('pickup')).toEqual([]);
    expect(layoutSheet(SIMPLE_SHEET).bars).toHaveLength(1);
  });
});
