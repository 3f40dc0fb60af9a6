/**
 * What a laid-out sheet should show, item by item, with the bars where each appears: the list the owner
 * compares with the drawing when a sheet renders wrong.
 */
import type { NotationEvent, NotationScore } from '../../../components/notation/layout';

export const CHECKLIST_ITEMS = [
  'clefs',
  'key',
  'time',
  'pickup',
  'ties',
  'chords',
  'accidentals',
  'rests',
  'beams',
  'dotted',
  'triplets',
] as const;
export type ChecklistItem = (typeof CHECKLIST_ITEMS)[number];

export interface ChecklistEntry {
  item: ChecklistItem;
  /** Bar numbers (as printed) where the item appears; empty when the sheet has none. */
  bars: number[];
}

const SHORT = new Set(['8', '16', '32', '64']);

/** True when a voice has two neighbouring notes of an eighth or shorter (VexFlow beams those within a beat). */
function beamed(events: NotationEvent[]): boolean {
  return events.some((e, i) => {
    const next = events[i + 1];
    return e.keys.length > 0 && SHORT.has(e.value.base) && !!next && next.keys.length > 0 && SHORT.has(next.value.base);
  });
}

export function checklist(score: NotationScore): ChecklistEntry[] {
  const found = new Map<ChecklistItem, Set<number>>(CHECKLIST_ITEMS.map((item) => [item, new Set()]));
  const mark = (item: ChecklistItem, bar: number) => found.get(item)!.add(bar);
  for (const bar of score.bars) {
    // Clefs, key and time are drawn at the start of every line (time on the first only): bar 1 stands for them.
    if (bar === score.bars[0]) {
      mark('clefs', bar.number);
      if (score.fifths !== 0) mark('key', bar.number);
      mark('time', bar.number);
    }
    if (bar.beats > 0 && bar.index === 0 && bar.number === 0) mark('pickup', bar.number);
    for (const staff of bar.staves) {
      for (const voice of staff.voices) {
        if (voice.tuplets.length > 0) mark('triplets', bar.number);
        if (beamed(voice.events)) mark('beams', bar.number);
        for (const event of voice.events) {
          if (event.hidden) continue;
          if (event.keys.length === 0) mark('rests', bar.number);
          if (event.keys.length > 1) mark('chords', bar.number);
          if (event.value.dots > 0) mark('dotted', bar.number);
          if (event.keys.some((k) => k.tie)) mark('ties', bar.number);
          if (event.keys.some((k) => k.accidental)) mark('accidentals', bar.number);
        }
      }
    }
  }
  return CHECKLIST_ITEMS.map((item) => ({ item, bars: [...found.get(item)!].sort((a, b) => a - b) }));
}
