/**
 * From a `Sheet` (notes with a start and a duration in beats) to what a staff shows: bars, staves, voices and
 * events with written durations (base value, dots, triplets), ties, accidentals and rests. Pure: no VexFlow here,
 * so that every rule is unit-tested and the drawing code (render.ts) only places what this module decided.
 *
 * Rules:
 * - Time is counted in ticks, 48 to a beat (a quarter note): a 64th is 3 ticks and a triplet 32nd 4, so every
 *   written value is a whole number of ticks. Starts and ends are rounded to the nearest tick.
 * - Bars: a pickup (if any) is bar 0, then full bars of `beatsPerBar` until the last note ends.
 * - Staves: a grand staff (treble over bass) when some part is the left hand and another is not; the left-hand
 *   parts go to the bass staff, the others to the treble. Otherwise one staff, bass clef when the median pitch is
 *   below middle C.
 * - Voices on a staff: each (part, voice) of the staff is drawn as its own voice when there are at most two
 *   (the first with stems up, the second down); with more, they are merged into one.
 * - A voice is cut at every start and end of its notes and at bar lines; each piece sounds the notes that cover
 *   it (a chord when several do, a rest when none does; in a second voice a gap is left blank). A note cut in
 *   several pieces is written as tied notes, and a note the sheet ties to the next keeps its tie.
 * - A piece's length is written with as few values as possible: whole to 64th, single-dotted; when the length is
 *   not a sum of those (not a multiple of 3 ticks), triplet values (half to 32nd) make it up. A length that
 *   neither can write (1, 2 or 5 ticks, i.e. under a 64th: played unquantised) loses those ticks in the drawing.
 * - A bar that a voice leaves silent is a whole-bar rest (a centred whole rest, whatever the metre).
 * - Accidentals follow the key signature and hold to the end of the bar for that letter and octave on that staff;
 *   a tied continuation shows none. The spelling is the sheet's when it gives one; otherwise it is derived from
 *   the key: flats in flat keys, sharps in sharp keys, and C♯ E♭ F♯ G♯ B♭ in C major / A minor.
 */
import type { Sheet, SheetNote, Spelling } from '@site/music';

export const TICKS_PER_BEAT = 48;

// Only the types of @site/music here: its code (the importers, abcjs) loads on demand, never with a page.
/** Beats in one bar (6/8 is 3 quarter notes), as @site/music counts them. */
const beatsPerBar = (time: Sheet['time_signature']) => (time.beats * 4) / time.beat_type;
/** Where the sheet's last note or rest ends, in beats. */
function sheetLength(sheet: Sheet): number {
  let end = 0;
  for (const part of sheet.parts) for (const note of part.notes) end = Math.max(end, note.start + note.duration);
  return end;
}

/** VexFlow's base duration names. */
export type BaseDuration = 'w' | 'h' | 'q' | '8' | '16' | '32' | '64';

export interface WrittenValue {
  base: BaseDuration;
  dots: 0 | 1;
  triplet: boolean;
  /** Sounding length in ticks (a triplet eighth is 16). */
  ticks: number;
}

/** Written values by sounding length, longest first within each family. */
const PLAIN_VALUES: WrittenValue[] = (
  [
    [288, 'w', 1],
    [192, 'w', 0],
    [144, 'h', 1],
    [96, 'h', 0],
    [72, 'q', 1],
    [48, 'q', 0],
    [36, '8', 1],
    [24, '8', 0],
    [18, '16', 1],
    [12, '16', 0],
    [9, '32', 1],
    [6, '32', 0],
    [3, '64', 0],
  ] as const
).map(([ticks, base, dots]) => ({ ticks, base, dots, triplet: false }));
const TRIPLET_VALUES: WrittenValue[] = (
  [
    [64, 'h'],
    [32, 'q'],
    [16, '8'],
    [8, '16'],
    [4, '32'],
  ] as const
).map(([ticks, base]) => ({ ticks, base, dots: 0, triplet: true }));

const splitCache = new Map<number, WrittenValue[]>();

