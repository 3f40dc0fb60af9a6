/**
 * Web MIDI keyboards: every connected input, including those plugged in while playing, feeds `onKey`. Absent API or
 * refused access answers null (the page then does not offer MIDI).
 */
import { parseMidiMessage, type MidiKeyEvent } from './midi-message';

export interface MidiConnection {
  /** Names of the connected keyboards. */
  inputs(): string[];
  close(): void;
}

export async function connectMidi(
  onKey: (event: MidiKeyEvent) => void,
  onDevices: (names: string[]) => void,
): Promise<MidiConnection | null> {
  if (typeof navigator.requestMIDIAccess !== 'function') return null;
  let access: MIDIAccess;
  try {
    access = await navigator.requestMIDIAccess();
  } catch {
    return null;
  }
  const listen = (event: MIDIMessageEvent) => {
    const key = parseMidiMessage(event.data);
    if (key) onKey(key);
  };
  const names = () => [...access.inputs.values()].map((input) => input.name ?? input.id);
  const attach = () => {
    for (const input of access.inputs.values()) input.onmidimessage = listen;
    onDevices(names());
  };
  attach();
  access.onstatechange = attach;
  return {
    inputs: names,
    close() {
      access.onstatechange = null;
      for (const input of access.inputs.values()) input.onmidimessage = null;
    },
  };
}
