import { Autocorrelator } from 'pitchy';

/** What one analysis window sounds like: its fundamental in hertz and how periodic it is (0 to 1). */
export interface DetectedPitch {
  frequency: number;
  /** The normalised autocorrelation at the chosen period: 1 is a perfectly repeating wave, white noise is near 0. */
  clarity: number;
}

export interface PitchDetectionOptions {
  /** Lowest fundamental looked for, in hertz; default just under A0 (27.5 Hz). */
  minFrequency?: number;
  /** Highest fundamental looked for, in hertz; default just over C8 (4,186 Hz). */
  maxFrequency?: number;
  /** A window quieter than this root-mean-square level (full scale is 1) is silence; default 0.001 (-60 dBFS). */
  minRms?: number;
  /** A pitch less clear than this is no pitch; default 0.8. */
  minClarity?: number;
}

export const DEFAULT_PITCH_DETECTION: Required<PitchDetectionOptions> = {
  minFrequency: 26,
  maxFrequency: 4400,
  minRms: 0.001,
  minClarity: 0.8,
};

/**
 * McLeod's "key maxima" rule: the period is the first key maximum whose height is at least this share of the
 * highest one, so that a window that repeats at one period (and therefore at every multiple of it) gives the period
 * itself, not a multiple.
 */
const KEY_MAXIMUM_SHARE = 0.9;

/** The shortest overlap, as a share of the window, at which the normalised autocorrelation is still trusted. */
const MIN_OVERLAP_SHARE = 1 / 8;

/**
 * Single-voice pitch detection by McLeod's pitch method (MPM, "A Smarter Way to Find Pitch", 2005): the normalised
 * square difference function (NSDF) of the window, computed from an FFT autocorrelation (pitchy's Autocorrelator),
 * and the first of its key maxima that is nearly as high as the highest one. The NSDF compares only the overlapping
 * part of the window with itself at each lag, so a 2,048-sample window still finds periods up to 7/8 of its length
 * (A0, 27.5 Hz, is 1,604 samples at 44.1 kHz and 1,745 at 48 kHz), which the usual half-window YIN cannot.
 * An instance keeps its buffers, so analysing a window allocates nothing; it analyses windows of one length only.
 */
export class PitchDetector {
  readonly size: number;
  private readonly options: Required<PitchDetectionOptions>;
  private readonly autocorrelator: Autocorrelator<Float64Array>;
  private readonly centred: Float64Array;
  private readonly nsdf: Float64Array;
  /** The refined lags and heights of the key maxima found in the current window (at most one every two lags). */
  private readonly keys: Float64Array;
  private readonly heights: Float64Array;
  /** The refined lag and height of the key maximum being measured. */
  private readonly peak = new Float64Array(2);

  constructor(size: number, options: PitchDetectionOptions = {}) {
    if (!Number.isInteger(size) || size < 64) throw new RangeError(`A window has at least 64 samples, not ${size}`);
    this.size = size;
    this.options = { ...DEFAULT_PITCH_DETECTION, ...options };
    this.autocorrelator = Autocorrelator.forFloat64Array(size);
    this.centred = new Float64Array(size);
    this.nsdf = new Float64Array(size);
    this.keys = new Float64Array((size >> 1) + 1);
    this.heights = new Float64Array((size >> 1) + 1);
  }

