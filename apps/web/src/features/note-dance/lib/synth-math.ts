/**
 * The numbers of the piano-like synth (lib/synth.ts plays them on Web Audio): a struck string's loudness rises in a
 * few ms, falls fast at first and then slowly while the key is held, and dies out quickly once it is let go; high
 * notes die out sooner than low ones. Pure, so the scheduling can be tested without an AudioContext.
 */

export interface Envelope {
  /** Seconds to full level. */
  attack: number;
  /** Seconds (time constant) of the first fall. */
  decay: number;
  /** The level the first fall tends to, as a share of the peak. */
  sustain: number;
  /** Seconds (time constant) of the slow fall while the key is held. */
  hold: number;
  /** Seconds (time constant) of the fall after release. */
  release: number;
}

export function frequencyOf(pitch: number): number {
  return 440 * 2 ** ((pitch - 69) / 12);
}

/** A note's envelope: the lower the note, the longer it rings. */
export function envelopeFor(pitch: number): Envelope {
  const height = Math.min(1, Math.max(0, (pitch - 21) / 87));
  return {
    attack: 0.004,
    decay: 0.08 + 0.12 * (1 - height),
    sustain: 0.35,
    hold: 0.6 + 2.4 * (1 - height),
    release: 0.06 + 0.08 * (1 - height),
  };
}

/** The peak gain of a note struck at `velocity` (1..127), kept low enough that a ten-note chord does not clip. */
export function peakGain(velocity: number): number {
  const share = Math.min(127, Math.max(1, velocity)) / 127;
  return 0.06 * share ** 1.5;
}

/**
 * The partials the synth adds to a note's fundamental (harmonic number and its relative gain), fewer for high
 * notes so that nothing goes above 10 kHz.
 */
export function partialsFor(pitch: number): Array<{ harmonic: number; gain: number }> {
  const base = frequencyOf(pitch);
  return [
    { harmonic: 1, gain: 1 },
    { harmonic: 2, gain: 0.45 },
    { harmonic: 3, gain: 0.22 },
    { harmonic: 4, gain: 0.1 },
  ].filter((partial) => base * partial.harmonic < 10_000);
}

/**
 * The level of the envelope `t` seconds after the strike (`peak` at the top), for a key released at `releasedAt`
 * seconds after the strike (null while held). The Web Audio schedule follows the same curve with
 * linearRamp/setTargetAtTime; this is the reference its tests compare against.
 */
export function levelAt(t: number, envelope: Envelope, peak: number, releasedAt: number | null): number {
  const held = (time: number) => {
    if (time <= 0) return 0;
    if (time < envelope.attack) return (peak * time) / envelope.attack;
    const after = time - envelope.attack;
    const sustain = peak * envelope.sustain;
    const firstFall = sustain + (peak - sustain) * Math.exp(-after / envelope.decay);
    return firstFall * Math.exp(-after / envelope.hold);
  };
  if (releasedAt === null || t <= releasedAt) return held(t);
  return held(releasedAt) * Math.exp(-(t - releasedAt) / envelope.release);
}

/** When a released note is quiet enough to stop its oscillators (−80 dB under its level at release), seconds. */
export function stopAfterRelease(envelope: Envelope): number {
  return envelope.release * Math.log(10_000);
}
