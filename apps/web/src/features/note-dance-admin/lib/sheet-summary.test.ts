import type { SheetData } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { sheetFacts } from './sheet-summary';

const sheet = (notes: [number | null, number, number][], pickup = 0): SheetData => ({
  title: 'Twinkle',
  composer: null,
  tempo: 96,
  time_signature: { beats: 3, beat_type: 4 },
  key: { fifths: 0, mode: 'major' },
  pickup,
  parts: [
    {
      id: 'P1',
      name: 'Melody',
      hand: 'right',
      notes: notes.map(([pitch, start, duration]) => ({ pitch, start, duration })),
    },
  ],
});

describe('sheetFacts', () => {
  it('counts bars of the time signature, notes without rests, and each part', () => {
    const facts = sheetFacts(
      sheet([
        [60, 0, 1],
        [null, 1, 1],
        [62, 2, 1],
        [64, 3, 3],
      ]),
    );
    expect(facts).toMatchObject({ bars: 2, notes: 3, tempo: 96, time: '3/4', parts: [{ name: 'Melody', notes: 3 }] });
  });

  it('counts a pickup as a bar of its own', () => {
    expect(
      sheetFacts(
        sheet(
          [
            [60, 0, 1],
            [62, 1, 3],
          ],
          1,
        ),
      ).bars,
    ).toBe(2);
  });
});
