/**
 * The server's defence against forged records: whether a claimed play summary could have come from the judge
 * playing this sheet. It cannot prove a play happened; it refuses what no play could give.
 */
import { NOTE_DANCE_LIMITS } from '@site/contracts';
import { playableNotes, sheetLength, type Sheet } from '../sheet.js';
import { accuracyOf, DEFAULT_TIMING_WINDOWS, scoreBounds, type PlaySummary, type TimingWindows } from './scoring.js';

export interface CheckScoreOptions {
  /** Parts the player switched off (their notes were not played). */
  skipParts?: string[];
  /** The timing windows in force (the owner's settings); the defaults otherwise. */
  windows?: TimingWindows;
}

/** Accuracy is sent with two decimals: a claim may differ from the counts' by rounding only. */
const ACCURACY_TOLERANCE = 0.011;
/** Tempo is sent with two decimals. */
const TEMPO_TOLERANCE_BPM = 0.01;
/** Clocks drift and frames fall late: a play may look this much shorter than the notes' span (2 %, ≥ 250 ms). */
const SHORT_TOLERANCE = { share: 0.02, minMs: 250 };
/** Without wait mode a play ends when the song does: allowed this much past the sheet's end (10 %, + 5 s). */
const LONG_TOLERANCE = { share: 0.1, extraMs: 5_000 };
/** In wait mode the song waits as long as the player needs, but not for days. */
export const WAIT_MODE_MAX_DURATION_MS = 3 * 60 * 60 * 1000;

const COUNT_FIELDS = [
  'score',
  'combo',
  'max_combo',
  'notes_hit',
  'notes_total',
  'perfect',
  'great',
  'good',
  'miss',
  'wrong',
] as const;

/**
 * The reasons a claimed summary is implausible for this sheet (empty: plausible). Each reason starts with the
 * field it is about.
 */
export function checkScore(sheet: Sheet, claimed: PlaySummary, options: CheckScoreOptions = {}): string[] {
  const reasons: string[] = [];
  for (const field of COUNT_FIELDS) {
    const value = claimed[field];
    if (!Number.isSafeInteger(value) || value < 0) reasons.push(`${field}: must be a whole number ≥ 0`);
  }
  for (const field of ['accuracy', 'tempo_bpm', 'duration_ms'] as const) {
    const value = claimed[field];
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
      reasons.push(`${field}: must be a number ≥ 0`);
  }
  if (typeof claimed.wait_mode !== 'boolean') reasons.push('wait_mode: must be true or false');
  if (reasons.length > 0) return reasons;

  const skip = new Set(options.skipParts ?? []);
  const partIds = new Set(sheet.parts.map((part) => part.id));
  for (const id of skip) if (!partIds.has(id)) reasons.push(`skipParts: the sheet has no part ${JSON.stringify(id)}`);
  const notes = playableNotes(sheet, skip);
  if (notes.length === 0) {
    reasons.push('notes_total: the parts played have no notes');
    return reasons;
  }

  // Counts.
  const { perfect, great, good, miss, wrong } = claimed;
  const hits = perfect + great + good;
  if (claimed.notes_total !== notes.length)
    reasons.push(`notes_total: ${claimed.notes_total}, but the parts played have ${notes.length} notes`);
  if (claimed.notes_hit > claimed.notes_total)
    reasons.push(`notes_hit: ${claimed.notes_hit} is more than notes_total ${claimed.notes_total}`);
  if (claimed.notes_hit !== hits)
    reasons.push(`notes_hit: ${claimed.notes_hit}, but perfect + great + good is ${hits}`);
  if (hits + miss !== claimed.notes_total)
    reasons.push(`miss: perfect + great + good + miss is ${hits + miss}, not notes_total ${claimed.notes_total}`);

  // Combo: runs of hits are broken by misses and wrong notes only.
  if (claimed.max_combo > hits) reasons.push(`max_combo: ${claimed.max_combo} is more than the ${hits} notes hit`);
  if (claimed.combo > claimed.max_combo) reasons.push(`combo: ${claimed.combo} is more than max_combo`);
  if (hits > 0 && claimed.max_combo === 0) reasons.push('max_combo: 0 although notes were hit');
  if (claimed.max_combo > 0 && claimed.max_combo <= hits) {
    const runs = Math.ceil(hits / claimed.max_combo);
    if (runs - 1 > miss + wrong)
      reasons.push(
        `max_combo: ${hits} hits in runs of at most ${claimed.max_combo} need ${runs - 1} breaks, ` +
          `but there are ${miss + wrong} misses and wrong notes`,
      );
  }

  // Accuracy and score follow from the counts.
  const counts = { perfect, great, good, miss };
  const accuracy = accuracyOf(counts);
  if (Math.abs(claimed.accuracy - accuracy) > ACCURACY_TOLERANCE)
    reasons.push(`accuracy: ${claimed.accuracy}, but the counts give ${accuracy}`);
  if (claimed.max_combo <= hits) {
    const bounds = scoreBounds(counts, claimed.max_combo);
    if (claimed.score > bounds.max)
      reasons.push(`score: ${claimed.score} is more than the ${bounds.max} these counts and max_combo allow`);
    else if (claimed.score < bounds.min)
      reasons.push(`score: ${claimed.score} is less than the ${bounds.min} these counts and max_combo give`);
  }

  // Tempo: the tempo control's range around the sheet's tempo.
  const slowest = sheet.tempo * NOTE_DANCE_LIMITS.tempoScaleMin;
  const fastest = sheet.tempo * NOTE_DANCE_LIMITS.tempoScaleMax;
  const tempoOk =
    claimed.tempo_bpm >= slowest - TEMPO_TOLERANCE_BPM && claimed.tempo_bpm <= fastest + TEMPO_TOLERANCE_BPM;
  if (!tempoOk)
    reasons.push(`tempo_bpm: ${claimed.tempo_bpm} is outside ${round2(slowest)}..${round2(fastest)} for this sheet`);

  // Duration: the song cannot be played faster than its notes at that tempo, nor (without waiting) much longer.
  if (tempoOk && claimed.tempo_bpm > 0) {
    const msPerBeat = 60_000 / claimed.tempo_bpm;
    const span = (notes[notes.length - 1]!.start - notes[0]!.start) * msPerBeat;
    const good = (options.windows ?? DEFAULT_TIMING_WINDOWS).good;
    const shortest = span - good - Math.max(SHORT_TOLERANCE.minMs, span * SHORT_TOLERANCE.share);
    if (claimed.duration_ms < shortest)
      reasons.push(
        `duration_ms: ${claimed.duration_ms} is shorter than the notes take at ${claimed.tempo_bpm} bpm ` +
          `(${Math.round(shortest)} at least)`,
      );
    const length = sheetLength(sheet) * msPerBeat;
    const longest = claimed.wait_mode
      ? WAIT_MODE_MAX_DURATION_MS
      : length * (1 + LONG_TOLERANCE.share) + LONG_TOLERANCE.extraMs;
    if (claimed.duration_ms > longest)
      reasons.push(
        `duration_ms: ${claimed.duration_ms} is longer than a play of this sheet` +
          `${claimed.wait_mode ? ' in wait mode' : ` at ${claimed.tempo_bpm} bpm without wait mode`} ` +
          `(${Math.round(longest)} at most)`,
      );
  }
  return reasons;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
