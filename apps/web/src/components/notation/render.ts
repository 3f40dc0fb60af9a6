/**
 * Draws a laid-out score (layout.ts) with VexFlow into SVG. Loaded on demand (sheet-notation.tsx imports it
 * dynamically): VexFlow and its font never weigh on a page's first load. The font is VexFlow's own, embedded as
 * a data: URL and registered with the FontFace API, so nothing is fetched from elsewhere.
 */
import {
  Accidental,
  Beam,
  Dot,
  Font,
  Formatter,
  Fraction,
  GhostNote,
  Renderer,
  Stave,
  StaveConnector,
  StaveNote,
  StaveTie,
  Tuplet,
  VexFlow,
  Voice,
  type StemmableNote,
} from 'vexflow/core';
import { yieldToBrowser } from '../../lib/yield';
import {
  breakLines,
  justifyLine,
  TICKS_PER_BEAT,
  type NotationEvent,
  type NotationScore,
  type NotationStaff,
} from './layout';

export type NotationFont = 'Bravura' | 'Petaluma';

const FONT_DATA: Record<NotationFont, () => Promise<string>> = {
  Bravura: () => import('@vexflow-fonts/bravura').then((m) => m.Bravura),
  Petaluma: () => import('@vexflow-fonts/petaluma').then((m) => m.Petaluma),
};
const fonts = new Map<NotationFont, Promise<void>>();

/** Loads a music font once (its glyphs are measured when the score is formatted, so it must be there first). */
export function loadFont(name: NotationFont): Promise<void> {
  let loading = fonts.get(name);
  if (!loading) {
    loading = FONT_DATA[name]()
      .then((url) => Font.load(name, url, { display: 'block' }))
      .then(
        () => undefined,
        (error: unknown) => {
          fonts.delete(name); // a failed load can be retried
          throw error;
        },
      );
    fonts.set(name, loading);
  }
  return loading;
}

/** Where a bar was drawn, for the cursor: its beats, its line's top and bottom, and (beat, x) of its events. */
export interface BarBox {
  start: number;
  end: number;
  top: number;
  bottom: number;
  points: [number, number][];
}

export interface Drawn {
  width: number;
  height: number;
  bars: BarBox[];
}

/** Staff geometry, in VexFlow's units (10 per staff space) before scaling. */
const STAVE_GAP = 90;
const LINE_GAP = 40;
const TOP = 20;
/**
 * A bar's width: VexFlow's minimum for its notes, widened so that the notes breathe (less on a phone, where a
 * line holds one to three bars), and never under MIN_BAR.
 */
const BAR_STRETCH = 1.4;
const NARROW_BAR_STRETCH = 1.15;
const BAR_PADDING = 44;
const MIN_BAR = 100;
/** Room between a bar's last note and its bar line. */
const END_ROOM = 12;
/** Room left of the staves for the grand staff's brace. */
const BRACE_ROOM = 24;

const durationOf = (event: NotationEvent, rest: boolean) => `${event.value.base}${rest ? 'r' : ''}`;

/** The VexFlow notes of one voice of one bar. */
function tickables(events: NotationEvent[], staff: NotationStaff, stem: number): StemmableNote[] {
  return events.map((event) => {
    const dots = event.value.dots;
    if (event.hidden) {
      const ghost = new GhostNote({ duration: event.value.base, dots });
      if (event.value.triplet || dots) ghost.setDuration(new Fraction(event.value.ticks, TICKS_PER_BEAT * 4));
      return ghost;
    }
    const rest = event.keys.length === 0;
    const note = new StaveNote({
      keys: rest ? [staff.clef === 'bass' ? 'd/3' : 'b/4'] : event.keys.map((k) => k.key),
      duration: durationOf(event, rest),
      dots,
      clef: staff.clef,
      alignCenter: event.wholeBar,
      ...(event.wholeBar ? { durationOverride: new Fraction(event.value.ticks, TICKS_PER_BEAT * 4) } : {}),
      ...(stem !== 0 && !rest ? { stemDirection: stem } : { autoStem: !rest }),
    });
    event.keys.forEach((key, i) => {
      if (key.accidental) note.addModifier(new Accidental(key.accidental), i);
    });
    if (dots > 0) Dot.buildAndAttach([note], { all: true });
    return note;
  });
}

