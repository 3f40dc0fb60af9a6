import abcjs from 'abcjs';
import { NOTE_DANCE_LIMITS } from '@site/contracts';
import type { Sheet, SheetPart, Spelling } from '../sheet.js';
import { orMalformed, SheetImportError } from './errors.js';
import { handFromName } from './hands.js';
import { endingNumbers, layOut, playOrder, type Measure, type MeasureNote, type RepeatMarks } from './measures.js';
import { MAX_SHEET_BEATS, normaliseSheet, tooManyNotes } from './normalise.js';

/** What this importer reads of abcjs's parse (its own types describe the drawing more than the music). */
interface AbcPitch {
  pitch: number;
  accidental?: string;
  startTie?: object;
  endTie?: boolean;
}
interface AbcKey {
  accidentals?: { acc: string; note: string }[];
  mode?: string;
}
interface AbcElement {
  el_type: string;
  type?: string;
  duration?: number;
  pitches?: AbcPitch[];
  rest?: { type: string };
  startTriplet?: number;
  tripletMultiplier?: number;
  endTriplet?: boolean;
  startEnding?: string;
  endEnding?: boolean;
  accidentals?: AbcKey['accidentals'];
  mode?: string;
}
interface AbcStaff {
  key?: AbcKey;
  meter?: { type: string; value?: { num: string; den: string }[] };
  title?: string[];
  voices?: AbcElement[][];
}
interface AbcTune {
  metaText?: { title?: string; composer?: string; tempo?: { duration?: number[]; bpm?: number } };
  lines?: { staff?: AbcStaff[] }[];
}

const LETTERS: Spelling['step'][] = ['C', 'D', 'E', 'F', 'G', 'A', 'B'];
const SEMITONES = [0, 2, 4, 5, 7, 9, 11];
const ACCIDENTALS: Record<string, number> = { sharp: 1, flat: -1, natural: 0, dblsharp: 2, dblflat: -2 };
const MINOR_MODES = ['m', 'min', 'aeo', 'dor', 'phr', 'loc'];

/** The alteration a key signature gives each letter ('f' → 1 in G major). */
function keyAlters(key: AbcKey | undefined): Map<string, number> {
  const alters = new Map<string, number>();
  for (const { acc, note } of key?.accidentals ?? []) alters.set(note.toUpperCase(), ACCIDENTALS[acc] ?? 0);
  return alters;
}

function fifthsOf(key: AbcKey | undefined): Sheet['key'] {
  const accidentals = key?.accidentals ?? [];
  const sharps = accidentals.filter(({ acc }) => acc === 'sharp').length;
  const flats = accidentals.filter(({ acc }) => acc === 'flat').length;
  const mode = (key?.mode ?? '').toLowerCase();
  return {
    fifths: sharps > 0 && flats === 0 ? sharps : flats > 0 && sharps === 0 ? -flats : 0,
    mode: MINOR_MODES.some((minor) => mode === minor || (minor.length === 3 && mode.startsWith(minor)))
      ? 'minor'
      : 'major',
  };
}

function meterOf(meter: AbcStaff['meter']): Sheet['time_signature'] | null {
  if (meter?.type === 'common_time') return { beats: 4, beat_type: 4 };
  if (meter?.type === 'cut_time') return { beats: 2, beat_type: 2 };
  const first = meter?.value?.[0];
  if (meter?.type !== 'specified' || !first) return null;
  const beats = first.num.split('+').reduce((sum, piece) => sum + Number(piece), 0);
  return { beats, beat_type: Number(first.den) };
}

/** One voice read bar by bar: its measures and the repeat signs around them. */
interface VoiceRead {
  name: string | null;
  measures: Measure[];
  marks: RepeatMarks[];
}

