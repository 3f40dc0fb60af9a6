import { frequencyFromMidi } from './note.js';

/**
 * Synthetic, deterministic sounds for the pitch detector's tests and its benchmark: piano-like tones and noise from
 * a seeded generator, so that every run hears exactly the same samples.
 */

/** mulberry32: a small seeded generator of numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A standard normal number (Box–Muller) from a uniform generator. */
export function gaussian(random: () => number): number {
  const u = 1 - random();
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** A pure sine wave. */
export function sine(frequency: number, sampleRate: number, length: number, amplitude = 0.5, phase = 0): Float32Array {
  const out = new Float32Array(length);
  const step = (2 * Math.PI * frequency) / sampleRate;
  for (let i = 0; i < length; i++) out[i] = amplitude * Math.sin(phase + step * i);
  return out;
}

export function rms(samples: ArrayLike<number>, from = 0, to = samples.length): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += samples[i]! * samples[i]!;
  return to > from ? Math.sqrt(sum / (to - from)) : 0;
}

/** Adds white Gaussian noise whose level is `snrDb` below `reference` (an RMS level), in place. */
export function addNoise(samples: Float32Array, reference: number, snrDb: number, random: () => number): Float32Array {
  const level = reference / 10 ** (snrDb / 20);
  for (let i = 0; i < samples.length; i++) samples[i] = samples[i]! + level * gaussian(random);
  return samples;
}

export interface PianoToneOptions {
  midi: number;
  sampleRate: number;
  /** Seconds of sound. */
  duration: number;
  /** 0 to 1; louder notes are brighter. Default 0.7. */
  velocity?: number;
  seed?: number;
  /** Peak level of the tone, full scale 1. Default 0.3. */
  amplitude?: number;
}

/**
 * The stiffness coefficient B of a piano string, rising from 1e-4 in the bass to 1e-3 at C8 (real pianos run from
 * about 1e-4 on the long bass strings to 1e-3 and more on the short treble ones).
 */
export function inharmonicity(midi: number): number {
  return 1e-4 * 10 ** Math.min(1, Math.max(0, (midi - 21) / 87));
}

/**
 * A piano-like tone, onset at the first sample:
 * - partials n = 1..12 (those below 0.45 × the sample rate) at n·f0·√(1 + B·n²) (stretched by the string's
 *   stiffness B, see `inharmonicity`);
 * - partial amplitudes of a string struck at 1/8 of its length (|sin(πn/8)| / n, so the 8th is nearly missing),
 *   brighter when louder, each varied by up to ±3 dB, and a soundboard that radiates little below 80 Hz (a
 *   second-order high-pass), so the fundamental of the lowest notes is 10 to 20 dB under their second partial;
 * - two strings a few tenths of a cent apart (one string below D#2), struck in phase, which beat slowly as real
 *   unisons do;
 * - exponential decay, 60 dB in 20 s at A0 down to 0.5 s at C8, upper partials faster;
 * - a 2 ms rise and a hammer's thump (10 ms of low-passed noise).
 */