  /** The window's pitch, or null when it is silence (below minRms) or has no clear pitch in the range. */
  detect(samples: ArrayLike<number>, sampleRate: number, overrides?: PitchDetectionOptions): DetectedPitch | null {
    const size = this.size;
    if (samples.length !== size) throw new RangeError(`This detector reads ${size} samples, not ${samples.length}`);
    const { minFrequency, maxFrequency, minRms, minClarity } = overrides
      ? { ...this.options, ...overrides }
      : this.options;

    // The window without its mean (a microphone's DC offset would otherwise keep the NSDF from crossing zero).
    let sum = 0;
    for (let i = 0; i < size; i++) sum += samples[i]!;
    const mean = sum / size;
    const centred = this.centred;
    let energy = 0;
    for (let i = 0; i < size; i++) {
      const value = samples[i]! - mean;
      centred[i] = value;
      energy += value * value;
    }
    if (!(Math.sqrt(energy / size) >= minRms) || energy === 0) return null;

    const shortestLag = Math.max(2, Math.floor(sampleRate / maxFrequency));
    const longestLag = Math.min(Math.ceil(sampleRate / minFrequency) + 1, Math.floor(size * (1 - MIN_OVERLAP_SHARE)));
    if (longestLag <= shortestLag + 2) return null;

    // NSDF(τ) = 2·r(τ) / m(τ), where r is the autocorrelation over the overlap and m the energy of both overlapping
    // parts (m shrinks by the two samples that leave the overlap at each lag).
    const nsdf = this.nsdf;
    this.autocorrelator.autocorrelate(centred, nsdf);
    let m = 2 * energy;
    const end = longestLag + 2;
    for (let lag = 0; lag < end; lag++) {
      nsdf[lag] = m > 0 ? (2 * nsdf[lag]!) / m : 0;
      const first = centred[lag]!;
      const last = centred[size - 1 - lag]!;
      m -= first * first + last * last;
    }

    // Key maxima: the highest point between each upward and the next downward zero crossing, refined between
    // samples: a high note's period is a dozen samples, and its peak can fall halfway between two of them.
    const keys = this.keys;
    const heights = this.heights;
    let keyCount = 0;
    let highest = 0;
    let searching = false;
    let best = -1;
    for (let lag = 1; lag <= longestLag; lag++) {
      const previous = nsdf[lag - 1]!;
      const value = nsdf[lag]!;
      const crossedDown = previous > 0 && value <= 0;
      if (previous <= 0 && value > 0) {
        searching = true;
        best = lag;
      } else if (searching && !crossedDown && value > nsdf[best]!) {
        best = lag;
      }
      // A maximum still rising at the longest lag counts if it peaked inside the range.
      if (searching && (crossedDown || lag === longestLag)) {
        searching = false;
        if (best >= shortestLag && best < longestLag) {
          if (best < SHORT_PERIOD) {
            refineBySinc(nsdf, best, end, this.peak);
          } else {
            refineByParabola(nsdf, best, this.peak);
          }
          const height = Math.min(1, this.peak[1]!);
          keys[keyCount] = this.peak[0]!;
          heights[keyCount] = height;
          keyCount++;
          if (height > highest) highest = height;
        }
      }
    }
    if (keyCount === 0 || highest < minClarity) return null;

    let chosen = 0;
    while (heights[chosen]! < KEY_MAXIMUM_SHARE * highest) chosen++;
    const period = keys[chosen]!;
    const clarity = heights[chosen]!;
    if (clarity < minClarity) return null;
    const frequency = sampleRate / period;
    if (frequency < minFrequency || frequency > maxFrequency) return null;
    return { frequency, clarity };
  }
}

/**
 * Below this lag (in samples) a key maximum is refined by band-limited interpolation rather than by a parabola: at
 * ten or twenty samples a period, the upper partials make the peak too sharp for three points to describe, and its
 * height read from them falls under that of twice the period (an octave too low for the top octave).
 */
const SHORT_PERIOD = 48;
const LANCZOS_TAPS = 4;

/** The vertex of the parabola through the maximum at `index` and its neighbours: [lag, height]. */
function refineByParabola(data: Float64Array, index: number, out: Float64Array): void {
  const y0 = data[index - 1]!;
  const y1 = data[index]!;
  const y2 = data[index + 1]!;
  const curvature = y0 - 2 * y1 + y2;
  const shift = curvature < 0 ? (0.5 * (y0 - y2)) / curvature : 0;
  out[0] = index + shift;
  out[1] = y1 - 0.25 * (y0 - y2) * shift;
}

/** The NSDF between samples by Lanczos (windowed sinc) interpolation, LANCZOS_TAPS samples on each side. */
function interpolate(data: Float64Array, x: number, length: number): number {
  const base = Math.floor(x);
  if (base === x) return data[base]!;
  let sum = 0;
  let weights = 0;
  for (let i = base - LANCZOS_TAPS + 1; i <= base + LANCZOS_TAPS; i++) {
    if (i < 0 || i >= length) continue;
    const a = Math.PI * (x - i);
    const weight = (LANCZOS_TAPS * Math.sin(a) * Math.sin(a / LANCZOS_TAPS)) / (a * a);
    sum += data[i]! * weight;
    weights += weight;
  }
  // Normalised: the kernel's weights do not quite add up to 1 between samples, which would tilt the peak.
  return sum / weights;
}

/** The highest point within a sample of `index`, by interpolation on a 1/20-sample grid then a parabola: [lag, height]. */
function refineBySinc(data: Float64Array, index: number, length: number, out: Float64Array): void {
  let bestX = index;
  let bestY = data[index]!;
  for (let step = -20; step <= 20; step++) {
    if (step === 0) continue;
    const x = index + step / 20;
    const y = interpolate(data, x, length);
    if (y > bestY) {
      bestX = x;
      bestY = y;
    }
  }
  const y0 = interpolate(data, bestX - 0.05, length);
  const y2 = interpolate(data, bestX + 0.05, length);
  const curvature = y0 - 2 * bestY + y2;
  const shift = curvature < 0 ? (0.5 * (y0 - y2)) / curvature : 0;
  out[0] = bestX + 0.05 * shift;
  out[1] = bestY - 0.25 * (y0 - y2) * shift;
}

const detectors = new Map<number, PitchDetector>();

/**
 * The pitch of one window of a single voice, or null for silence or no clear pitch (see PitchDetector). Windows of
 * 2,048 samples suit the piano (down to A0); any length from 64 works, with one cached detector per length.
 */
export function detectPitch(
  samples: Float32Array,
  sampleRate: number,
  options?: PitchDetectionOptions,
): DetectedPitch | null {
  let detector = detectors.get(samples.length);
  if (!detector) {
    detector = new PitchDetector(samples.length);
    detectors.set(samples.length, detector);
  }
  return detector.detect(samples, sampleRate, options);
}
