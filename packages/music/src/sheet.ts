/**
 * The one sheet format of Note Dance: what every importer (MusicXML, MXL, MIDI, ABC) answers, what the server
 * stores, what the game plays and what the notation is drawn from. Plain data (JSON as it is).
 *
 * Time is counted in beats, a beat being a quarter note whatever the time signature (6/8 has 3 beats a bar), so
 * that a note's place never depends on the metre: `start` and `duration` are quarter notes from the start of the
 * piece (a pickup bar starts at 0 too). Seconds come from the tempo: `seconds = beats * 60 / tempo`.
 */

/** A written pitch: its letter, its accidental (-2..2 semitones) and its octave (scientific: C4 is middle C). */
export interface Spelling {
  step: 'C' | 'D' | 'E' | 'F' | 'G' | 'A' | 'B';
  alter: number;
  octave: number;
}

export interface SheetNote {
  /** MIDI note number (60 is middle C, 21 is A0, 108 is C8); null for a rest. */
  pitch: number | null;
  /** Beats (quarter notes) from the start of the piece. */
  start: number;
  /** Beats (quarter notes). */
  duration: number;
  /** How the source spelled it (C♯4 or D♭4), when it said; the notation uses it, the game does not. */
  spelling?: Spelling;
  /**
   * A note tied to the next one of the same pitch (`start`), to the previous one (`stop`), or both (`continue`):
   * written as two notes, played as one key press (see `playableNotes`).
   */
  tie?: 'start' | 'stop' | 'continue';
  /** The voice within the part (1 when the part has one), for notation. */
  voice?: number;
  /** 1..127, when the source says (MIDI); the game sounds 80 otherwise. */
  velocity?: number;
}

export interface SheetPart {
  id: string;
  name: string;
  /** Which hand plays it on a piano (the game can switch each hand off), null when the source does not say. */
  hand: 'right' | 'left' | null;
  /** Sorted by `start`, then by pitch. */
  notes: SheetNote[];
}

export interface Sheet {
  title: string;
  composer: string | null;
  /** Quarter notes per minute at the start of the piece. */
  tempo: number;
  time_signature: { beats: number; beat_type: number };
  /** Key signature: sharps (positive) or flats (negative), and the mode. */
  key: { fifths: number; mode: 'major' | 'minor' };
  /** Beats before the first full bar (an upbeat); 0 when the piece starts on a bar line. */
  pickup: number;
  parts: SheetPart[];
}

/** Beats in one bar of a time signature (6/8 is 3 quarter notes). */
export function beatsPerBar(time: Sheet['time_signature']): number {
  return (time.beats * 4) / time.beat_type;
}

/** The length of a sheet in beats: where its last note or rest ends. */
export function sheetLength(sheet: Sheet): number {
  let end = 0;
  for (const part of sheet.parts) for (const note of part.notes) end = Math.max(end, note.start + note.duration);
  return end;
}

/** A note to play: one key press, ties merged, with the part it belongs to. */
export interface PlayableNote {
  pitch: number;
  start: number;
  duration: number;
  part: string;
  hand: SheetPart['hand'];
}

/**
 * The key presses of a sheet in time order: rests left out, a tied chain of the same pitch merged into one note
 * that lasts the whole chain. Parts whose id is in `skip` are left out (a hand switched off).
 */
export function playableNotes(sheet: Sheet, skip: ReadonlySet<string> = new Set()): PlayableNote[] {
  const notes: PlayableNote[] = [];
  for (const part of sheet.parts) {
    if (skip.has(part.id)) continue;
    /** The open tie chains of this part, by pitch. */
    const open = new Map<number, PlayableNote>();
    for (const note of part.notes) {
      if (note.pitch === null) continue;
      const held = open.get(note.pitch);
      const continues = note.tie === 'stop' || note.tie === 'continue';
      if (held && continues && Math.abs(held.start + held.duration - note.start) < 1e-6) {
        held.duration += note.duration;
        if (note.tie === 'stop') open.delete(note.pitch);
        continue;
      }
      const played: PlayableNote = {
        pitch: note.pitch,
        start: note.start,
        duration: note.duration,
        part: part.id,
        hand: part.hand,
      };
      notes.push(played);
      if (note.tie === 'start' || note.tie === 'continue') open.set(note.pitch, played);
      else open.delete(note.pitch);
    }
  }
  return notes.sort((a, b) => a.start - b.start || a.pitch - b.pitch);
}
