import { DEFAULT_PITCH_DETECTION, PitchDetector, type DetectedPitch, type PitchDetectionOptions } from './detect.js';
import { midiFromFrequency } from './note.js';

/** A note the tracker heard begin. */
export interface PitchOnset {
  /** MIDI note number. */
  midi: number;
  /** When the note began, in seconds from the tracker's first sample: the energy onset when there was one. */
  time: number;
  /** When the tracker reported it, in seconds from its first sample (the end of the hop that confirmed it). */
  reportedAt: number;
  /** The mean of the confirming frames' frequencies, in hertz. */
  frequency: number;
  /** The mean of their clarities. */
  clarity: number;
}

export interface PitchTrackerOptions extends PitchDetectionOptions {
  sampleRate: number;
  /** Samples analysed at each step; default 2,048 (enough for A0 at 48 kHz). */
  windowSize?: number;
  /** Samples between steps; default 512 (11.6 ms at 44.1 kHz). Must divide windowSize. */
  hopSize?: number;
  /** Consecutive frames that must agree before a note is reported; default 2. */
  confirmFrames?: number;
  /** How far (in cents) a frame may be from the first of the run and still agree; default 50. */
  agreeCents?: number;
  /** A hop whose power is this many times the highest of the window before it is a new strike; default 2 (+3 dB). */
  onsetRatio?: number;
  /** Frames without a pitch after which the sounding note is over; default 3. */
  releaseFrames?: number;
}

/**
 * Microphone sensitivity, 0 (least: loud and clear notes only) to 1 (most), as tracker thresholds: the silence level
 * falls from -40 dBFS to -80 dBFS and the clarity needed from 0.9 to 0.7; 0.5 gives the defaults (-60 dBFS, 0.8).
 */
export function sensitivityOptions(sensitivity: number): { minRms: number; minClarity: number } {
  const s = Math.min(1, Math.max(0, Number.isFinite(sensitivity) ? sensitivity : 0.5));
  return { minRms: 10 ** ((-40 - 40 * s) / 20), minClarity: 0.9 - 0.2 * s };
}

/** Intervals at which a piano tone's partials make a pitch detector hear the wrong note: octave, twelfth, 2 octaves. */
const HARMONIC_STEPS = new Set([12, 19, 24]);

/** A harmonic-looking change of note with no new strike must last this many times confirmFrames to be reported. */
const HARMONIC_PATIENCE = 3;

/**
 * Turns a stream of samples into note onsets. Every hop it analyses the newest window (PitchDetector) and reports
 * a note when:
 * - `confirmFrames` consecutive frames find a pitch within `agreeCents` of the run's first frame (the note is the
 *   rounded mean of their MIDI numbers), and
 * - either a new strike (an energy onset: a hop `onsetRatio` times more powerful than the loudest hop of the window
 *   before it, and above the silence level) came before them and has not been reported yet — so a re-struck note
 *   is reported again — or the note differs from the last one reported. A change to an octave, a twelfth or two
 *   octaves of the last note without a new strike is what a decaying piano tone's partials often look like, so it
 *   must last HARMONIC_PATIENCE times as long.
 * After an energy onset, frames whose window holds less than half new sound are not counted, so the old note's
 * ringing is not taken for the new one. `releaseFrames` frames without a pitch end the sounding note (silence).
 */
export class PitchTracker {
  readonly sampleRate: number;
  readonly windowSize: number;
  readonly hopSize: number;
  private readonly detector: PitchDetector;
  private readonly confirmFrames: number;
  private readonly agreeSemitones: number;
  private readonly onsetRatio: number;
  private readonly releaseFrames: number;
  private minRms: number;
  private minClarity: number;

  private readonly window: Float32Array;
  private readonly hopPowers: Float64Array;
  private filled = 0;
  /** Samples analysed so far (whole hops). */
  private analysed = 0;
  private hopIndex = 0;

  private pendingOnset: number | null = null;
  private runMidi = 0;
  private runCount = 0;
  private runStart = 0;
  private runFrequency = 0;
  private runClarity = 0;
  private runMidiSum = 0;
  private silentFrames = 0;
  private lastReported: number | null = null;
  private sounding: number | null = null;
  private last: DetectedPitch | null = null;
  private level = 0;

  constructor(options: PitchTrackerOptions) {
    this.sampleRate = options.sampleRate;
    this.windowSize = options.windowSize ?? 2048;
    this.hopSize = options.hopSize ?? 512;
    if (!(this.sampleRate > 0)) throw new RangeError('The sample rate must be positive');
    if (this.windowSize % this.hopSize !== 0) throw new RangeError('The hop size must divide the window size');
    this.confirmFrames = Math.max(1, options.confirmFrames ?? 2);
    this.agreeSemitones = (options.agreeCents ?? 50) / 100;
    this.onsetRatio = options.onsetRatio ?? 2;
    this.releaseFrames = Math.max(1, options.releaseFrames ?? 3);
    this.minRms = options.minRms ?? DEFAULT_PITCH_DETECTION.minRms;
    this.minClarity = options.minClarity ?? DEFAULT_PITCH_DETECTION.minClarity;
    this.detector = new PitchDetector(this.windowSize, {
      minFrequency: options.minFrequency ?? DEFAULT_PITCH_DETECTION.minFrequency,
      maxFrequency: options.maxFrequency ?? DEFAULT_PITCH_DETECTION.maxFrequency,
    });
    this.window = new Float32Array(this.windowSize);
    this.hopPowers = new Float64Array(this.windowSize / this.hopSize);
  }

