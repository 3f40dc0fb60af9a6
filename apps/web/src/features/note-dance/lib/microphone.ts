/**
 * The microphone adapter of the listen mode: getUserMedia → an AudioWorklet running the pitch tracker → note
 * onsets and tuner readings for the page. Echo cancellation, noise suppression and automatic gain are switched
 * off: they are made for speech and eat a piano's notes.
 */
import { microphoneErrorOf, supportError, type MicrophoneError } from './microphone-errors';
import type { PitchWorkletMessage } from './pitch-worklet';
import workletUrl from './pitch-worklet.ts?worker&url';

export interface TunerReading {
  rms: number;
  frequency: number | null;
  midi: number | null;
  cents: number;
}

export interface MicrophoneInput {
  /** Who hears each note: its pitch and how long ago it was struck (ms), for the judge to subtract. */
  listenNotes(listener: ((midi: number, latencyMs: number) => void) | null): void;
  /** Who reads the tuner (about 40 readings a second). */
  listenTuner(listener: ((reading: TunerReading) => void) | null): void;
  setSensitivity(sensitivity: number): void;
  close(): void;
}

export type OpenResult = { ok: true; input: MicrophoneInput } | { ok: false; error: MicrophoneError };

export function microphoneSupport() {
  return {
    secure: window.isSecureContext,
    getUserMedia: typeof navigator.mediaDevices?.getUserMedia === 'function',
    audioWorklet: typeof AudioWorkletNode === 'function',
  };
}

/** Asks for the microphone and starts listening; answers the input or why it could not. */
export async function openMicrophone(context: AudioContext, sensitivity: number): Promise<OpenResult> {
  const unsupported = supportError(microphoneSupport());
  if (unsupported) return { ok: false, error: unsupported };
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({
      audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false },
    });
  } catch (error) {
    return { ok: false, error: microphoneErrorOf(error) };
  }
  try {
    await context.audioWorklet.addModule(workletUrl);
    const source = context.createMediaStreamSource(stream);
    const node = new AudioWorkletNode(context, 'note-dance-pitch', {
      numberOfInputs: 1,
      numberOfOutputs: 0,
      channelCount: 1,
      processorOptions: { sensitivity },
    });
    source.connect(node);
    let onNote: ((midi: number, latencyMs: number) => void) | null = null;
    let onTuner: ((reading: TunerReading) => void) | null = null;
    const input: MicrophoneInput = {
      listenNotes: (listener) => (onNote = listener),
      listenTuner: (listener) => (onTuner = listener),
      setSensitivity: (value) => node.port.postMessage({ sensitivity: value }),
      close() {
        node.port.onmessage = null;
        source.disconnect();
        for (const track of stream.getTracks()) track.stop();
      },
    };
    node.port.onmessage = (event: MessageEvent<PitchWorkletMessage>) => {
      const message = event.data;
      if (message.type === 'onset') onNote?.(message.midi, Math.max(0, (context.currentTime - message.at) * 1000));
      else onTuner?.(message);
    };
    return { ok: true, input };
  } catch (error) {
    for (const track of stream.getTracks()) track.stop();
    return { ok: false, error: microphoneErrorOf(error) };
  }
}
