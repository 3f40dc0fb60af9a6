/**
 * A small piano-like synth on Web Audio: each note is a few sine partials through one gain that follows the
 * envelope of `synth-math.ts`. Nothing is downloaded. The AudioContext is made on first use (after a user gesture,
 * as browsers require).
 */
import { envelopeFor, frequencyOf, partialsFor, peakGain, stopAfterRelease } from './synth-math';

export interface Synth {
  noteOn(pitch: number, velocity?: number): void;
  noteOff(pitch: number): void;
  /** Every sounding note off. */
  silence(): void;
  readonly context: AudioContext;
}

interface Voice {
  gain: GainNode;
  oscillators: OscillatorNode[];
}

export function createSynth(context: AudioContext): Synth {
  const master = context.createGain();
  master.gain.value = 0.8;
  const compressor = context.createDynamicsCompressor();
  master.connect(compressor).connect(context.destination);
  const voices = new Map<number, Voice>();

  const release = (pitch: number) => {
    const voice = voices.get(pitch);
    if (!voice) return;
    voices.delete(pitch);
    const envelope = envelopeFor(pitch);
    const now = context.currentTime;
    voice.gain.gain.cancelScheduledValues(now);
    voice.gain.gain.setValueAtTime(voice.gain.gain.value, now);
    voice.gain.gain.setTargetAtTime(0, now, envelope.release);
    const stopAt = now + stopAfterRelease(envelope);
    for (const oscillator of voice.oscillators) oscillator.stop(stopAt);
  };

  return {
    context,
    noteOn(pitch, velocity = 80) {
      release(pitch);
      const envelope = envelopeFor(pitch);
      const peak = peakGain(velocity);
      const now = context.currentTime;
      const gain = context.createGain();
      gain.gain.setValueAtTime(0, now);
      gain.gain.linearRampToValueAtTime(peak, now + envelope.attack);
      gain.gain.setTargetAtTime(peak * envelope.sustain, now + envelope.attack, envelope.decay);
      gain.connect(master);
      const oscillators = partialsFor(pitch).map(({ harmonic, gain: share }) => {
        const oscillator = context.createOscillator();
        oscillator.frequency.value = frequencyOf(pitch) * harmonic;
        const partialGain = context.createGain();
        partialGain.gain.value = share;
        oscillator.connect(partialGain).connect(gain);
        oscillator.start(now);
        // A held key fades on its own: stop it once inaudible.
        oscillator.stop(now + envelope.hold * Math.log(10_000));
        return oscillator;
      });
      voices.set(pitch, { gain, oscillators });
    },
    noteOff: release,
    silence() {
      for (const pitch of [...voices.keys()]) release(pitch);
    },
  };
}