interface BuiltBar {
  voices: Voice[][];
  notes: { events: NotationEvent[]; notes: StemmableNote[]; staff: number; voice: number }[];
  tuplets: Tuplet[];
  minWidth: number;
}

function buildBar(score: NotationScore, barIndex: number, stretch: number): BuiltBar {
  const bar = score.bars[barIndex]!;
  const built: BuiltBar = { voices: [], notes: [], tuplets: [], minWidth: 0 };
  bar.staves.forEach((staffBar, s) => {
    const staff = score.staves[s]!;
    const voices = staffBar.voices.map((voice, v) => {
      const notes = tickables(voice.events, staff, staff.stems[v] ?? 0);
      for (const [from, to] of voice.tuplets) {
        built.tuplets.push(
          new Tuplet(notes.slice(from, to), { numNotes: 3, notesOccupied: 2, bracketed: true, ratioed: false }),
        );
      }
      built.notes.push({ events: voice.events, notes, staff: s, voice: v });
      const vexVoice = new Voice({ numBeats: bar.beats, beatValue: 4 }).setMode(Voice.Mode.SOFT);
      vexVoice.addTickables(notes);
      return vexVoice;
    });
    built.voices.push(voices);
  });
  const formatter = new Formatter();
  for (const voices of built.voices) formatter.joinVoices(voices);
  const notesWidth = formatter.preCalculateMinTotalWidth(built.voices.flat());
  built.minWidth = Math.max(MIN_BAR, notesWidth * stretch + BAR_PADDING);
  return built;
}

/** The width a line's first bar needs for its clef, key signature (and, on the first line, time signature). */
function lineStartExtra(score: NotationScore, withTime: boolean): number {
  return 40 + Math.abs(score.fifths) * 11 + (withTime ? 30 : 0);
}

/** Work between two yields to the browser: a slow phone stays responsive while a long score is drawn. */
const SLICE_MS = 25;

/**
 * Draws the score into `host` as one SVG `width` pixels wide, at `scale`: built off the page in slices of a few
 * milliseconds (bar by bar, then line by line), then put in place of what `host` showed. Answers the size drawn
 * and where each bar is, for the cursor; null when `current()` turned false meanwhile (a newer drawing began).
 */