  /** Changes the silence level and the clarity needed while running (the microphone sensitivity setting). */
  setSensitivity(options: { minRms?: number; minClarity?: number }): void {
    if (options.minRms !== undefined) this.minRms = options.minRms;
    if (options.minClarity !== undefined) this.minClarity = options.minClarity;
  }

  /** The note sounding now (MIDI), or null in silence. */
  get note(): number | null {
    return this.sounding;
  }

  /** The latest frame's pitch (for a tuner), or null when it had none. */
  get pitch(): DetectedPitch | null {
    return this.last;
  }

  /** The latest window's RMS level (full scale 1). */
  get rms(): number {
    return this.level;
  }

  /** Seconds of sound analysed so far. */
  get time(): number {
    return this.analysed / this.sampleRate;
  }

  /** Forgets everything heard (the next sample is time 0 again). */
  reset(): void {
    this.window.fill(0);
    this.hopPowers.fill(0);
    this.filled = 0;
    this.analysed = 0;
    this.hopIndex = 0;
    this.pendingOnset = null;
    this.runCount = 0;
    this.silentFrames = 0;
    this.lastReported = null;
    this.sounding = null;
    this.last = null;
    this.level = 0;
  }

  /** Feeds samples of any length (e.g. 128-sample audio quanta); answers the notes that began, in order. */
  push(samples: ArrayLike<number>): PitchOnset[] {
    const onsets: PitchOnset[] = [];
    const window = this.window;
    const hop = this.hopSize;
    const tail = this.windowSize - hop;
    let offset = 0;
    while (offset < samples.length) {
      const take = Math.min(hop - this.filled, samples.length - offset);
      for (let i = 0; i < take; i++) window[tail + this.filled + i] = samples[offset + i]!;
      this.filled += take;
      offset += take;
      if (this.filled === hop) {
        const onset = this.step();
        if (onset) onsets.push(onset);
        // The window moves on by one hop: its newest hop is filled by the next samples.
        window.copyWithin(0, hop);
        this.filled = 0;
      }
    }
    return onsets;
  }

  /** Analyses the window whose newest hop has just been filled. */
  private step(): PitchOnset | null {
    const window = this.window;
    const hop = this.hopSize;
    const start = this.windowSize - hop;
    const hopStartSample = this.analysed;
    this.analysed += hop;
    const now = this.analysed;
    // A strike whose note never became clear within two and a half windows is forgotten.
    if (this.pendingOnset !== null && now - this.pendingOnset > 2.5 * this.windowSize) this.pendingOnset = null;

    // The new strike: this hop's power against the loudest hop of the window before it.
    let power = 0;
    for (let i = start; i < this.windowSize; i++) power += window[i]! * window[i]!;
    power /= hop;
    let before = 0;
    for (let i = 0; i < this.hopPowers.length; i++) before = Math.max(before, this.hopPowers[i]!);
    this.hopPowers[this.hopIndex] = power;
    this.hopIndex = (this.hopIndex + 1) % this.hopPowers.length;
    if (power > this.onsetRatio * before && Math.sqrt(power) >= this.minRms) {
      // Where in the hop it began: the first 32-sample block already that much louder than before.
      const threshold = this.onsetRatio * before;
      let at = 0;
      for (let block = start; block < this.windowSize; block += 32) {
        let blockPower = 0;
        for (let i = block; i < block + 32 && i < this.windowSize; i++) blockPower += window[i]! * window[i]!;
        if (blockPower / 32 > threshold) {
          at = block - start;
          break;
        }
      }
      this.pendingOnset = hopStartSample + at;
      this.runCount = 0;
    }

    let energy = 0;
    for (let i = 0; i < this.windowSize; i++) energy += window[i]! * window[i]!;
    this.level = Math.sqrt(energy / this.windowSize);
    const pitch = this.detector.detect(window, this.sampleRate, { minRms: this.minRms, minClarity: this.minClarity });
    this.last = pitch;

    if (!pitch) {
      this.runCount = 0;
      this.silentFrames++;
      if (this.silentFrames >= this.releaseFrames) this.sounding = null;
      return null;
    }
    this.silentFrames = 0;
    // Right after a strike, the window still holds mostly the sound before it.
    if (this.pendingOnset !== null && now - this.pendingOnset < this.windowSize / 4) return null;

    const midi = midiFromFrequency(pitch.frequency);
    if (this.runCount > 0 && Math.abs(midi - this.runMidi) <= this.agreeSemitones) {
      this.runCount++;
      this.runMidiSum += midi;
      this.runFrequency += pitch.frequency;
      this.runClarity += pitch.clarity;
    } else {
      this.runMidi = midi;
      this.runCount = 1;
      this.runStart = now;
      this.runMidiSum = midi;
      this.runFrequency = pitch.frequency;
      this.runClarity = pitch.clarity;
    }
    if (this.runCount < this.confirmFrames) return null;

    const note = Math.round(this.runMidiSum / this.runCount);
    const struck = this.pendingOnset !== null;
    if (!struck) {
      if (note === this.lastReported) {
        this.sounding = note;
        return null;
      }
      const harmonic = this.lastReported !== null && HARMONIC_STEPS.has(Math.abs(note - this.lastReported));
      if (harmonic && this.runCount < HARMONIC_PATIENCE * this.confirmFrames) return null;
    }
    const onsetSample = this.pendingOnset ?? Math.max(0, this.runStart - this.windowSize / 2);
    const onset: PitchOnset = {
      midi: note,
      time: onsetSample / this.sampleRate,
      reportedAt: now / this.sampleRate,
      frequency: this.runFrequency / this.runCount,
      clarity: this.runClarity / this.runCount,
    };
    this.pendingOnset = null;
    this.lastReported = note;
    this.sounding = note;
    return onset;
  }
}
