import { NOTE_DANCE_LIMITS } from '@site/contracts';
import type { SheetNote, SheetPart } from '../sheet.js';
import { tooManyNotes } from './normalise.js';

/** A note or rest placed within its measure: `offset` beats from the measure's start. */
export type MeasureNote = Omit<SheetNote, 'start'> & { offset: number };

export interface Measure {
  /** How long the measure lasts in beats (the furthest its voices reach). */
  length: number;
  notes: MeasureNote[];
}

/** The repeat signs of one measure, as the first part (MusicXML) or first voice (ABC) writes them. */
export interface RepeatMarks {
  /** A left repeat sign at the measure's start. */
  repeatStart: boolean;
  /** A right repeat sign at the measure's end. */
  repeatEnd: boolean;
  /** How many times the repeated section is played, when the file says (MusicXML's `times`). */
  times?: number | undefined;
  /** The passes this measure is played on when it is a 1st/2nd… ending (volta); null when it is not in one. */
  ending: number[] | null;
}

/** A repeated section is played at most this many times, whatever the file asks (a hostile file asks a million). */
export const MAX_REPEAT_PASSES = 8;

/** Reads an ending's numbers: '1', '1, 2', '1-3', '1,3' (numbers above the pass limit are dropped). */
export function endingNumbers(label: string): number[] {
  const numbers = new Set<number>();
  for (const piece of label.split(/[,\s]+/)) {
    const range = /^(\d+)(?:-(\d+))?\.?$/.exec(piece.trim());
    if (!range) continue;
    const from = Number(range[1]);
    const to = Math.min(Number(range[2] ?? range[1]), MAX_REPEAT_PASSES);
    for (let n = from; n <= to; n++) numbers.add(n);
  }
  return [...numbers];
}

/**
 * The order the measures are played in, repeats expanded: a right repeat goes back to the last left repeat (or to
 * the start, or to just after the previous finished repeat), as many times as `times` says, else as the highest
 * ending that follows says, else twice; a measure in an ending is played only on the passes it names. Each section
 * is played at most `MAX_REPEAT_PASSES` times.
 */
export function playOrder(marks: readonly RepeatMarks[]): number[] {
  const order: number[] = [];
  let sectionStart = 0;
  let pass = 1;
  /** After a finished repeat, the endings that follow still follow that repeat's passes. */
  let closing = false;
  for (let i = 0; i < marks.length;) {
    const mark = marks[i]!;
    if (closing && !mark.ending) {
      closing = false;
      pass = 1;
      sectionStart = i;
    }
    if (mark.repeatStart && i !== sectionStart) {
      sectionStart = i;
      pass = 1;
    }
    if (mark.ending && !mark.ending.includes(pass)) {
      i++;
      continue;
    }
    order.push(i);
    if (mark.repeatEnd) {
      let passes = mark.times ?? 2;
      for (let j = i; j < marks.length && (j === i || marks[j]!.ending); j++) {
        passes = Math.max(passes, ...(marks[j]!.ending ?? []));
      }
      passes = Math.min(passes, MAX_REPEAT_PASSES);
      if (pass < passes) {
        pass++;
        i = sectionStart;
        continue;
      }
      closing = true;
      sectionStart = i + 1;
    }
    i++;
  }
  return order;
}

/**
 * Lays the measures of every part end to end in the order given: measure i lasts as long as its longest part
 * (parts that fall short are padded), notes get their place from the start of the piece. Stops with
 * `too_many_notes` as soon as the notes laid pass the limit, before building more.
 */
export function layOut(
  parts: readonly { part: Omit<SheetPart, 'notes'>; measures: readonly Measure[] }[],
  order: readonly number[],
): { parts: SheetPart[]; starts: number[] } {
  const count = Math.max(0, ...parts.map(({ measures }) => measures.length));
  const lengths: number[] = [];
  for (let i = 0; i < count; i++) lengths.push(Math.max(0, ...parts.map(({ measures }) => measures[i]?.length ?? 0)));
  const starts: number[] = [];
  let at = 0;
  for (const index of order) {
    starts.push(at);
    at += lengths[index] ?? 0;
  }
  let laid = 0;
  const out = parts.map(({ part, measures }) => {
    const notes: SheetNote[] = [];
    order.forEach((index, n) => {
      const measure = measures[index];
      if (!measure) return;
      laid += measure.notes.length;
      if (laid > NOTE_DANCE_LIMITS.notes) throw tooManyNotes();
      for (const { offset, ...note } of measure.notes) notes.push({ ...note, start: starts[n]! + offset });
    });
    return { ...part, notes };
  });
  return { parts: out, starts };
}
