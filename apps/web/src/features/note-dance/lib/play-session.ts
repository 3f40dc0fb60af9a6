/**
 * One play of a song on a clock: the count-in, pauses, the judge, and the end. Pure apart from the clock it is
 * given (`now`, ms, monotonic: performance.now or the AudioContext's time), so the tests drive it with a fake one.
 *
 * Play time is ms since the song's first beat with pauses left out; it is negative during the count-in. The judge
 * sees play time (wait mode keeps its own song position on top of it).
 */
import {
  beatsPerBar,
  createJudge,
  playableNotes,
  sheetLength,
  type Judge,
  type PlaySummary,
  type PressOutcome,
  type Sheet,
  type TimingWindows,
} from '@site/music';

export interface PlaySessionOptions {
  tempoScale: number;
  waitMode: boolean;
  skipParts: readonly string[];
  windows?: TimingWindows;
  /** Beats counted in before the first note (a bar of the sheet's metre by default). */
  countInBeats?: number;
  now: () => number;
}

export interface PlaySession {
  readonly judge: Judge;
  /** ms per beat at the player's tempo. */
  readonly msPerBeat: number;
  readonly countInMs: number;
  /** Where the last note ends, ms of song time. */
  readonly endMs: number;
  start(): void;
  pause(): void;
  resume(): void;
  readonly paused: boolean;
  /** Play time now (negative during the count-in). */
  time(): number;
  /** The song's position now (wait mode stands still at an unplayed note). */
  songTime(): number;
  /** Judges a key press that happened `latencyMs` ago (the input's delay); null during the count-in or a pause. */
  press(pitch: number, latencyMs?: number): PressOutcome | null;
  /** Moves on: answers the notes that passed to miss and whether the song is over. */
  tick(): { missed: number[]; over: boolean };
  finish(): PlaySummary;
}

/** The song goes on this long (ms) after its last note is judged, so the player sees the last hit land. */
export const END_MARGIN_MS = 600;

export function createPlaySession(sheet: Sheet, options: PlaySessionOptions): PlaySession {
  const judge = createJudge(sheet, {
    tempoScale: options.tempoScale,
    waitMode: options.waitMode,
    skipParts: options.skipParts,
    windows: options.windows,
  });
  const msPerBeat = 60_000 / judge.tempoBpm;
  const countInMs = (options.countInBeats ?? beatsPerBar(sheet.time_signature)) * msPerBeat;
  const notes = playableNotes(sheet, new Set(options.skipParts));
  const lastEnd = notes.reduce((end, note) => Math.max(end, note.start + note.duration), 0);
  const endMs = (notes.length ? lastEnd : sheetLength(sheet)) * msPerBeat;
  const { now } = options;

  let startedAt: number | null = null;
  let pausedAt: number | null = null;
  let pausedTotal = 0;
  let finished: PlaySummary | null = null;

  const time = () => {
    if (startedAt === null) return -countInMs;
    const at = pausedAt ?? now();
    return at - startedAt - pausedTotal;
  };

  return {
    judge,
    msPerBeat,
    countInMs,
    endMs,
    start() {
      startedAt = now() + countInMs;
      pausedAt = null;
      pausedTotal = 0;
    },
    pause() {
      if (startedAt !== null && pausedAt === null) pausedAt = now();
    },
    resume() {
      if (pausedAt !== null) {
        pausedTotal += now() - pausedAt;
        pausedAt = null;
      }
    },
    get paused() {
      return pausedAt !== null;
    },
    time,
    songTime: () => {
      const at = time();
      return at < 0 ? at : judge.songTime(at);
    },
    press(pitch, latencyMs = 0) {
      if (startedAt === null || pausedAt !== null || finished) return null;
      const at = time() - latencyMs;
      // A press in the count-in's last moments may still hit a first note on the downbeat.
      if (at < -(options.windows?.good ?? 140)) return null;
      return judge.press({ pitch, time: Math.max(0, at) });
    },
    tick() {
      const at = time();
      if (at < 0 || finished) return { missed: [], over: finished !== null };
      const missed = judge.advance(at);
      // Over once every note is judged and the last one had its moment, or (without wait mode) the song is past.
      const last = judge.notes.at(-1);
      const song = judge.songTime(at);
      const over =
        (judge.done() && (!last || song > last.time + END_MARGIN_MS)) ||
        (!judge.waitMode && at > endMs + END_MARGIN_MS);
      return { missed, over };
    },
    finish() {
      finished ??= judge.finish(Math.max(0, time()));
      return finished;
    },
  };
}

/** The beats where bars start: bar 1 at the pickup (an upbeat belongs to the first bar), then one a bar. */
export function barStart(sheet: Sheet, bar: number): number {
  return bar <= 1 ? 0 : sheet.pickup + (bar - 1) * beatsPerBar(sheet.time_signature);
}

/** How many bars the sheet has (the pickup counted in the first). */
export function barCount(sheet: Sheet): number {
  const length = sheetLength(sheet);
  const afterPickup = Math.max(0, length - sheet.pickup);
  return Math.max(1, Math.ceil(afterPickup / beatsPerBar(sheet.time_signature) - 1e-9));
}

/**
 * The passage of bars `from`..`to` (1-based, inclusive) as a sheet of its own, starting at beat 0, for looping.
 * A note is in it when it starts in it; it keeps its length. Without a note the sheet is answered as it is.
 */
export function passageSheet(sheet: Sheet, from: number, to: number): Sheet {
  const count = barCount(sheet);
  const first = Math.min(Math.max(1, Math.round(from)), count);
  const last = Math.min(Math.max(first, Math.round(to)), count);
  const begin = barStart(sheet, first);
  const end = last >= count ? Infinity : barStart(sheet, last + 1);
  const parts = sheet.parts.map((part) => ({
    ...part,
    notes: part.notes
      .filter((note) => note.start >= begin - 1e-9 && note.start < end - 1e-9)
      // A tie into or out of the passage is cut: each note is played on its own.
      .map(({ tie: _tie, ...note }) => ({ ...note, start: note.start - begin })),
  }));
  if (!parts.some((part) => part.notes.some((note) => note.pitch !== null))) return sheet;
  return { ...sheet, pickup: first === 1 ? sheet.pickup : 0, parts };
}