export function pianoTone(options: PianoToneOptions): Float32Array {
  const { midi, sampleRate, duration } = options;
  const velocity = options.velocity ?? 0.7;
  const random = seededRandom(options.seed ?? midi);
  const length = Math.round(duration * sampleRate);
  const out = new Float32Array(length);
  const f0 = frequencyFromMidi(midi);
  const stiffness = inharmonicity(midi);
  const register = Math.min(1, Math.max(0, (midi - 21) / 87));
  const t60 = 20 * (0.5 / 20) ** register;
  const strings = midi < 39 ? 1 : 2;
  const buffer = new Float64Array(length);
  for (let n = 1; n <= 12; n++) {
    const partial = n * f0 * Math.sqrt(1 + stiffness * n * n);
    if (partial >= 0.45 * sampleRate) break;
    const strike = Math.abs(Math.sin((Math.PI * n) / 8)) / n ** (1.3 - 0.5 * velocity);
    const radiation = 1 / (1 + (80 / partial) ** 2);
    const jitter = 10 ** ((random() * 6 - 3) / 20);
    const amplitude = strike * radiation * jitter;
    const decay = 6.91 / (t60 / (1 + 0.25 * (n - 1)));
    // One hammer strikes the unison strings together: each partial starts in the same phase on every string.
    const phase = random() * 2 * Math.PI;
    for (let s = 0; s < strings; s++) {
      const detune = strings === 1 ? 1 : 2 ** (((s === 0 ? -1 : 1) * (0.1 + random() * 0.3)) / 1200);
      const step = (2 * Math.PI * partial * detune) / sampleRate;
      // The sine by rotation (one complex multiplication a sample), renormalised now and then.
      const cs = Math.cos(step);
      const sn = Math.sin(step);
      let re = Math.cos(phase);
      let im = Math.sin(phase);
      const damping = Math.exp(-decay / sampleRate);
      let gain = amplitude / strings;
      for (let i = 0; i < length; i++) {
        buffer[i] = buffer[i]! + gain * im;
        const nextRe = re * cs - im * sn;
        im = re * sn + im * cs;
        re = nextRe;
        gain *= damping;
        if ((i & 1023) === 1023) {
          const norm = 1 / Math.hypot(re, im);
          re *= norm;
          im *= norm;
        }
      }
    }
  }
  // The hammer: low-passed noise with a 10 ms decay, and the first 2 ms rising from zero.
  let peak = 0;
  for (let i = 0; i < length; i++) peak = Math.max(peak, Math.abs(buffer[i]!));
  const thumpLevel = 0.25 * peak * (0.5 + velocity);
  let low = 0;
  const rise = Math.max(1, Math.round(0.002 * sampleRate));
  for (let i = 0; i < length; i++) {
    const t = i / sampleRate;
    low += 0.1 * (gaussian(random) - low);
    const thump = t < 0.05 ? thumpLevel * low * Math.exp(-t / 0.01) : 0;
    const envelope = i < rise ? i / rise : 1;
    buffer[i] = (buffer[i]! * envelope + thump) as number;
  }
  peak = 0;
  for (let i = 0; i < length; i++) peak = Math.max(peak, Math.abs(buffer[i]!));
  const scale = peak > 0 ? (options.amplitude ?? 0.3) / peak : 0;
  for (let i = 0; i < length; i++) out[i] = buffer[i]! * scale;
  return out;
}

export interface SequenceNote {
  midi: number;
  /** Seconds from the start of the recording. */
  start: number;
  /** Seconds the key is held; the tone is cut (with a 10 ms fade, as a damper does) after it. */
  duration: number;
  velocity?: number;
}

/** A melody played on the synthetic piano, with white noise `snrDb` under the loudest note's level. */
export function renderSequence(
  notes: readonly SequenceNote[],
  sampleRate: number,
  options: { length: number; snrDb?: number; seed?: number },
): Float32Array {
  const out = new Float32Array(Math.round(options.length * sampleRate));
  const seed = options.seed ?? 1;
  let loudest = 0;
  notes.forEach((note, index) => {
    const tone = pianoTone({
      midi: note.midi,
      sampleRate,
      duration: note.duration + 0.01,
      velocity: note.velocity ?? 0.7,
      seed: seed * 1000 + index,
    });
    const start = Math.round(note.start * sampleRate);
    const held = Math.round(note.duration * sampleRate);
    const fade = tone.length - held;
    loudest = Math.max(loudest, rms(tone, 0, Math.min(tone.length, Math.round(0.25 * sampleRate))));
    for (let i = 0; i < tone.length && start + i < out.length; i++) {
      const damper = i < held ? 1 : 1 - (i - held) / fade;
      out[start + i] = out[start + i]! + tone[i]! * damper;
    }
  });
  if (options.snrDb !== undefined) addNoise(out, loudest, options.snrDb, seededRandom(seed));
  return out;
}
