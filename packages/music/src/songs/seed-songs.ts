/**
 * The pieces Note Dance ships with: public-domain melodies in the project's own arrangements, written in ABC so a
 * reviewer can read them. Only what every ABC importer reads: the X T C M L Q K fields, V:1 (right hand) and
 * V:2 (left hand), notes with ' and , octaves, ^ _ = accidentals, lengths, rests, bar lines, ties and chords;
 * repeats are written out. A voice's bars add up to the metre (a pickup bar and the last bar together make one).
 */
import type { NoteDanceDifficulty } from '@site/contracts';

export interface SeedSong {
  slug: string;
  title: string;
  composer: string;
  arranger: 'Note Dance';
  /** Where the melody comes from: a tradition, or the composer and year. */
  origin: string;
  difficulty: NoteDanceDifficulty;
  abc: string;
}

const song = (entry: Omit<SeedSong, 'arranger' | 'abc'>, abc: string): SeedSong => ({
  ...entry,
  arranger: 'Note Dance',
  abc: abc.trim() + '\n',
});

export const SEED_SONGS: readonly SeedSong[] = [
  song(
    {
      slug: 'twinkle-twinkle',
      title: 'Twinkle, Twinkle, Little Star (Ah ! vous dirai-je, maman)',
      composer: 'Traditional',
      origin: 'French folk song, 1761',
      difficulty: 'beginner',
    },
    `
X:1
T:Twinkle, Twinkle, Little Star
C:Traditional
M:4/4
L:1/4
Q:1/4=90
K:C
V:1
C C G G | A A G2 | F F E E | D D C2 | G G F F | E E D2 | G G F F | E E D2 |
C C G G | A A G2 | F F E E | D D C2 |
`,
  ),
  song(
    {
      slug: 'au-clair-de-la-lune',
      title: 'Au clair de la lune',
      composer: 'Traditional',
      origin: 'French folk song, 18th century',
      difficulty: 'beginner',
    },
    `
X:1
T:Au clair de la lune
C:Traditional
M:4/4
L:1/4
Q:1/4=96
K:C
V:1
C C C D | E2 D2 | C E D D | C4 | C C C D | E2 D2 | C E D D | C4 |
D D D D | A,2 A,2 | D C B, A, | G,4 | C C C D | E2 D2 | C E D D | C4 |
`,
  ),
  song(
    {
      slug: 'frere-jacques',
      title: 'Frère Jacques (Kìa con bướm vàng)',
      composer: 'Traditional',
      origin: 'French folk song, 18th century',
      difficulty: 'easy',
    },
    `
X:1
T:Frère Jacques
C:Traditional
M:4/4
L:1/8
Q:1/4=100
K:C
V:1
C2 D2 E2 C2 | C2 D2 E2 C2 | E2 F2 G4 | E2 F2 G4 |
GAGF E2 C2 | GAGF E2 C2 | C2 G,2 C4 | C2 G,2 C4 |
`,
  ),
  song(
    {
      slug: 'ode-to-joy',
      title: 'Ode to Joy',
      composer: 'Ludwig van Beethoven',
      origin: 'Beethoven, Symphony No. 9, 1824',
      difficulty: 'easy',
    },
    `
X:1
T:Ode to Joy
C:Ludwig van Beethoven
M:4/4
L:1/4
Q:1/4=100
K:C
V:1
E E F G | G F E D | C C D E | E3/2 D/ D2 | E E F G | G F E D | C C D E | D3/2 C/ C2 |
D D E C | D E/F/ E C | D E/F/ E D | C D G,2 | E E F G | G F E D | C C D E | D3/2 C/ C2 |
`,
  ),
  song(
    {
      slug: 'trong-com',
      title: 'Trống cơm',
      composer: 'Traditional',
      origin: 'Vietnamese folk song (quan họ Bắc Ninh)',
      difficulty: 'easy',
    },
    `
X:1
T:Trống cơm
C:Traditional
M:2/4
L:1/8
Q:1/4=96
K:C
V:1
E E G A | G2 E2 | G A c A | G A G E | D E G A | G4 |
D D E D | C A, C2 | C D E E | D C D2 | E E G A | G E D C | D E D D | C A, C2 |
E E G A | G2 E2 | D E D D | C4 |
`,
  ),
  song(
    {
      slug: 'co-la',
      title: 'Cò lả',
      composer: 'Traditional',
      origin: 'Vietnamese folk song (Northern delta)',
      difficulty: 'intermediate',
    },
    `
X:1
T:Cò lả
C:Traditional
M:2/4
L:1/8
Q:1/4=88
K:C
V:1
G E E G | A A G2 | G A A c | A G E2 |
V:2
C,4 | C,4 | F,4 | C,4 |
V:1
G E E D | E4 | E G A A | G E D2 |
V:2
G,,4 | C,4 | C,4 | G,,4 |
V:1
D E G E | D C D2 | D E G A | G E D C |
V:2
G,,4 | C,4 | G,,4 | C,4 |
V:1
D E D C | C4 |
V:2
G,,4 | C,4 |
`,
  ),
  song(
    {
      slug: 'minuet-in-g',
      title: 'Minuet in G',
      composer: 'Christian Petzold',
      origin: 'Petzold, Notebook for Anna Magdalena Bach, 1725',
      difficulty: 'intermediate',
    },
    `
X:1
T:Minuet in G
C:Christian Petzold
M:3/4
L:1/8
Q:1/4=110
K:G
V:1
d2 GABc | d2 G2 G2 | e2 cdef | g2 G2 G2 |
V:2
G,2 B,2 D2 | B,6 | C2 E2 G2 | B,6 |
V:1
c2 dcBA | B2 cBAG | F2 GABG | A6 |
V:2
A,2 C2 E2 | G,6 | D,2 F,2 A,2 | D,6 |
V:1
d2 GABc | d2 G2 G2 | e2 cdef | g2 G2 G2 |
V:2
G,2 B,2 D2 | B,6 | C2 E2 G2 | B,6 |
V:1
c2 dcBA | B2 cBAG | A2 BAGF | G6 |
V:2
A,2 C2 E2 | G,6 | D,2 F,2 A,2 | G,6 |
`,
  ),
  song(
    {
      slug: 'beo-dat-may-troi',
      title: 'Bèo dạt mây trôi',
      composer: 'Traditional',
      origin: 'Vietnamese folk song (quan họ Bắc Ninh)',
      difficulty: 'medium',
    },
    `
X:1
T:Bèo dạt mây trôi
C:Traditional
M:2/4
L:1/16
Q:1/4=60
K:C
V:1
E2G2 A4 | G2E2 D4 | E2G2 A2c2 | A8 |
V:2
[C,G,]8 | [C,G,]8 | [A,,E,]8 | [A,,E,]8 |
V:1
c2A2 G2E2 | D2E2 G4 | E2D2 C2A,2 | C8 |
V:2
[C,G,]8 | [G,,D,]8 | [A,,E,]8 | [C,G,]8 |
V:1
E2G2 A2c2 | d2c2 A4 | c2A2 G2E2 | G8 |
V:2
[C,G,]8 | [F,,C,]8 | [C,G,]8 | [G,,D,]8 |
V:1
A2G2 E2D2 | E2G2 E2D2 | C2D2 E2D2 | C8 |
V:2
[A,,E,]8 | [C,G,]8 | [G,,D,]8 | [C,G,]8 |
`,
  ),
  song(
    {
      slug: 'canon-in-d',
      title: 'Canon in D',
      composer: 'Johann Pachelbel',
      origin: 'Pachelbel, about 1680',
      difficulty: 'medium',
    },
    `
X:1
T:Canon in D
C:Johann Pachelbel
M:4/4
L:1/8
Q:1/4=60
K:D
V:1
f4 e4 | d4 c4 | B4 A4 | B4 c4 |
V:2
D,4 A,,4 | B,,4 F,,4 | G,,4 D,,4 | G,,4 A,,4 |
V:1
d2 c2 B2 A2 | G2 F2 G2 E2 | d2 c2 B2 A2 | G2 F2 G2 E2 |
V:2
D,2 A,,2 B,,2 F,,2 | G,,2 D,,2 G,,2 A,,2 | D,2 A,,2 B,,2 F,,2 | G,,2 D,,2 G,,2 A,,2 |
V:1
fd ec dB cA | BG AF Bd ce | fd ec dB cA | BG AF Bd ce |
V:2
D,2 A,,2 B,,2 F,,2 | G,,2 D,,2 G,,2 A,,2 | D,2 A,,2 B,,2 F,,2 | G,,2 D,,2 G,,2 A,,2 |
V:1
d8 |
V:2
D,8 |
`,
  ),
  song(
    {
      slug: 'gymnopedie-1',
      title: 'Gymnopédie No. 1',
      composer: 'Erik Satie',
      origin: 'Satie, 1888',
      difficulty: 'advanced',
    },
    `
X:1
T:Gymnopédie No. 1
C:Erik Satie
M:3/4
L:1/4
Q:1/4=72
K:D
V:1
z3 | z3 | z3 | z3 |
V:2
G,, [B,DF]2 | D,, [A,CF]2 | G,, [B,DF]2 | D,, [A,CF]2 |
V:1
z f a | g f c | B c d | A3 |
V:2
G,, [B,DF]2 | D,, [A,CF]2 | G,, [B,DF]2 | D,, [A,CF]2 |
V:1
F3- | F3- | F3- | F3 |
V:2
G,, [B,DF]2 | D,, [A,CF]2 | G,, [B,DF]2 | D,, [A,CF]2 |
V:1
z f a | g f c | B c d | A3 |
V:2
G,, [B,DF]2 | D,, [A,CF]2 | G,, [B,DF]2 | D,, [A,CF]2 |
V:1
c3 | f3 | e3- | e3- |
V:2
G,, [B,DF]2 | D,, [A,CF]2 | G,, [B,DF]2 | D,, [A,CF]2 |
V:1
e3 | [Fd]3 |
V:2
G,, [B,DF]2 | [D,,A,,D,]3 |
`,
  ),
  song(
    {
      slug: 'fur-elise',
      title: 'Für Elise',
      composer: 'Ludwig van Beethoven',
      origin: 'Beethoven, Bagatelle WoO 59, 1810',
      difficulty: 'hard',
    },
    `
X:1
T:Für Elise
C:Ludwig van Beethoven
M:3/8
L:1/16
Q:1/4=72
K:Am
V:1
e^d | e^de B=dc | A2 z CEA | B2 z E^GB |
V:2
z2 | z6 | A,,E,A, z3 | E,,E,^G, z3 |
V:1
c2 z Ee^d | e^de B=dc | A2 z CEA | B2 z EcB |
V:2
A,,E,A, z3 | z6 | A,,E,A, z3 | E,,E,^G, z3 |
V:1
A2 z2 e^d | e^de B=dc | A2 z CEA | B2 z E^GB |
V:2
A,,E,A, z3 | z6 | A,,E,A, z3 | E,,E,^G, z3 |
V:1
c2 z Ee^d | e^de B=dc | A2 z CEA | B2 z EcB |
V:2
A,,E,A, z3 | z6 | A,,E,A, z3 | E,,E,^G, z3 |
V:1
A4 |
V:2
A,,E,A, z |
`,
  ),
  song(
    {
      slug: 'prelude-in-c',
      title: 'Prelude in C major, BWV 846 (opening)',
      composer: 'Johann Sebastian Bach',
      origin: 'Bach, The Well-Tempered Clavier I, 1722',
      difficulty: 'expert',
    },
    `
X:1
T:Prelude in C major, BWV 846
C:Johann Sebastian Bach
M:4/4
L:1/16
Q:1/4=80
K:C
V:1
zEGc eGce zEGc eGce | zDAd fAdf zDAd fAdf | zDGd fGdf zDGd fGdf | zEGc eGce zEGc eGce |
V:2
C8 C8 | C8 C8 | B,8 B,8 | C8 C8 |
V:1
zEAe aAea zEAe aAea | zD^FA d^FAd zD^FA d^FAd | zDGd gGdg zDGd gGdg | zCEG cEGc zCEG cEGc |
V:2
C8 C8 | C8 C8 | B,8 B,8 | B,8 B,8 |
V:1
zCEG cEGc zCEG cEGc | zA,D^F cD^Fc zA,D^F cD^Fc | zB,DG BDGB zB,DG BDGB | [EGc]16 |
V:2
A,8 A,8 | D,8 D,8 | G,8 G,8 | [C,C]16 |
`,
  ),
];
