/**
 * The judge of one play-through: it knows every note to play at the player's tempo, takes the key presses as they
 * come and answers each note's grade, the wrong notes, the combo and the score.
 */
import { NOTE_DANCE_LIMITS, type HitResult } from '@site/contracts';
import { playableNotes, type PlayableNote, type Sheet } from '../sheet.js';
import {
  comboBonus,
  DEFAULT_TIMING_WINDOWS,
  emptyTally,
  gradeOffset,
  HIT_POINTS,
  summarizePlay,
  type PlaySummary,
  type PlayTally,
  type TimingWindows,
} from './scoring.js';

export interface JudgeOptions {
  /** The tempo control: a share of the sheet's tempo, 0.25..2 (1 when not said). */
  tempoScale?: number;
  /** Parts switched off (a hand the player does not play): their notes are neither played nor judged. */
  skipParts?: Iterable<string>;
  windows?: TimingWindows;
  /** The song waits at each note (or chord) until it is played. */
  waitMode?: boolean;
}

/** A key press: its MIDI pitch and when it came, in ms on the play's clock (see `Judge`). */
export interface InputEvent {
  pitch: number;
  time: number;
}

export interface JudgedNote extends PlayableNote {
  /** When the note is due, ms from the song's start at the player's tempo. */
  time: number;
  /** Its grade once judged, null before. */
  result: HitResult | null;
  /** How far the press that hit it was from its time (ms, negative early); null for a miss or before. */
  offset: number | null;
}

export type PressOutcome =
  { kind: 'hit'; note: number; result: Exclude<HitResult, 'miss'>; offset: number } | { kind: 'wrong'; pitch: number };

/**
 * Times given to the judge are ms on the play's clock since the song started, pauses left out, already corrected
 * for the input's latency (a microphone answers some tens of ms late: subtract it before pressing and advancing).
 * Without wait mode that clock is the song's position. In wait mode the judge keeps the song's position itself:
 * the clock stops at each unplayed note and goes on once every note due at that moment is played (`songTime`).
 *
 * Rules:
 * - A press matches the nearest unjudged note of its pitch within the good window of the song's position (the
 *   earlier one when two are as near); its grade comes from the distance (`gradeOffset`). Each note of a chord is
 *   a note of its own.
 * - A press that matches nothing is a wrong note: counted apart (it is not a miss of a note) and it breaks the
 *   combo, so mashing keys never pays.
 * - Without wait mode a note passes to miss once the song's position is beyond its time plus the good window.
 * - In wait mode nothing is missed. A note played while the clock waits at it is graded by the player's reaction:
 *   the time from the clock's arrival at the note to the press, against the same windows, and a note played
 *   later than the good window is a 'good' (the song waited; the hit counts, the accuracy tells the hesitation).
 *   A note played early, before the clock reaches it, is graded by its distance as without wait mode.
 * - Releases are not judged: a held note counts from its press.
 */
export interface Judge {
  /** The notes to play in time order, with their grades so far. */
  readonly notes: readonly JudgedNote[];
  /** Quarter notes per minute at the player's tempo. */
  readonly tempoBpm: number;
  readonly waitMode: boolean;
  /** Judges a press (moving the song to its time first). */
  press(event: InputEvent): PressOutcome;
  /** Moves the song to `time`: answers the indexes of the notes that passed to miss. */
  advance(time: number): number[];
  /** The song's position (ms) at `time` on the play's clock; in wait mode it stands still at an unplayed note. */
  songTime(time: number): number;
  /** In wait mode, the indexes of the notes the clock stands waiting for (empty while it runs). */
  waitingFor(): number[];
  /** The counts so far. */
  tally(): PlayTally;
  /** Every note judged. */
  done(): boolean;
  /** Ends the play at `time`: notes not played are misses; answers the summary. */
  finish(time: number): PlaySummary;
}

const SAME_TIME_MS = 1e-6;

