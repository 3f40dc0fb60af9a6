import midiPackage from '@tonejs/midi';
import { NOTE_DANCE_LIMITS } from '@site/contracts';
import type { Sheet, SheetNote, SheetPart } from '../sheet.js';
import { orMalformed, SheetImportError } from './errors.js';
import { assignHands } from './hands.js';
import { MAX_SHEET_BEATS, normaliseSheet, tooManyNotes } from './normalise.js';

const { Midi } = midiPackage;

/** The channel General MIDI keeps for drums (10, counted from 1). */
const PERCUSSION_CHANNEL = 9;
const MAX_TRACKS = 256;
/** Sharps (positive) or flats (negative) of a key signature by the major key's name the library gives it. */
const MAJOR_FIFTHS: Record<string, number> = {
  Cb: -7,
  Gb: -6,
  Db: -5,
  Ab: -4,
  Eb: -3,
  Bb: -2,
  F: -1,
  C: 0,
  G: 1,
  D: 2,
  A: 3,
  E: 4,
  B: 5,
  'F#': 6,
  'C#': 7,
};

/** Whether the bytes begin like a Standard MIDI File. */
export function isMidi(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x4d && bytes[1] === 0x54 && bytes[2] === 0x68 && bytes[3] === 0x64;
}

/**
 * Checks the file's chunks before the MIDI library reads it: a header of the right size, a timing counted in ticks
 * per quarter note (SMPTE timing is refused), a sane number of tracks, and every chunk inside the file.
 */
function checkChunks(bytes: Uint8Array): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!isMidi(bytes) || bytes.length < 14 || view.getUint32(4) < 6) {
    throw new SheetImportError('malformed', 'The MIDI file is damaged: its header is cut short.');
  }
  const tracks = view.getUint16(10);
  const division = view.getUint16(12);
  if (division & 0x8000) {
    throw new SheetImportError('unsupported', 'MIDI files timed in SMPTE frames are not supported.');
  }
  if (division === 0) throw new SheetImportError('malformed', 'The MIDI file is damaged: its timing is zero.');
  if (tracks > MAX_TRACKS) throw new SheetImportError('unsupported', 'The MIDI file has too many tracks.');
  let at = 8 + view.getUint32(4);
  let found = 0;
  while (at + 8 <= bytes.length) {
    const length = view.getUint32(at + 4);
    if (at + 8 + length > bytes.length) {
      throw new SheetImportError('malformed', 'The MIDI file is damaged: a track runs past the end of the file.');
    }
    found++;
    at += 8 + length;
  }
  if (found === 0) throw new SheetImportError('no_notes', 'The MIDI file has no tracks.');
}

/**
 * A Standard MIDI File as a sheet: each track with notes is a part (tracks the library splits by channel and
 * program), the drum channel (10) is left out, ticks become beats through the file's ticks per quarter note
 * without any quantising (a played file stays as played, only rounded to a millionth of a beat), velocity is kept,
 * the first tempo, time and key signature hold for the whole piece, a track's name names its part.
 */
export function parseMidi(bytes: Uint8Array): Sheet {
  if (bytes.length === 0) throw new SheetImportError('empty', 'The file is empty.');
  if (bytes.length > NOTE_DANCE_LIMITS.sheetFileBytes) {
    throw new SheetImportError('too_large', 'The MIDI file is too large.');
  }
  checkChunks(bytes);
  const midi = orMalformed('MIDI', () => new Midi(bytes));
  const ppq = midi.header.ppq;
  const parts: SheetPart[] = [];
  let count = 0;
  let percussion = false;
  midi.tracks.forEach((track, index) => {
    if (track.notes.length === 0) return;
    if (track.channel === PERCUSSION_CHANNEL || track.instrument.percussion) {
      percussion = true;
      return;
    }
    count += track.notes.length;
    if (count > NOTE_DANCE_LIMITS.notes) throw tooManyNotes();
    const notes: SheetNote[] = track.notes.map((note) => {
      const start = note.ticks / ppq;
      const duration = note.durationTicks / ppq;
      if (start + duration > MAX_SHEET_BEATS) {
        throw new SheetImportError('too_large', 'The piece is too long to be played.');
      }
      return {
        pitch: note.midi,
        start,
        duration,
        velocity: Math.max(1, Math.min(127, Math.round(note.velocity * 127))),
      };
    });
    parts.push({ id: `T${index + 1}`, name: track.name.trim() || `Track ${index + 1}`, hand: null, notes });
  });
  if (parts.length === 0 && percussion) {
    throw new SheetImportError('unsupported', 'The MIDI file has only drums, which cannot be played on a piano.');
  }
  const tempo = [...midi.header.tempos].sort((a, b) => a.ticks - b.ticks)[0]?.bpm ?? null;
  const signature = [...midi.header.timeSignatures].sort((a, b) => a.ticks - b.ticks)[0]?.timeSignature;
  const keySignature = [...midi.header.keySignatures].sort((a, b) => a.ticks - b.ticks)[0];
  let key: Sheet['key'] | null = null;
  if (keySignature) {
    const minor = keySignature.scale === 'minor';
    const fifths = MAJOR_FIFTHS[keySignature.key];
    // The library names the signature by its count of sharps or flats (the major key's name), whatever the mode.
    if (fifths !== undefined) key = { fifths, mode: minor ? 'minor' : 'major' };
  }
  return normaliseSheet({
    title: midi.header.name || null,
    composer: null,
    tempo,
    time_signature: signature ? { beats: signature[0] ?? 4, beat_type: signature[1] ?? 4 } : null,
    key,
    pickup: 0,
    parts: assignHands(parts),
  });
}