/** The fewest values from `values` summing to `ticks` (longest first), or null when none do. */
function fewest(ticks: number, values: WrittenValue[]): WrittenValue[] | null {
  const best: (WrittenValue[] | null)[] = [[]];
  for (let n = 1; n <= ticks; n++) {
    let found: WrittenValue[] | null = null;
    for (const value of values) {
      if (value.ticks > n) continue;
      const rest = best[n - value.ticks];
      if (rest && (!found || rest.length + 1 < found.length)) found = [value, ...rest];
    }
    best[n] = found;
  }
  return best[ticks] ?? null;
}

/**
 * The written values of a length in ticks, longest first: plain (dotted) values when the length is a multiple of
 * a 64th, triplets added otherwise; ticks no value can write (under a 64th) are dropped.
 */
export function splitTicks(ticks: number): WrittenValue[] {
  if (ticks <= 0) return [];
  const cached = splitCache.get(ticks);
  if (cached) return cached;
  let values: WrittenValue[] | null = null;
  if (ticks % 3 === 0) values = fewest(ticks, PLAIN_VALUES);
  values ??= fewest(ticks, [...PLAIN_VALUES, ...TRIPLET_VALUES]);
  const result = values ? [...values].sort((a, b) => b.ticks - a.ticks) : splitTicks(ticks - 1);
  splitCache.set(ticks, result);
  return result;
}

const STEPS: Spelling['step'][] = ['C', 'D', 'E', 'F', 'G', 'A', 'B'];
const STEP_SEMITONES: Record<Spelling['step'], number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };
const SHARP_ORDER: Spelling['step'][] = ['F', 'C', 'G', 'D', 'A', 'E', 'B'];
const FLAT_ORDER: Spelling['step'][] = ['B', 'E', 'A', 'D', 'G', 'C', 'F'];
/** Major key names by fifths (-7..7), as VexFlow's key signatures name them. */
const KEY_NAMES = ['Cb', 'Gb', 'Db', 'Ab', 'Eb', 'Bb', 'F', 'C', 'G', 'D', 'A', 'E', 'B', 'F#', 'C#'];

/** The alteration the key signature gives each letter. */
export function keyAlterations(fifths: number): Map<Spelling['step'], number> {
  const alters = new Map<Spelling['step'], number>(STEPS.map((step) => [step, 0]));
  const count = Math.min(7, Math.abs(fifths));
  const order = fifths >= 0 ? SHARP_ORDER : FLAT_ORDER;
  for (let i = 0; i < count; i++) alters.set(order[i]!, fifths >= 0 ? 1 : -1);
  return alters;
}

/** VexFlow's name of a key signature ('G', 'Bb'); the signature of a minor key is its relative major's. */
export function keySignatureName(fifths: number): string {
  return KEY_NAMES[Math.max(-7, Math.min(7, Math.round(fifths))) + 7]!;
}

/** How to write a MIDI pitch in a key when the sheet gives no spelling. */
export function spellPitch(pitch: number, fifths: number): Spelling {
  const octave = Math.floor(pitch / 12) - 1;
  const pc = ((pitch % 12) + 12) % 12;
  const alters = keyAlterations(fifths);
  // A letter whose altered pitch in this key is the pitch: the key's own note.
  for (const step of STEPS) {
    const alter = alters.get(step)!;
    if ((((STEP_SEMITONES[step] + alter) % 12) + 12) % 12 === pc) {
      const stepOctave = octave + (STEP_SEMITONES[step] + alter > 11 ? -1 : STEP_SEMITONES[step] + alter < 0 ? 1 : 0);
      return { step, alter, octave: stepOctave };
    }
  }
  // A white key outside the key is its letter with a natural sign (B♮ in F major).
  const natural = STEPS.find((step) => STEP_SEMITONES[step] === pc);
  if (natural) return { step: natural, alter: 0, octave };
  // A black key outside the key: the letter above lowered in flat keys (and E♭, B♭ in C major), else the
  // letter below raised.
  const useFlat = fifths < 0 || (fifths === 0 && (pc === 3 || pc === 10));
  const step = STEPS.find((s) => STEP_SEMITONES[s] === (useFlat ? pc + 1 : pc - 1))!;
  return { step, alter: useFlat ? -1 : 1, octave };
}

const ACCIDENTAL_SIGNS: Record<number, string> = { [-2]: 'bb', [-1]: 'b', 0: 'n', 1: '#', 2: '##' };