export function createJudge(sheet: Sheet, options: JudgeOptions = {}): Judge {
  const scale = options.tempoScale ?? 1;
  if (!Number.isFinite(scale) || scale < NOTE_DANCE_LIMITS.tempoScaleMin || scale > NOTE_DANCE_LIMITS.tempoScaleMax)
    throw new RangeError(`tempoScale must be ${NOTE_DANCE_LIMITS.tempoScaleMin}..${NOTE_DANCE_LIMITS.tempoScaleMax}`);
  const windows = options.windows ?? DEFAULT_TIMING_WINDOWS;
  const waitMode = options.waitMode ?? false;
  const tempoBpm = sheet.tempo * scale;
  const msPerBeat = 60_000 / tempoBpm;

  const notes: JudgedNote[] = playableNotes(sheet, new Set(options.skipParts ?? [])).map((note) => ({
    ...note,
    time: note.start * msPerBeat,
    result: null,
    offset: null,
  }));
  /** Indexes of the notes of each pitch, in time order. */
  const byPitch = new Map<number, number[]>();
  notes.forEach((note, index) => {
    const list = byPitch.get(note.pitch);
    if (list) list.push(index);
    else byPitch.set(note.pitch, [index]);
  });

  const tally = emptyTally();
  let judged = 0;
  /** Every note before it is judged. */
  let firstOpen = 0;
  let lastTime = 0;

  // Wait mode's clock: the song's position is `time - waited` while it runs, `holdAt` while it stands.
  let waited = 0;
  let holdAt: number | null = null;
  /** The play-clock time at which the clock reached `holdAt`. */
  let arrivedAt = 0;

  const skipJudged = () => {
    while (firstOpen < notes.length && notes[firstOpen]!.result !== null) firstOpen += 1;
  };

  const judge = (index: number, result: HitResult, offset: number | null) => {
    const note = notes[index]!;
    note.result = result;
    note.offset = offset;
    judged += 1;
    tally[result] += 1;
    if (result === 'miss') {
      tally.combo = 0;
    } else {
      tally.combo += 1;
      tally.max_combo = Math.max(tally.max_combo, tally.combo);
      tally.score += HIT_POINTS[result] + comboBonus(tally.combo);
    }
    skipJudged();
  };

  /** Wait mode: brings the clock to `time`, stopping it at the first unplayed note. */
  const syncClock = (time: number) => {
    if (holdAt !== null) {
      waited = time - holdAt;
      return;
    }
    const next = notes[firstOpen];
    if (next && time - waited >= next.time) {
      holdAt = next.time;
      arrivedAt = next.time + waited;
      waited = time - next.time;
    }
  };

  const position = (time: number) => (waitMode ? (syncClock(time), holdAt ?? time - waited) : time);

  const advance = (time: number): number[] => {
    lastTime = Math.max(lastTime, time);
    if (waitMode) {
      syncClock(time);
      return [];
    }
    const missed: number[] = [];
    for (let index = firstOpen; index < notes.length; index += 1) {
      const note = notes[index]!;
      if (note.time + windows.good >= time) break;
      if (note.result === null) {
        judge(index, 'miss', null);
        missed.push(index);
      }
    }
    return missed;
  };

  /** The nearest unjudged note of `pitch` within the good window of `at`, or -1. */
  const nearest = (pitch: number, at: number): number => {
    let best = -1;
    let bestDistance = Infinity;
    for (const index of byPitch.get(pitch) ?? []) {
      const note = notes[index]!;
      if (note.time > at + windows.good) break;
      if (note.result !== null) continue;
      const distance = Math.abs(note.time - at);
      if (distance <= windows.good && distance < bestDistance) {
        best = index;
        bestDistance = distance;
      }
    }
    return best;
  };

  const waitingFor = (): number[] => {
    if (holdAt === null) return [];
    const at = holdAt;
    return notes.flatMap((note, index) =>
      note.result === null && Math.abs(note.time - at) < SAME_TIME_MS ? [index] : [],
    );
  };

  const press = (event: InputEvent): PressOutcome => {
    advance(event.time);
    const at = position(event.time);
    const index = nearest(event.pitch, at);
    if (index < 0) {
      tally.wrong += 1;
      tally.combo = 0;
      return { kind: 'wrong', pitch: event.pitch };
    }
    const note = notes[index]!;
    let offset = at - note.time;
    let result = gradeOffset(offset, windows);
    if (waitMode && holdAt !== null && Math.abs(note.time - holdAt) < SAME_TIME_MS) {
      offset = event.time - arrivedAt;
      result = gradeOffset(offset, windows);
      if (result === 'miss') result = 'good';
    }
    judge(index, result, offset);
    // The clock goes on once every note due where it stands is played.
    if (waitMode && holdAt !== null && waitingFor().length === 0) holdAt = null;
    return { kind: 'hit', note: index, result: result as Exclude<HitResult, 'miss'>, offset };
  };

  return {
    notes,
    tempoBpm,
    waitMode,
    press,
    advance,
    songTime: position,
    waitingFor: () => (waitMode ? waitingFor() : []),
    tally: () => ({ ...tally }),
    done: () => judged === notes.length,
    finish(time) {
      advance(time);
      for (let index = firstOpen; index < notes.length; index += 1)
        if (notes[index]!.result === null) judge(index, 'miss', null);
      return summarizePlay(tally, {
        tempo_bpm: tempoBpm,
        duration_ms: Math.max(time, lastTime),
        wait_mode: waitMode,
        notes_total: notes.length,
      });
    },
  };
}
