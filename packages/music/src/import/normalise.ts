import { NOTE_DANCE_LIMITS } from '@site/contracts';
import type { Sheet, SheetNote, SheetPart } from '../sheet.js';
import { SheetImportError } from './errors.js';

/** A sheet as an importer builds it, before `normaliseSheet` makes it safe and tidy. */
export interface DraftSheet {
  title: string | null | undefined;
  composer: string | null | undefined;
  tempo: number | null | undefined;
  time_signature: { beats: number; beat_type: number } | null | undefined;
  key: Sheet['key'] | null | undefined;
  pickup: number;
  parts: SheetPart[];
}

/** A piece longer than this many beats (over 6 hours at 120 a minute) is refused as too large. */
export const MAX_SHEET_BEATS = 50_000;
/** Titles, composers and part names are cut to this many characters. */
const MAX_TEXT = 200;
const DEFAULT_TEMPO = 120;

/**
 * Beats are rounded to a millionth so that the same rhythm read from different formats (divisions, ticks, fractions
 * of a whole note) gives the same numbers; a note's duration is taken between its rounded start and rounded end so
 * that notes that follow on still touch.
 */
export function roundBeats(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

function text(value: string | null | undefined, max = MAX_TEXT): string | null {
  if (typeof value !== 'string') return null;
  // Control characters and runs of white space collapse to one space.
  // eslint-disable-next-line no-control-regex
  const clean = value.replace(/[\u0000-\u001f\u007f\s]+/g, ' ').trim();
  return clean === '' ? null : clean.slice(0, max);
}

function validTime(time: DraftSheet['time_signature']): Sheet['time_signature'] {
  if (
    time &&
    Number.isInteger(time.beats) &&
    time.beats >= 1 &&
    time.beats <= 64 &&
    [1, 2, 4, 8, 16, 32, 64].includes(time.beat_type)
  ) {
    return { beats: time.beats, beat_type: time.beat_type };
  }
  return { beats: 4, beat_type: 4 };
}

function validKey(key: DraftSheet['key']): Sheet['key'] {
  if (key && Number.isInteger(key.fifths) && key.fifths >= -7 && key.fifths <= 7) {
    return { fifths: key.fifths, mode: key.mode === 'minor' ? 'minor' : 'major' };
  }
  return { fifths: 0, mode: 'major' };
}

/**
 * The one place every importer's output passes: notes sorted by start then pitch (rests first), durations above 0,
 * pitches 0..127 (a note outside the piano's MIDI range is left out), tempo clamped to the limits (120 when the
 * file has none), parts without a single note left out, at most `NOTE_DANCE_LIMITS.parts` parts and
 * `NOTE_DANCE_LIMITS.notes` notes and rests, and a title ('Untitled' when the file has none).
 */
export function normaliseSheet(draft: DraftSheet): Sheet {
  const parts: SheetPart[] = [];
  let count = 0;
  let end = 0;
  for (const part of draft.parts) {
    const notes: SheetNote[] = [];
    for (const note of part.notes) {
      if (!Number.isFinite(note.start) || !Number.isFinite(note.duration)) {
        throw new SheetImportError('malformed', 'The file has notes with impossible timing.');
      }
      if (note.pitch !== null && !(Number.isInteger(note.pitch) && note.pitch >= 0 && note.pitch <= 127)) continue;
      const start = roundBeats(Math.max(0, note.start));
      const duration = roundBeats(roundBeats(note.start + note.duration) - start);
      if (duration <= 0) continue;
      notes.push({ ...note, start, duration });
      end = Math.max(end, start + duration);
    }
    if (!notes.some((note) => note.pitch !== null)) continue;
    notes.sort((a, b) => a.start - b.start || (a.pitch ?? -1) - (b.pitch ?? -1));
    count += notes.length;
    parts.push({ id: part.id, name: text(part.name) ?? part.id, hand: part.hand, notes });
  }
  if (parts.length === 0) throw new SheetImportError('no_notes', 'The file has no notes to play.');
  if (parts.length > NOTE_DANCE_LIMITS.parts) {
    throw new SheetImportError(
      'unsupported',
      `The file has ${parts.length} parts with notes; at most ${NOTE_DANCE_LIMITS.parts} are supported.`,
    );
  }
  if (count > NOTE_DANCE_LIMITS.notes) throw tooManyNotes();
  if (end > MAX_SHEET_BEATS) throw new SheetImportError('too_large', 'The piece is too long to be played.');
  const tempo =
    typeof draft.tempo === 'number' && Number.isFinite(draft.tempo) && draft.tempo > 0
      ? Math.min(NOTE_DANCE_LIMITS.tempoMax, Math.max(NOTE_DANCE_LIMITS.tempoMin, Math.round(draft.tempo * 100) / 100))
      : DEFAULT_TEMPO;
  const pickup = Number.isFinite(draft.pickup) && draft.pickup > 0 && draft.pickup < end ? roundBeats(draft.pickup) : 0;
  return {
    title: text(draft.title) ?? 'Untitled',
    composer: text(draft.composer),
    tempo,
    time_signature: validTime(draft.time_signature),
    key: validKey(draft.key),
    pickup,
    parts,
  };
}

export function tooManyNotes(): SheetImportError {
  return new SheetImportError(
    'too_many_notes',
    `The file has more than ${NOTE_DANCE_LIMITS.notes.toLocaleString('en')} notes; a shorter piece is needed.`,
  );
}
