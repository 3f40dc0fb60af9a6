/**
 * Draws the falling notes on a canvas: one lane per key, notes coloured by hand, the hit line, and a short flash
 * over a key when a note is hit or missed. Called every animation frame by the play view.
 */
import type { HitResult } from '@site/contracts';
import type { JudgedNote } from '@site/music';
import { noteBox, visibleRange, type KeyRect } from '../lib/piano-layout';

export interface Flash {
  pitch: number;
  result: HitResult | 'wrong';
  at: number;
}

const HAND_COLOURS = { right: '#2b6fd8', left: '#d8742b', none: '#2b9a5c' } as const;
const RESULT_COLOURS: Record<HitResult | 'wrong', string> = {
  perfect: '#efc940',
  great: '#5cc46e',
  good: '#4aa3df',
  miss: '#a0a4b0',
  wrong: '#d84a4a',
};
const FLASH_MS = 350;

export interface DrawInput {
  context: CanvasRenderingContext2D;
  width: number;
  height: number;
  keys: readonly KeyRect[];
  notes: readonly JudgedNote[];
  times: readonly number[];
  now: number;
  lookahead: number;
  msPerBeat: number;
  flashes: readonly Flash[];
  /** Play-clock time for the flashes. */
  clock: number;
  reducedMotion: boolean;
  waiting: ReadonlySet<number>;
}

export function drawFallingNotes(input: DrawInput): void {
  const { context, width, height, keys, notes, now, lookahead } = input;
  const hitLine = height - 6;
  context.clearRect(0, 0, width, height);
  context.fillStyle = '#14161c';
  context.fillRect(0, 0, width, height);
  const byPitch = new Map(keys.map((key) => [key.pitch, key]));
  // Lane lines at each C.
  context.fillStyle = 'rgba(255,255,255,0.08)';
  for (const key of keys) if (!key.black && key.pitch % 12 === 0) context.fillRect(key.x, 0, 1, height);

  const view = { now, lookahead, hitLine };
  const { from, to } = visibleRange(input.times, now, lookahead, 8_000);
  for (let index = from; index < to; index += 1) {
    const note = notes[index]!;
    const key = byPitch.get(note.pitch);
    if (!key) continue;
    const box = noteBox(note.time, note.duration * input.msPerBeat, view, height);
    if (!box) continue;
    const colour = note.result ? RESULT_COLOURS[note.result] : HAND_COLOURS[note.hand ?? 'none'];
    context.globalAlpha = note.result && note.result !== 'miss' ? 0.35 : 1;
    context.fillStyle = colour;
    const inset = key.black ? 1 : 2;
    context.fillRect(key.x + inset, box.top, key.width - inset * 2, box.bottom - box.top);
    if (input.waiting.has(index)) {
      context.strokeStyle = '#ffffff';
      context.lineWidth = 2;
      context.strokeRect(key.x + inset, box.top, key.width - inset * 2, box.bottom - box.top);
    }
  }
  context.globalAlpha = 1;
  context.fillStyle = '#efc940';
  context.fillRect(0, hitLine, width, 3);

  for (const flash of input.flashes) {
    const age = input.clock - flash.at;
    if (age < 0 || age > FLASH_MS) continue;
    const key = byPitch.get(flash.pitch);
    if (!key) continue;
    context.globalAlpha = input.reducedMotion ? 0.8 : 1 - age / FLASH_MS;
    context.fillStyle = RESULT_COLOURS[flash.result];
    const rise = input.reducedMotion ? 0 : age / 10;
    context.fillRect(key.x, hitLine - 24 - rise, key.width, 18);
  }
  context.globalAlpha = 1;
}