export interface NotationKey {
  pitch: number;
  spelling: Spelling;
  /** VexFlow key: letter, accidental and octave ('c#/4'). */
  key: string;
  /** The accidental to draw ('#', 'b', 'n', '##', 'bb'), null when the key signature or the bar already says. */
  accidental: string | null;
  /** Tied to the same pitch in the next event of this voice. */
  tie: boolean;
  /** Continues a tie from the previous event (draws no accidental). */
  tiedFrom: boolean;
}

export interface NotationEvent {
  /** Beats from the start of the piece. */
  start: number;
  value: WrittenValue;
  /** Empty for a rest. Sorted low to high. */
  keys: NotationKey[];
  /** A rest that fills its bar: drawn as a centred whole rest. */
  wholeBar: boolean;
  /** A gap in a second voice: takes its time, draws nothing. */
  hidden: boolean;
}

export interface NotationVoice {
  events: NotationEvent[];
  /** Index ranges [from, to) of events grouped under one triplet bracket. */
  tuplets: [number, number][];
}

export interface NotationStaffBar {
  voices: NotationVoice[];
}

export interface NotationBar {
  /** Index in the piece (0 is the pickup when there is one). */
  index: number;
  /** The number printed and read out: the first full bar is 1, a pickup is 0. */
  number: number;
  start: number;
  beats: number;
  staves: NotationStaffBar[];
}

export interface NotationStaff {
  clef: 'treble' | 'bass';
  /** Which hand, when the sheet says. */
  hand: 'right' | 'left' | null;
  /** Stem direction of each voice: 0 lets VexFlow decide, 1 up, -1 down. */
  stems: number[];
}

export interface NotationScore {
  staves: NotationStaff[];
  keySignature: string;
  fifths: number;
  timeSignature: string;
  /** All bars of the piece (or of the range asked). */
  bars: NotationBar[];
  /** Bars in the whole piece. */
  totalBars: number;
}

interface SourceNote {
  note: SheetNote & { pitch: number };
  startTick: number;
  endTick: number;
}

interface StaffPlan {
  staff: NotationStaff;
  voices: SourceNote[][];
}

const toTicks = (beats: number) => Math.round(beats * TICKS_PER_BEAT);

