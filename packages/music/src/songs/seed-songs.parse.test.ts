/**
 * The seed songs read by the package's own ABC importer: this file needs `parseAbc` (the importers' work) and
 * fails to import until it is there.
 */
import { NOTE_DANCE_DIFFICULTIES } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { beatsPerBar, checkScore, createJudge, parseAbc, playableNotes, SEED_SONGS, sheetLength } from '../index.js';

const EPSILON = 1e-6;
const parsed = SEED_SONGS.map((song) => ({ song, sheet: parseAbc(song.abc) }));
const level = (difficulty: (typeof NOTE_DANCE_DIFFICULTIES)[number]) => NOTE_DANCE_DIFFICULTIES.indexOf(difficulty);

describe('the seed songs, imported', () => {
  it('parse to sheets with notes, their title, composer, metre and tempo', () => {
    for (const { song, sheet } of parsed) {
      const field = (letter: string) => new RegExp(`^${letter}:(.*)$`, 'm').exec(song.abc)![1]!.trim();
      expect(sheet.title, song.slug).toBe(field('T'));
      expect(sheet.composer, song.slug).toBe(field('C'));
      const [beats, beatType] = field('M').split('/').map(Number);
      expect(sheet.time_signature, song.slug).toEqual({ beats, beat_type: beatType });
      expect(sheet.tempo, song.slug).toBe(Number(field('Q').split('=')[1]));
      expect(playableNotes(sheet).length, song.slug).toBeGreaterThan(20);
    }
  });

  it('stay within the piano, A0..C8', () => {
    for (const { song, sheet } of parsed) {
      const pitches = sheet.parts.flatMap((part) => part.notes.flatMap((note) => note.pitch ?? []));
      expect(Math.min(...pitches), song.slug).toBeGreaterThanOrEqual(21);
      expect(Math.max(...pitches), song.slug).toBeLessThanOrEqual(108);
    }
  });

  it('keep every note inside its bar (ties across), parts as long as each other, in whole bars', () => {
    for (const { song, sheet } of parsed) {
      const bar = beatsPerBar(sheet.time_signature);
      expect(sheet.pickup, song.slug).toBe(song.slug === 'fur-elise' ? 0.5 : 0);
      const ends = new Set<number>();
      for (const part of sheet.parts) {
        let end = 0;
        for (const note of part.notes) {
          end = Math.max(end, note.start + note.duration);
          if (note.start < sheet.pickup - EPSILON) {
            expect(note.start + note.duration, `${song.slug} pickup`).toBeLessThanOrEqual(sheet.pickup + EPSILON);
            continue;
          }
          if (note.tie === 'start' || note.tie === 'continue') continue;
          const first = Math.floor((note.start - sheet.pickup) / bar + EPSILON);
          const last = Math.floor((note.start + note.duration - sheet.pickup) / bar - EPSILON);
          expect(last, `${song.slug} ${part.id} note at beat ${note.start} crosses a bar line`).toBe(first);
        }
        ends.add(Math.round(end * 1000) / 1000);
      }
      expect(ends.size, `${song.slug}: parts end together`).toBe(1);
      const length = sheetLength(sheet);
      expect(Math.abs(length / bar - Math.round(length / bar)), `${song.slug}: whole bars`).toBeLessThan(EPSILON);
    }
  });

  it('give two parts from intermediate on, and more notes to the harder songs', () => {
    for (const { song, sheet } of parsed)
      expect(sheet.parts.length, song.slug).toBe(level(song.difficulty) >= level('intermediate') ? 2 : 1);
    const meanNotes = (levels: string[]) => {
      const counts = parsed
        .filter(({ song }) => levels.includes(song.difficulty))
        .map(({ sheet }) => playableNotes(sheet).length);
      return counts.reduce((sum, count) => sum + count, 0) / counts.length;
    };
    const easy = meanNotes(['beginner', 'easy']);
    const middle = meanNotes(['intermediate', 'medium']);
    const hard = meanNotes(['advanced', 'hard', 'expert']);
    expect(middle).toBeGreaterThan(easy);
    expect(hard).toBeGreaterThan(middle);
  });

  it('can be played through by the judge, and a perfect play passes the score check', () => {
    for (const { song, sheet } of parsed) {
      const judge = createJudge(sheet);
      for (const note of judge.notes) judge.press({ pitch: note.pitch, time: note.time });
      const last = judge.notes[judge.notes.length - 1]!;
      const summary = judge.finish(last.time + 500);
      expect(summary.accuracy, song.slug).toBe(100);
      expect(checkScore(sheet, summary), song.slug).toEqual([]);
    }
  });
});
