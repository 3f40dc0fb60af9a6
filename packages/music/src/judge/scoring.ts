/**
 * How a play-through is scored: the timing windows that grade a key press, the points of each grade, the combo
 * bonus, the accuracy, and the summary that travels to the server (snake_case, as it is).
 */
import { HIT_RESULTS, type HitResult } from '@site/contracts';

/**
 * How far (ms, either side of the note's time) a press may be from its note and still earn each grade; a press
 * further than `good` from every note of its pitch is a wrong note. The owner's settings may change them.
 */
export interface TimingWindows {
  perfect: number;
  great: number;
  good: number;
}

/**
 * Defaults from rhythm-game practice, a little wider than the arcade games' because a piano key travels and a
 * MIDI or microphone input adds some latency: ±45 ms is about one frame and a half of drawing at 30 fps either
 * side, ±140 ms is where a note is plainly early or late to the ear.
 */
export const DEFAULT_TIMING_WINDOWS: Readonly<TimingWindows> = Object.freeze({ perfect: 45, great: 90, good: 140 });

/** What a setting may choose: each window 10..500 ms, perfect ≤ great ≤ good. */
export const TIMING_WINDOW_LIMITS = Object.freeze({ min: 10, max: 500 });

/** The reasons a set of timing windows is refused (empty when it is usable). */
export function checkTimingWindows(windows: TimingWindows): string[] {
  const reasons: string[] = [];
  for (const grade of ['perfect', 'great', 'good'] as const) {
    const ms = windows[grade];
    if (!Number.isFinite(ms) || ms < TIMING_WINDOW_LIMITS.min || ms > TIMING_WINDOW_LIMITS.max)
      reasons.push(`${grade}: the window must be ${TIMING_WINDOW_LIMITS.min}..${TIMING_WINDOW_LIMITS.max} ms`);
  }
  if (reasons.length === 0 && !(windows.perfect <= windows.great && windows.great <= windows.good))
    reasons.push('windows: perfect ≤ great ≤ good');
  return reasons;
}

/** The grade of a press `offsetMs` away from its note (either side), or 'miss' beyond the good window. */
export function gradeOffset(offsetMs: number, windows: TimingWindows = DEFAULT_TIMING_WINDOWS): HitResult {
  const distance = Math.abs(offsetMs);
  if (distance <= windows.perfect) return 'perfect';
  if (distance <= windows.great) return 'great';
  if (distance <= windows.good) return 'good';
  return 'miss';
}

/** Points of each grade, before the combo bonus. */
export const HIT_POINTS: Readonly<Record<HitResult, number>> = Object.freeze({
  perfect: 300,
  great: 200,
  good: 100,
  miss: 0,
});

/**
 * The combo bonus: the hit that makes the combo `c` earns `step × min(c − 1, cap)` more points, whatever its
 * grade (the first hit of a run earns none, the 41st and later of an unbroken run earn 200). A miss or a wrong
 * note ends the run.
 */
export const COMBO_BONUS = Object.freeze({ step: 5, cap: 40 });

/** The bonus of the hit that brings the combo to `combo`. */
export function comboBonus(combo: number): number {
  return combo < 1 ? 0 : COMBO_BONUS.step * Math.min(combo - 1, COMBO_BONUS.cap);
}

/** The bonus an unbroken run of `length` hits earns in all (the sum of `comboBonus(1..length)`). */
export function runBonus(length: number): number {
  if (length < 2) return 0;
  const { step, cap } = COMBO_BONUS;
  const steps = length - 1;
  if (steps <= cap) return (step * steps * (steps + 1)) / 2;
  return step * ((cap * (cap + 1)) / 2 + (steps - cap) * cap);
}

/** Weight of each grade in the accuracy: a perfect counts whole, a great three quarters, a good half. */
export const ACCURACY_WEIGHTS: Readonly<Record<HitResult, number>> = Object.freeze({
  perfect: 1,
  great: 0.75,
  good: 0.5,
  miss: 0,
});

export type ResultCounts = Record<HitResult, number>;

/** Accuracy in percent (0..100, two decimals), weighted by grade over the judged notes; 0 when none is judged. */
export function accuracyOf(counts: ResultCounts): number {
  let judged = 0;
  let weighted = 0;
  for (const result of HIT_RESULTS) {
    judged += counts[result];
    weighted += counts[result] * ACCURACY_WEIGHTS[result];
  }
  return judged === 0 ? 0 : Math.round((weighted / judged) * 10_000) / 100;
}

/**
 * The lowest and highest score a play with these counts and this longest run can have: the grades' points are
 * fixed by the counts, the bonus depends on how the hits fall into runs. The longest run exists once at least
 * (lowest: every other hit alone); at most the hits pack into runs of the longest length.
 */
export function scoreBounds(counts: ResultCounts, maxCombo: number): { min: number; max: number } {
  const base = HIT_RESULTS.reduce((sum, result) => sum + counts[result] * HIT_POINTS[result], 0);
  const hits = counts.perfect + counts.great + counts.good;
  if (hits === 0 || maxCombo < 1) return { min: base, max: base };
  const longest = Math.min(maxCombo, hits);
  return {
    min: base + runBonus(longest),
    max: base + Math.floor(hits / longest) * runBonus(longest) + runBonus(hits % longest),
  };
}

/** The running counts of a play, as the judge keeps them. */
export interface PlayTally extends ResultCounts {
  /** Presses that matched no note (wrong key, or too far from every note of that pitch). */
  wrong: number;
  combo: number;
  max_combo: number;
  score: number;
}

export function emptyTally(): PlayTally {
  return { perfect: 0, great: 0, good: 0, miss: 0, wrong: 0, combo: 0, max_combo: 0, score: 0 };
}

/** One play-through's result, as the game shows it and sends it to the server (the server checks it). */
export interface PlaySummary {
  score: number;
  /** The combo when the play ended. */
  combo: number;
  max_combo: number;
  /** Percent, 0..100, two decimals (see `accuracyOf`). */
  accuracy: number;
  /** perfect + great + good. */
  notes_hit: number;
  /** The playable notes of the parts played (hands switched off left out). */
  notes_total: number;
  perfect: number;
  great: number;
  good: number;
  miss: number;
  wrong: number;
  /** Quarter notes per minute the player played at: the sheet's tempo times the tempo control, two decimals. */
  tempo_bpm: number;
  /** From the song's start to the end of the play, pauses left out; in wait mode the waiting counts. */
  duration_ms: number;
  /** The song waited at each note for the player (the timing grades then measure reaction, see the judge). */
  wait_mode: boolean;
}

/** The summary of a play from its tally; `notes_total` defaults to the notes judged (every note, once ended). */
export function summarizePlay(
  tally: PlayTally,
  play: { tempo_bpm: number; duration_ms: number; wait_mode: boolean; notes_total?: number },
): PlaySummary {
  const notesHit = tally.perfect + tally.great + tally.good;
  return {
    score: tally.score,
    combo: tally.combo,
    max_combo: tally.max_combo,
    accuracy: accuracyOf(tally),
    notes_hit: notesHit,
    notes_total: play.notes_total ?? notesHit + tally.miss,
    perfect: tally.perfect,
    great: tally.great,
    good: tally.good,
    miss: tally.miss,
    wrong: tally.wrong,
    tempo_bpm: Math.round(play.tempo_bpm * 100) / 100,
    duration_ms: Math.max(0, Math.round(play.duration_ms)),
    wait_mode: play.wait_mode,
  };
}