function median(values: number[]): number {
  if (values.length === 0) return 60;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Which staves the sheet needs and which notes each voice of each staff draws. */
function planStaves(sheet: Sheet): StaffPlan[] {
  const grand = sheet.parts.some((p) => p.hand === 'left') && sheet.parts.some((p) => p.hand !== 'left');
  const groups = grand
    ? [
        { staff: { clef: 'treble', hand: 'right' } as const, parts: sheet.parts.filter((p) => p.hand !== 'left') },
        { staff: { clef: 'bass', hand: 'left' } as const, parts: sheet.parts.filter((p) => p.hand === 'left') },
      ]
    : [{ staff: null, parts: sheet.parts }];
  return groups.map(({ staff, parts }) => {
    const voices = new Map<string, SourceNote[]>();
    const pitches: number[] = [];
    for (const part of parts) {
      for (const note of part.notes) {
        if (note.pitch === null) continue;
        const id = `${part.id}\u0000${note.voice ?? 1}`;
        const list = voices.get(id) ?? [];
        list.push({
          note: note as SourceNote['note'],
          startTick: toTicks(note.start),
          endTick: toTicks(note.start + note.duration),
        });
        voices.set(id, list);
        pitches.push(note.pitch);
      }
    }
    let lists = [...voices.values()].filter((list) => list.length > 0);
    if (lists.length > 2) lists = [lists.flat()];
    if (lists.length === 0) lists = [[]];
    for (const list of lists) list.sort((a, b) => a.startTick - b.startTick);
    const hand = staff?.hand ?? (parts.length === 1 ? (parts[0]?.hand ?? null) : null);
    return {
      staff: {
        clef: staff?.clef ?? (median(pitches) < 60 ? 'bass' : 'treble'),
        hand,
        stems: lists.length === 2 ? [1, -1] : [0],
      },
      voices: lists,
    };
  });
}

/** Bar boundaries in ticks: [start, end) of each bar. */
function barBounds(sheet: Sheet): [number, number][] {
  const barTicks = toTicks(beatsPerBar(sheet.time_signature));
  const pickup = toTicks(sheet.pickup);
  const end = Math.max(toTicks(sheetLength(sheet)), pickup + barTicks);
  const bounds: [number, number][] = [];
  if (pickup > 0) bounds.push([0, pickup]);
  for (let start = pickup; start < end; start += barTicks) bounds.push([start, start + barTicks]);
  return bounds;
}

function vexKey(spelling: Spelling): string {
  const sign = spelling.alter === 0 ? '' : (ACCIDENTAL_SIGNS[spelling.alter] ?? '');
  return `${spelling.step.toLowerCase()}${sign}/${spelling.octave}`;
}

/** The events of one voice in one bar. */
function voiceBar(
  notes: SourceNote[],
  [barStart, barEnd]: [number, number],
  fifths: number,
  secondVoice: boolean,
  fullBar: boolean,
): NotationEvent[] {
  const inBar = notes.filter((n) => n.startTick < barEnd && n.endTick > barStart && n.endTick > n.startTick);
  const cuts = new Set<number>([barStart, barEnd]);
  for (const n of inBar) {
    cuts.add(Math.max(barStart, n.startTick));
    cuts.add(Math.min(barEnd, n.endTick));
  }
  const points = [...cuts].sort((a, b) => a - b);
  const events: NotationEvent[] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const from = points[i]!;
    const to = points[i + 1]!;
    const sounding = inBar.filter((n) => n.startTick < to && n.endTick > from);
    const byPitch = new Map<number, SourceNote>();
    for (const n of sounding) {
      const held = byPitch.get(n.note.pitch);
      if (!held || n.endTick > held.endTick) byPitch.set(n.note.pitch, n);
    }
    const chord = [...byPitch.values()].sort((a, b) => a.note.pitch - b.note.pitch);
    const values = splitTicks(to - from);
    let at = from;
    values.forEach((value, piece) => {
      const last = piece === values.length - 1;
      const keys: NotationKey[] = chord.map(({ note, startTick, endTick }) => {
        const spelling = note.spelling ?? spellPitch(note.pitch, fifths);
        const firstPiece = at === Math.max(barStart, startTick);
        const tiedBySheet = note.tie === 'start' || note.tie === 'continue';
        const tiedFromSheet = note.tie === 'stop' || note.tie === 'continue';
        return {
          pitch: note.pitch,
          spelling,
          key: vexKey(spelling),
          accidental: null,
          tie: !last || endTick > to || tiedBySheet,
          tiedFrom: !firstPiece || startTick < barStart || (startTick === at && tiedFromSheet),
        };
      });
      const rest = keys.length === 0;
      const wholeBar = rest && fullBar && !secondVoice && from === barStart && to === barEnd;
      events.push({
        start: at / TICKS_PER_BEAT,
        value: wholeBar ? { base: 'w', dots: 0, triplet: false, ticks: to - from } : value,
        keys,
        wholeBar,
        hidden: rest && secondVoice,
      });
      at += value.ticks;
    });
  }
  // A whole-bar rest is one event, whatever the pieces its length split into.
  if (events.length > 0 && events.every((e) => e.wholeBar)) return [events[0]!];
  return events;
}

/** Draws the accidentals a staff's bar needs: against the key signature and earlier notes of the bar. */
function markAccidentals(voices: NotationVoice[], fifths: number): void {
  const signature = keyAlterations(fifths);
  const current = new Map<string, number>();
  const keys = voices
    .flatMap((voice) => voice.events.flatMap((event) => event.keys.map((key) => ({ key, start: event.start }))))
    .sort((a, b) => a.start - b.start);
  for (const { key } of keys) {
    const place = `${key.spelling.step}${key.spelling.octave}`;
    const now = current.get(place) ?? signature.get(key.spelling.step)!;
    if (key.tiedFrom) continue;
    if (key.spelling.alter !== now) key.accidental = ACCIDENTAL_SIGNS[key.spelling.alter] ?? null;
    current.set(place, key.spelling.alter);
  }
}

/** Groups runs of triplet values under brackets of one beat (half a beat for triplet sixteenths and shorter). */
function tupletGroups(events: NotationEvent[]): [number, number][] {
  const groups: [number, number][] = [];
  let from = -1;
  let sum = 0;
  let short = true;
  const close = (to: number) => {
    if (from >= 0) groups.push([from, to]);
    from = -1;
    sum = 0;
    short = true;
  };
  events.forEach((event, i) => {
    if (!event.value.triplet) {
      close(i);
      return;
    }
    if (from < 0) from = i;
    sum += event.value.ticks;
    short &&= event.value.ticks <= 8;
    if (sum % TICKS_PER_BEAT === 0 || (short && sum % (TICKS_PER_BEAT / 2) === 0)) close(i + 1);
  });
  close(events.length);
  return groups;
}

