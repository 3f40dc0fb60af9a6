import { NOTE_DANCE_DIFFICULTIES } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { SEED_SONGS, type SeedSong } from './seed-songs.js';

/** The header fields of a song's ABC, by letter. */
function header(song: SeedSong): Map<string, string> {
  const fields = new Map<string, string>();
  for (const line of song.abc.split('\n')) {
    const match = /^([A-Z]):(.*)$/.exec(line);
    if (match && match[1] !== 'V') fields.set(match[1]!, match[2]!.trim());
  }
  return fields;
}

/** The music of each voice (V:1, V:2) as one string. */
function voices(song: SeedSong): Map<string, string> {
  const music = new Map<string, string>();
  let voice: string | null = null;
  for (const line of song.abc.split('\n')) {
    const switchTo = /^V:(\S+)$/.exec(line);
    if (switchTo) voice = switchTo[1]!;
    else if (voice && line.trim() && !/^[A-Z]:/.test(line)) music.set(voice, `${music.get(voice) ?? ''} ${line}`);
  }
  return music;
}

const fraction = (text: string): number => {
  const [top, bottom] = text.split('/');
  return Number(top) / Number(bottom);
};

/** An ABC length suffix in units of L: "" 1, "2" 2, "3/2" 1.5, "/" and "/2" 0.5. */
function lengthOf(suffix: string): number {
  const match = /^(\d*)(\/*)(\d*)$/.exec(suffix)!;
  const top = match[1] ? Number(match[1]) : 1;
  if (!match[2]) return top;
  const bottom = match[3] ? Number(match[3]) : 2 ** match[2].length;
  return top / bottom;
}

/** The length of each bar of a voice, in units of L (a tiny reader of the subset the seed songs use). */
function barLengths(music: string): number[] {
  const bars: number[] = [];
  let current = 0;
  const token = /(\|\]?)|(\[[^\]]*\])([\d/]*)|([_^=]*[A-Ga-g][,']*)([\d/]*)|z([\d/]*)|(-)|(\s+)/gy;
  let read = 0;
  for (let match = token.exec(music); match && match[0] !== ''; match = token.exec(music)) {
    read = token.lastIndex;
    if (match[1]) {
      bars.push(current);
      current = 0;
    } else if (match[2]) current += lengthOf(match[3]!);
    else if (match[4]) current += lengthOf(match[5]!);
    else if (match[6] !== undefined) current += lengthOf(match[6]);
  }
  expect(read, `unread ABC at ${music.slice(read, read + 20)}`).toBe(music.length);
  if (current > 0) bars.push(current);
  return bars;
}

describe('the seed songs', () => {
  it('are at least 12, with unique slugs, arranged by Note Dance', () => {
    expect(SEED_SONGS.length).toBeGreaterThanOrEqual(12);
    const slugs = SEED_SONGS.map((song) => song.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const song of SEED_SONGS) {
      expect(song.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(song.arranger).toBe('Note Dance');
      expect(song.title.trim()).not.toBe('');
      expect(song.origin.trim()).not.toBe('');
    }
  });

  it('cover every difficulty', () => {
    const present = new Set(SEED_SONGS.map((song) => song.difficulty));
    expect([...NOTE_DANCE_DIFFICULTIES].filter((difficulty) => !present.has(difficulty))).toEqual([]);
  });

  it('have three Vietnamese folk songs at least', () => {
    const vietnamese = SEED_SONGS.filter((song) => song.origin.startsWith('Vietnamese folk song'));
    expect(vietnamese.length).toBeGreaterThanOrEqual(3);
  });

  it('use only the ABC every importer reads', () => {
    for (const song of SEED_SONGS) {
      const fields = header(song);
      for (const letter of ['X', 'T', 'C', 'M', 'L', 'Q', 'K'])
        expect(fields.has(letter), `${song.slug} ${letter}:`).toBe(true);
      expect(
        [...fields.keys()].filter((letter) => !'XTCMLQK'.includes(letter)),
        song.slug,
      ).toEqual([]);
      expect(fields.get('M'), song.slug).toMatch(/^\d+\/\d+$/);
      expect(fields.get('L'), song.slug).toMatch(/^1\/\d+$/);
      expect(fields.get('Q'), song.slug).toMatch(/^1\/4=\d+$/);
      for (const [voice, music] of voices(song)) {
        expect(['1', '2'], song.slug).toContain(voice);
        expect(music, `${song.slug} V:${voice}`).toMatch(/^[A-Ga-gz_^=,'[\]|\-/0-9\s]*$/);
      }
    }
  });

  it('play one hand when easy and two from intermediate on', () => {
    for (const song of SEED_SONGS) {
      const hands = [...voices(song).keys()];
      const twoHands =
        NOTE_DANCE_DIFFICULTIES.indexOf(song.difficulty) >= NOTE_DANCE_DIFFICULTIES.indexOf('intermediate');
      expect(hands, song.slug).toEqual(twoHands ? ['1', '2'] : ['1']);
    }
  });

  it('have bars that add up to the metre in every voice, a pickup and the last bar making one together', () => {
    for (const song of SEED_SONGS) {
      const fields = header(song);
      const bar = fraction(fields.get('M')!) / fraction(fields.get('L')!);
      const totals: number[] = [];
      for (const [voice, music] of voices(song)) {
        const bars = barLengths(music);
        const where = `${song.slug} V:${voice}`;
        expect(bars.length, where).toBeGreaterThanOrEqual(4);
        bars.slice(1, -1).forEach((length, index) => expect(length, `${where} bar ${index + 2}`).toBe(bar));
        const first = bars[0]!;
        const last = bars[bars.length - 1]!;
        if (first !== bar || last !== bar) expect(first + last, `${where} pickup and last bar`).toBe(bar);
        totals.push(bars.reduce((sum, length) => sum + length, 0));
      }
      expect(new Set(totals).size, `${song.slug}: the voices last as long`).toBe(1);
    }
  });
});
