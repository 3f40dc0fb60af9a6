import type { Sheet } from '@site/music';

/** A sheet for the tests: 4/4 at 120 (500 ms a beat), C D E F one a beat in the right hand, C2 under the first. */
export function testSheet(overrides: Partial<Sheet> = {}): Sheet {
  return {
    title: 'Test',
    composer: null,
    tempo: 120,
    time_signature: { beats: 4, beat_type: 4 },
    key: { fifths: 0, mode: 'major' },
    pickup: 0,
    parts: [
      {
        id: 'RH',
        name: 'Right hand',
        hand: 'right',
        notes: [60, 62, 64, 65, 67, 69, 71, 72].map((pitch, index) => ({ pitch, start: index, duration: 1 })),
      },
      { id: 'LH', name: 'Left hand', hand: 'left', notes: [{ pitch: 48, start: 0, duration: 4 }] },
    ],
    ...overrides,
  };
}