/**
 * The notation of a sheet: its staves and, for each bar (all, or those in `bars` = [from, to), bar indexes
 * counted from 0, the pickup being bar 0), each staff's voices of events.
 */
export function layoutSheet(sheet: Sheet, bars?: readonly [number, number]): NotationScore {
  const fifths = Math.max(-7, Math.min(7, Math.round(sheet.key.fifths)));
  const plans = planStaves(sheet);
  const bounds = barBounds(sheet);
  const hasPickup = toTicks(sheet.pickup) > 0;
  const from = Math.max(0, Math.min(bounds.length, bars?.[0] ?? 0));
  const to = Math.max(from, Math.min(bounds.length, bars?.[1] ?? bounds.length));
  const layout: NotationBar[] = [];
  for (let index = from; index < to; index++) {
    const bound = bounds[index]!;
    const fullBar = !(hasPickup && index === 0);
    const staves = plans.map(({ voices }) => {
      const staffVoices: NotationVoice[] = voices.map((notes, v) => {
        const events = voiceBar(notes, bound, fifths, v > 0, fullBar);
        return { events, tuplets: tupletGroups(events) };
      });
      markAccidentals(staffVoices, fifths);
      return { voices: staffVoices };
    });
    layout.push({
      index,
      number: hasPickup ? index : index + 1,
      start: bound[0] / TICKS_PER_BEAT,
      beats: (bound[1] - bound[0]) / TICKS_PER_BEAT,
      staves,
    });
  }
  return {
    staves: plans.map((plan) => plan.staff),
    keySignature: keySignatureName(fifths),
    fifths,
    timeSignature: `${sheet.time_signature.beats}/${sheet.time_signature.beat_type}`,
    bars: layout,
    totalBars: bounds.length,
  };
}

/**
 * Bars into lines: as many bars on a line as fit `available` pixels, each bar at least its minimum width, the
 * first bar of each line `lineStartExtra` wider (clef, key and time). A bar wider than a line gets a line alone.
 * Answers, for each line, the bar positions (indexes into `minWidths`).
 */
export function breakLines(minWidths: readonly number[], available: number, lineStartExtra: number): number[][] {
  const lines: number[][] = [];
  let line: number[] = [];
  let used = 0;
  minWidths.forEach((width, i) => {
    const needed = width + (line.length === 0 ? lineStartExtra : 0);
    if (line.length > 0 && used + needed > available) {
      lines.push(line);
      line = [];
      used = 0;
    }
    used += width + (line.length === 0 ? lineStartExtra : 0);
    line.push(i);
  });
  if (line.length > 0) lines.push(line);
  return lines;
}

/**
 * The widths of a line's bars: their minimum widths stretched in proportion to fill `available` (less the line
 * start's extra, which the first bar also gets). The last line of a piece is stretched no more than 1.5 times, so
 * that one short bar does not span the page.
 */
export function justifyLine(
  minWidths: readonly number[],
  available: number,
  lineStartExtra: number,
  last: boolean,
): number[] {
  const total = minWidths.reduce((sum, w) => sum + w, 0);
  if (total <= 0) return minWidths.map(() => 0);
  let scale = Math.max(1, (available - lineStartExtra) / total);
  if (last) scale = Math.min(scale, 1.5);
  return minWidths.map((w, i) => w * scale + (i === 0 ? lineStartExtra : 0));
}

/** The x of a beat in a bar, from the (beat, x) points of its events: linear between them. */
export function xAtBeat(points: readonly (readonly [number, number])[], beat: number): number | null {
  if (points.length === 0) return null;
  const first = points[0]!;
  if (beat <= first[0]) return first[1];
  for (let i = 1; i < points.length; i++) {
    const [b1, x1] = points[i]!;
    const [b0, x0] = points[i - 1]!;
    if (beat <= b1) return b1 === b0 ? x1 : x0 + ((beat - b0) / (b1 - b0)) * (x1 - x0);
  }
  return points[points.length - 1]![1];
}
