import { readFileSync } from 'node:fs';
import midiPackage from '@tonejs/midi';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { playableNotes, type Sheet } from '../sheet.js';
import { importSheet, parseAbc, parseMidi, parseMusicXml } from './index.js';

const { Midi } = midiPackage;
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

/** Twinkle as the tests wrote it: [pitch, start, duration] of each key press, right hand then left. */
const RIGHT: [number, number, number][] = [
  [67, 0, 1],
  [60, 1, 1],
  [60, 2, 1],
  [67, 3, 1],
  [67, 4, 1],
  [69, 5, 1],
  [69, 6, 1],
  [67, 7, 3], // a half note tied to a quarter: one key press
  [65, 10, 1],
  [65, 11, 1],
  [64, 12, 1],
  [64, 13, 1],
  [62, 14, 1],
  [62, 15, 1],
  [60, 17, 2], // the closing chord
  [64, 17, 2],
];
const LEFT: [number, number, number][] = [
  [48, 1, 4],
  [53, 5, 2],
  [48, 7, 2],
  [43, 9, 2],
  [48, 11, 2],
  [52, 11, 2],
  [43, 13, 2],
  [43, 15, 2],
  [48, 17, 4],
];

/** The same piece as a MIDI file: ties are one long note there, and a rest is only silence. */
export function twinkleMidi(): Uint8Array {
  const midi = new Midi();
  midi.header.setTempo(100);
  midi.header.timeSignatures.push({ ticks: 0, timeSignature: [4, 4] });
  midi.header.name = 'Twinkle, Twinkle, Little Star';
  midi.header.update();
  const ppq = midi.header.ppq;
  for (const [name, notes] of [
    ['Right hand', RIGHT],
    ['Left hand', LEFT],
  ] as const) {
    const track = midi.addTrack();
    track.name = name;
    for (const [pitch, start, duration] of notes) {
      track.addNote({ midi: pitch, ticks: start * ppq, durationTicks: duration * ppq, velocity: 0.8 });
    }
  }
  return midi.toArray();
}

const presses = (sheet: Sheet) =>
  playableNotes(sheet).map(({ pitch, start, duration, hand }) => ({ pitch, start, duration, hand }));
const expected = [
  ...RIGHT.map(([pitch, start, duration]) => ({ pitch, start, duration, hand: 'right' })),
  ...LEFT.map(([pitch, start, duration]) => ({ pitch, start, duration, hand: 'left' })),
].sort((a, b) => a.start - b.start || a.pitch - b.pitch);

describe('the same Twinkle in every format', () => {
  const xml = parseMusicXml(fixture('twinkle.musicxml'));
  const abc = parseAbc(fixture('twinkle.abc'));
  const mid = parseMidi(twinkleMidi());

  it('gives the same key presses, hands included, from MusicXML, ABC and MIDI', () => {
    expect(presses(xml)).toEqual(expected);
    expect(presses(abc)).toEqual(expected);
    expect(presses(mid)).toEqual(expected);
  });

  it('reads the same title, tempo and metre from each', () => {
    for (const sheet of [xml, abc, mid]) {
      expect(sheet.title).toBe('Twinkle, Twinkle, Little Star');
      expect(sheet.tempo).toBe(100);
      expect(sheet.time_signature).toEqual({ beats: 4, beat_type: 4 });
      expect(sheet.key).toEqual({ fifths: 0, mode: 'major' });
    }
    expect(xml.composer).toBe('Traditional');
    expect(abc.composer).toBe('Traditional');
  });

  it('knows the pickup from MusicXML (implicit measure) and ABC (a short first bar); MIDI cannot say', () => {
    expect(xml.pickup).toBe(1);
    expect(abc.pickup).toBe(1);
    expect(mid.pickup).toBe(0);
  });

  it('keeps the written ties, rests and spelling where the format has them', () => {
    for (const sheet of [xml, abc]) {
      const right = sheet.parts.find((part) => part.hand === 'right')!;
      expect(right.notes.filter((note) => note.tie).map((note) => [note.start, note.tie])).toEqual([
        [7, 'start'],
        [9, 'stop'],
      ]);
      expect(right.notes.filter((note) => note.pitch === null).map((note) => [note.start, note.duration])).toEqual([
        [16, 1],
        [19, 2],
      ]);
      expect(right.notes[0]).toMatchObject({ pitch: 67, spelling: { step: 'G', alter: 0, octave: 4 } });
    }
    expect(mid.parts.every((part) => part.notes.every((note) => note.velocity === 101))).toBe(true); // 0.8 of 127, as the file stores it
  });

  it('splits the MusicXML piano part by staff into two hands', () => {
    expect(xml.parts.map(({ id, hand }) => [id, hand])).toEqual([
      ['P1-1', 'right'],
      ['P1-2', 'left'],
    ]);
  });

  it('picks each format from the content whatever the file is called', () => {
    const xmlBytes = strToU8(fixture('twinkle.musicxml'));
    const mxl = zipSync({
      'META-INF/container.xml': strToU8(
        '<?xml version="1.0"?><container><rootfiles><rootfile full-path="score/twinkle.musicxml"/></rootfiles></container>',
      ),
      'score/twinkle.musicxml': xmlBytes,
    });
    expect(importSheet('twinkle.mxl', mxl).format).toBe('mxl');
    expect(presses(importSheet('twinkle.mxl', mxl).sheet)).toEqual(expected);
    expect(importSheet('upload.bin', xmlBytes).format).toBe('musicxml');
    expect(importSheet('song.txt', strToU8(fixture('twinkle.abc'))).format).toBe('abc');
    expect(importSheet('twinkle.xml', twinkleMidi()).format).toBe('midi');
  });
});
