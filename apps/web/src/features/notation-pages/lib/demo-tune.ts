/**
 * The example sheets of the notation pages, written for this site. The waltz is a short two-hand piece that
 * uses everything the notation draws: both clefs, a key and a time signature, a pickup, dotted notes, beamed
 * eighths, a triplet, accidentals (a sharp and a natural against the key), a tie over the bar line, rests and
 * chords in both hands.
 */
import type { Sheet } from '@site/music';

export const DEMO_ABC = `X:1
T:Little Waltz in G
C:Note Dance
M:3/4
L:1/8
Q:1/4=96
K:G
V:1 clef=treble name="Right hand"
V:2 clef=bass name="Left hand"
[V:1] D2 | G3 A B2 | d4 c2 | BAG FGA | (3BcB A2 ^G2 | A4 =F2 | E6- | E2 z2 D2 | [GB]2 [Ac]2 [Bd]2 | [DG]6 |]
[V:2] z2 | G,,2 [B,,D,]2 [B,,D,]2 | D,,2 [A,,C,]2 [A,,C,]2 | G,,2 [B,,D,]2 [B,,D,]2 | E,,2 [B,,D,]2 [B,,D,]2 | A,,2 [C,E,]2 [C,E,]2 | C,2 G,,2 C,2 | D,4 z2 | G,,2 D,2 G,2 | G,,6 |]
`;

/** The single measure of the simplest check: C major, 4/4, four quarter notes up the C major chord. */
export const SIMPLE_SHEET: Sheet = {
  title: 'One measure',
  composer: null,
  tempo: 90,
  time_signature: { beats: 4, beat_type: 4 },
  key: { fifths: 0, mode: 'major' },
  pickup: 0,
  parts: [
    {
      id: 'P1',
      name: 'Melody',
      hand: null,
      notes: [60, 64, 67, 72].map((pitch, i) => ({ pitch, start: i, duration: 1 })),
    },
  ],
};
