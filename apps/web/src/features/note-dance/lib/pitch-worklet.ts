/**
 * The listen mode's AudioWorklet: runs the music engine's PitchTracker on the microphone's 128-sample quanta, off
 * the main thread's jank, and posts to the page each note onset (with its strike time on the AudioContext's clock)
 * and, every fourth hop or so, the level and pitch for the tuner.
 */
import { noteFromFrequency, PitchTracker, sensitivityOptions } from '@site/music';

// The AudioWorkletGlobalScope's names (not in TypeScript's DOM library).
declare const sampleRate: number;
declare const currentTime: number;
declare class AudioWorkletProcessor {
  readonly port: MessagePort;
  constructor(options?: { processorOptions?: unknown });
}
declare function registerProcessor(name: string, processor: new (options: never) => AudioWorkletProcessor): void;

export interface PitchWorkletOptions {
  sensitivity: number;
}

/** A message from the worklet. `at` is seconds on the AudioContext's clock. */
export type PitchWorkletMessage =
  | { type: 'onset'; midi: number; at: number }
  | { type: 'level'; rms: number; frequency: number | null; clarity: number; midi: number | null; cents: number };

/** Samples between two tuner updates (about 23 ms at 44.1 kHz). */
const LEVEL_EVERY = 1024;

class PitchProcessor extends AudioWorkletProcessor {
  private readonly tracker: PitchTracker;
  private startedAt: number | null = null;
  private sinceLevel = 0;

  constructor(options: { processorOptions?: PitchWorkletOptions }) {
    super(options);
    this.tracker = new PitchTracker({
      sampleRate,
      ...sensitivityOptions(options.processorOptions?.sensitivity ?? 0.5),
    });
    this.port.onmessage = (event: MessageEvent<{ sensitivity?: number }>) => {
      if (typeof event.data.sensitivity === 'number')
        this.tracker.setSensitivity(sensitivityOptions(event.data.sensitivity));
    };
  }

  process(inputs: Float32Array[][]): boolean {
    const samples = inputs[0]?.[0];
    if (!samples) return true;
    this.startedAt ??= currentTime;
    for (const onset of this.tracker.push(samples))
      this.port.postMessage({
        type: 'onset',
        midi: onset.midi,
        at: this.startedAt + onset.time,
      } satisfies PitchWorkletMessage);
    this.sinceLevel += samples.length;
    if (this.sinceLevel >= LEVEL_EVERY) {
      this.sinceLevel = 0;
      const pitch = this.tracker.pitch;
      const note = pitch ? noteFromFrequency(pitch.frequency) : null;
      this.port.postMessage({
        type: 'level',
        rms: this.tracker.rms,
        frequency: pitch?.frequency ?? null,
        clarity: pitch?.clarity ?? 0,
        midi: note?.midi ?? null,
        cents: note?.cents ?? 0,
      } satisfies PitchWorkletMessage);
    }
    return true;
  }
}

registerProcessor('note-dance-pitch', PitchProcessor as never);
