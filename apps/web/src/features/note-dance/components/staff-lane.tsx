import type { Sheet } from '@site/music';
import { useCallback, useEffect, useRef, useState } from 'react';
import { SheetNotation } from '../../../components/notation/sheet-notation';
import styles from './note-dance.module.css';

export interface StaffLaneProps {
  sheet: Sheet;
  /** The song's position now in beats (quarter notes from the first beat), null before the song is under way. */
  beatNow: () => number | null;
  /** Whether the song is moving: the cursor follows it frame by frame only then. */
  running: boolean;
  reducedMotion: boolean;
}

/** Beats the cursor must move before it is drawn again: a 64th note, finer than a pixel at any tempo played. */
const CURSOR_STEP = 1 / 16;

/**
 * The staff view of the play: the song as notation with a cursor at the song's position (standing still at a note
 * the song waits for in wait mode), the line being played kept in view. Loaded only when the player picks it:
 * VexFlow and its font come with it.
 */
export default function StaffLane({ sheet, beatNow, running, reducedMotion }: StaffLaneProps) {
  const [beat, setBeat] = useState(0);
  const scroller = useRef<HTMLDivElement>(null);

  // One frame loop of its own: only this lane re-renders as the cursor moves (the score itself is not redrawn).
  useEffect(() => {
    if (!running) return;
    let frame = 0;
    const step = () => {
      const now = beatNow();
      const at = now === null ? 0 : Math.max(0, now);
      setBeat((before) => (Math.abs(at - before) >= CURSOR_STEP ? Math.floor(at / CURSOR_STEP) * CURSOR_STEP : before));
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [running, beatNow]);

  // A new line of the score scrolls into the lane's view, a little of the line before still showing.
  const follow = useCallback(
    (line: { top: number; height: number } | null) => {
      const box = scroller.current;
      if (!box || !line) return;
      const margin = 12;
      if (line.top >= box.scrollTop + margin && line.top + line.height <= box.scrollTop + box.clientHeight) return;
      box.scrollTo({ top: Math.max(0, line.top - margin), behavior: reducedMotion ? 'auto' : 'smooth' });
    },
    [reducedMotion],
  );

  return (
    <div ref={scroller} className={styles.staffLane} data-testid="staff-lane" data-beat={beat.toFixed(2)}>
      <SheetNotation sheet={sheet} highlight={beat} onCursorLine={follow} />
    </div>
  );
}