function readVoice(elements: AbcElement[], startKey: AbcKey | undefined, counter: { notes: number }): VoiceRead {
  const measures: Measure[] = [];
  const marks: RepeatMarks[] = [];
  let key = keyAlters(startKey);
  let notes: MeasureNote[] = [];
  let cursor = 0;
  let mark: RepeatMarks = { repeatStart: false, repeatEnd: false, ending: null };
  let ending: number[] | null = null;
  /** Accidentals written earlier in the bar hold to its end, for that note in that octave. */
  let barAlters = new Map<number, number>();
  /** A tied note keeps its accidental into the next bar. */
  const tied = new Map<number, number>();
  let triplet = 1;
  let total = 0;
  const close = () => {
    if (cursor > 0) {
      if (ending && !mark.ending) mark.ending = ending;
      measures.push({ length: cursor, notes });
      marks.push(mark);
      mark = { repeatStart: false, repeatEnd: false, ending: null };
    }
    notes = [];
    cursor = 0;
    barAlters = new Map();
  };
  for (const element of elements) {
    if (element.el_type === 'key') {
      key = keyAlters(element);
      continue;
    }
    if (element.el_type === 'bar') {
      const type = element.type ?? '';
      const endsRepeat = type === 'bar_right_repeat' || type === 'bar_dbl_repeat';
      if (cursor > 0) {
        if (endsRepeat) mark.repeatEnd = true;
        close();
      } else if (endsRepeat && marks.length > 0) {
        // Nothing since the last bar line: the repeat sign closes the measure before it.
        marks[marks.length - 1]!.repeatEnd = true;
      }
      if (element.endEnding || element.startEnding !== undefined) ending = null;
      if (type === 'bar_left_repeat' || type === 'bar_dbl_repeat') mark.repeatStart = true;
      if (element.startEnding !== undefined) ending = endingNumbers(element.startEnding);
      continue;
    }
    if (element.el_type !== 'note') continue;
    if (element.startTriplet && element.tripletMultiplier) triplet = element.tripletMultiplier;
    let duration = (element.duration ?? 0) * 4 * triplet;
    if (element.endTriplet) triplet = 1;
    if (element.rest?.type === 'spacer') duration = 0;
    if (!(duration > 0)) continue;
    if (element.rest || !element.pitches?.length) {
      notes.push({ pitch: null, offset: cursor, duration, voice: 1 });
      counter.notes++;
    } else {
      for (const written of element.pitches) {
        const octave = Math.floor(written.pitch / 7);
        const index = written.pitch - octave * 7;
        const letter = LETTERS[index]!;
        let alter: number;
        if (written.accidental !== undefined) {
          alter = ACCIDENTALS[written.accidental] ?? 0;
          barAlters.set(written.pitch, alter);
        } else if (written.endTie && tied.has(written.pitch)) {
          alter = tied.get(written.pitch)!;
        } else {
          alter = barAlters.get(written.pitch) ?? key.get(letter) ?? 0;
        }
        if (written.startTie) tied.set(written.pitch, alter);
        else tied.delete(written.pitch);
        const tie =
          written.startTie && written.endTie
            ? 'continue'
            : written.startTie
              ? 'start'
              : written.endTie
                ? 'stop'
                : undefined;
        notes.push({
          pitch: 60 + octave * 12 + SEMITONES[index]! + alter,
          offset: cursor,
          duration,
          spelling: { step: letter, alter, octave: octave + 4 },
          voice: 1,
          ...(tie ? { tie } : {}),
        });
        counter.notes++;
      }
    }
    if (counter.notes > NOTE_DANCE_LIMITS.notes) throw tooManyNotes();
    cursor += duration;
    total += duration;
    if (total > MAX_SHEET_BEATS) throw new SheetImportError('too_large', 'The piece is too long to be played.');
  }
  close();
  return { name: null, measures, marks };
}

/**
 * Counts the notes and bar lines written in the music lines (fields, comments, lyrics, quoted chord names and
 * decorations left out) before the parser runs, so a text of a million notes is refused at once instead of parsed
 * for seconds. Each note letter and rest is one note; a chord's letters are one note each, as the sheet counts them.
 */
function precount(source: string): void {
  let notes = 0;
  let bars = 0;
  for (const line of source.split('\n')) {
    if (/^\s*(%|[A-Za-z+]:)/.test(line)) continue;
    const music = line.replace(/%.*$/, '').replace(/"[^"]*"|![^!]*!|\+[^+\s]*\+|\[[A-Za-z]:[^\]]*\]/g, '');
    for (const char of music) {
      if (/[A-Ga-gzxZ]/.test(char)) notes++;
      else if (char === '|') bars++;
    }
  }
  if (notes > NOTE_DANCE_LIMITS.notes) throw tooManyNotes();
  if (bars > NOTE_DANCE_LIMITS.notes) {
    throw new SheetImportError('malformed', 'The ABC text has more bar lines than any piece could.');
  }
}