export async function drawScore(
  host: HTMLElement,
  score: NotationScore,
  { width, font, scale }: { width: number; font: NotationFont; scale: number },
  current: () => boolean = () => true,
): Promise<Drawn | null> {
  let slice = performance.now();
  /** Lets the browser in when this slice has run long enough; false when the drawing is no longer wanted. */
  const pause = async (): Promise<boolean> => {
    if (performance.now() - slice < SLICE_MS) return current();
    await yieldToBrowser();
    slice = performance.now();
    // VexFlow's fonts are global: another score may have drawn with another font meanwhile.
    VexFlow.setFonts(font);
    return current();
  };
  VexFlow.setFonts(font);
  const stage = document.createElement('div');
  const staffCount = score.staves.length;
  const left = staffCount > 1 ? BRACE_ROOM : 1;
  const available = Math.max(200, width / scale - left - 2);
  const stretch = scale < 1 ? NARROW_BAR_STRETCH : BAR_STRETCH;
  const built: BuiltBar[] = [];
  for (let i = 0; i < score.bars.length; i++) {
    built.push(buildBar(score, i, stretch));
    if (!(await pause())) return null;
  }
  const extra = lineStartExtra(score, false);
  const timeExtra = lineStartExtra(score, true) - extra;
  const lines = breakLines(
    built.map((b, i) => b.minWidth + (i === 0 ? timeExtra : 0)),
    available,
    extra,
  );
  const lineHeight = (staffCount - 1) * STAVE_GAP + 80 + LINE_GAP;
  const height = Math.ceil((TOP + lines.length * lineHeight) * scale);

  const renderer = new Renderer(stage, Renderer.Backends.SVG);
  renderer.resize(width, height);
  const context = renderer.getContext();
  context.scale(scale, scale);

  const boxes: BarBox[] = [];
  /** The last note of each voice (staff, voice), to tie across bars and lines. */
  const previous = new Map<string, { note: StemmableNote; event: NotationEvent }>();
  const ties: StaveTie[] = [];

  for (const [l, line] of lines.entries()) {
    if (!(await pause())) return null;
    const mins = line.map((i) => built[i]!.minWidth + (i === 0 ? timeExtra : 0));
    const widths = justifyLine(mins, available, extra, l === lines.length - 1);
    const y = TOP + l * lineHeight;
    let x = left;
    line.forEach((barIndex, position) => {
      const bar = score.bars[barIndex]!;
      const parts = built[barIndex]!;
      const staves = score.staves.map((staff, s) => {
        const stave = new Stave(x, y + s * STAVE_GAP, widths[position]!);
        if (position === 0) {
          stave.addClef(staff.clef).addKeySignature(score.keySignature);
          if (barIndex === 0) stave.addTimeSignature(score.timeSignature);
        }
        if (barIndex === score.bars.length - 1) stave.setEndBarType(3); // the final double bar
        stave.setContext(context).draw();
        return stave;
      });
      if (staffCount > 1) {
        const [top, bottom] = [staves[0]!, staves[staffCount - 1]!];
        if (position === 0) {
          new StaveConnector(top, bottom).setType('brace').setContext(context).draw();
          new StaveConnector(top, bottom).setType('singleLeft').setContext(context).draw();
        }
        new StaveConnector(top, bottom).setType('singleRight').setContext(context).draw();
      }
      const noteStart = Math.max(...staves.map((st) => st.getNoteStartX()));
      for (const st of staves) st.setNoteStartX(noteStart);
      const formatter = new Formatter();
      for (const voices of parts.voices) formatter.joinVoices(voices);
      // A little room before the bar line, so that the last note of a bar does not touch it.
      formatter.format(parts.voices.flat(), staves[0]!.getNoteEndX() - noteStart - END_ROOM);
      const beams: Beam[] = [];
      parts.voices.forEach((voices, s) => {
        voices.forEach((voice, v) => {
          const stem = score.staves[s]!.stems[v] ?? 0;
          const beamable = voice.getTickables().filter((t): t is StemmableNote => !(t instanceof GhostNote));
          beams.push(
            ...Beam.generateBeams(beamable as StaveNote[], {
              ...(stem !== 0 ? { stemDirection: stem, maintainStemDirections: true } : {}),
              groups: Beam.getDefaultBeamGroups(score.timeSignature),
            }),
          );
          voice.draw(context, staves[s]!);
        });
      });
      for (const beam of beams) beam.setContext(context).draw();
      for (const tuplet of parts.tuplets) tuplet.setContext(context).draw();

      const points = new Map<number, number>();
      for (const { events, notes, staff, voice } of parts.notes) {
        events.forEach((event, i) => {
          const note = notes[i]!;
          if (!event.hidden && !points.has(event.start)) points.set(event.start, note.getAbsoluteX());
          const key = `${staff}:${voice}`;
          const before = previous.get(key);
          if (before && event.keys.length > 0) {
            const first: number[] = [];
            const last: number[] = [];
            before.event.keys.forEach((k, a) => {
              const b = event.keys.findIndex((other) => other.pitch === k.pitch);
              if (k.tie && b >= 0) {
                first.push(a);
                last.push(b);
              }
            });
            if (first.length > 0) {
              if (l > 0 && position === 0 && i === 0) {
                // A tie over a line break: half a tie at the end of the line, half at the start of the next.
                ties.push(new StaveTie({ firstNote: before.note, firstIndexes: first, lastIndexes: first }));
                ties.push(new StaveTie({ lastNote: note, firstIndexes: last, lastIndexes: last }));
              } else {
                ties.push(
                  new StaveTie({ firstNote: before.note, lastNote: note, firstIndexes: first, lastIndexes: last }),
                );
              }
            }
          }
          if (!event.hidden) previous.set(key, { note, event });
        });
      }
      const sorted = [...points.entries()].sort((a, b) => a[0] - b[0]);
      const end = bar.start + bar.beats;
      sorted.push([end, staves[0]!.getX() + staves[0]!.getWidth() - 6]);
      boxes.push({
        start: bar.start,
        end,
        top: (y - 10) * scale,
        bottom: (y + (staffCount - 1) * STAVE_GAP + 60) * scale,
        points: sorted.map(([beat, px]) => [beat, px * scale]),
      });
      x += widths[position]!;
    });
  }
  for (const tie of ties) tie.setContext(context).draw();
  if (!current()) return null;
  host.replaceChildren(...stage.childNodes);
  return { width, height, bars: boxes };
}