/**
 * ABC notation as a sheet, parsed by abcjs (which knows the whole grammar: fields, inline fields, decorations,
 * grace notes, broken rhythm, chords, triplets…) with the music worked out here: pitches from the key signature
 * and the bar's accidentals (ties keep theirs across the bar), triplets, ties, rests, repeats and 1st/2nd endings
 * played out. Each voice (V:) is a part; with two voices V:1 is the right hand and V:2 the left unless their names
 * say otherwise. The first tune of the file is read.
 */
export function parseAbc(text: string): Sheet {
  const source = text.replace(/^\uFEFF/, '');
  if (source.trim() === '') throw new SheetImportError('empty', 'The file is empty.');
  if (source.length > NOTE_DANCE_LIMITS.sheetFileBytes) {
    throw new SheetImportError('too_large', 'The ABC text is too long.');
  }
  if (!/^\s*[XK]:/m.test(source)) {
    throw new SheetImportError('malformed', 'The text is not ABC notation: it needs an X: or K: line.');
  }
  precount(source);
  const tunes = orMalformed('ABC notation', () => abcjs.parseOnly(source)) as unknown as AbcTune[];
  const tune = tunes.find((candidate) => candidate.lines?.some((line) => line.staff?.length));
  if (!tune) throw new SheetImportError('no_notes', 'The ABC text has no notes to play.');
  /** The voices in order of appearance: staff by staff, voice by voice within a staff. */
  const streams = new Map<string, { name: string | null; key: AbcKey | undefined; elements: AbcElement[] }>();
  let first: AbcStaff | undefined;
  for (const line of tune.lines ?? []) {
    (line.staff ?? []).forEach((staff, s) => {
      first ??= staff;
      (staff.voices ?? []).forEach((elements, v) => {
        const id = `${s}.${v}`;
        let stream = streams.get(id);
        if (!stream) {
          stream = { name: v === 0 ? (staff.title?.[0] ?? null) : null, key: staff.key, elements: [] };
          streams.set(id, stream);
        }
        stream.elements.push(...elements);
      });
    });
  }
  if (streams.size > NOTE_DANCE_LIMITS.parts) {
    throw new SheetImportError(
      'unsupported',
      `The tune has ${streams.size} voices; at most ${NOTE_DANCE_LIMITS.parts} are supported.`,
    );
  }
  const counter = { notes: 0 };
  const voices = [...streams.values()].map((stream) => ({
    ...readVoice(stream.elements, stream.key, counter),
    name: stream.name,
  }));
  const two = voices.length === 2;
  const laid = voices.map((voice, index) => {
    const named = voice.name ? handFromName(voice.name) : null;
    const part: Omit<SheetPart, 'notes'> = {
      id: `V${index + 1}`,
      name: voice.name ?? (two ? (index === 0 ? 'Right hand' : 'Left hand') : `Voice ${index + 1}`),
      hand: named ?? (two ? (index === 0 ? 'right' : 'left') : null),
    };
    return { part, measures: voice.measures };
  });
  const time = meterOf(first?.meter);
  const barLength = time ? (time.beats * 4) / time.beat_type : 4;
  const order = playOrder(voices[0]?.marks ?? []);
  const { parts, starts } = layOut(laid, order);
  const firstLength = starts.length > 1 ? starts[1]! : 0;
  const tempo = tune.metaText?.tempo;
  const unit = tempo?.duration?.length ? tempo.duration.reduce((sum, part) => sum + part, 0) * 4 : 1;
  return normaliseSheet({
    title: tune.metaText?.title?.split('\n')[0] ?? null,
    composer: tune.metaText?.composer?.split('\n')[0] ?? null,
    tempo: tempo?.bpm ? tempo.bpm * unit : null,
    time_signature: time,
    key: fifthsOf(first?.key),
    pickup: firstLength > 0 && firstLength < barLength - 1e-9 ? firstLength : 0,
    parts,
  });
}
