import midiPackage from '@tonejs/midi';
import { describe, expect, it } from 'vitest';
import { parseMidi, SheetImportError } from './index.js';

const { Midi } = midiPackage;

function refusal(run: () => unknown): string {
  const started = performance.now();
  try {
    run();
  } catch (error) {
    expect(performance.now() - started).toBeLessThan(1000);
    expect(error).toBeInstanceOf(SheetImportError);
    return (error as SheetImportError).code;
  }
  throw new Error('the file was accepted');
}

/** A MIDI file with the tracks given: [name, channel, [pitch, beat, beats][]]. */
function file(
  tracks: [string, number, [number, number, number][]][],
  setup: (midi: InstanceType<typeof Midi>) => void = () => {},
) {
  const midi = new Midi();
  setup(midi);
  for (const [name, channel, notes] of tracks) {
    const track = midi.addTrack();
    track.name = name;
    track.channel = channel;
    for (const [pitch, beat, beats] of notes) {
      track.addNote({
        midi: pitch,
        ticks: beat * midi.header.ppq,
        durationTicks: beats * midi.header.ppq,
        velocity: 0.5,
      });
    }
  }
  return midi.toArray();
}

/** Sets the key signature meta event (FF 59 02 sf mi) in the bytes: the library's writer puts a wrong count. */
function withKey(bytes: Uint8Array, fifths: number, minor: boolean): Uint8Array {
  for (let at = 0; at + 4 < bytes.length; at++) {
    if (bytes[at] === 0xff && bytes[at + 1] === 0x59 && bytes[at + 2] === 0x02) {
      bytes[at + 3] = fifths & 0xff;
      bytes[at + 4] = minor ? 1 : 0;
      return bytes;
    }
  }
  throw new Error('no key signature event');
}

describe('parseMidi', () => {
  it('makes a part of each track with notes, leaves empty tracks and the drum channel out, hands by name', () => {
    const bytes = withKey(
      file(
        [
          ['', 0, []],
          ['Bass line', 1, [[36, 0, 2]]],
          ['Drums', 9, [[38, 0, 1]]],
          ['Tune', 0, [[72, 0.5, 0.25]]],
        ],
        (midi) => {
          midi.header.setTempo(90);
          midi.header.timeSignatures.push({ ticks: 0, timeSignature: [6, 8] });
          midi.header.keySignatures.push({ ticks: 0, key: 'Bb', scale: 'minor' });
          midi.header.update();
        },
      ),
      -2,
      true,
    );
    const sheet = parseMidi(bytes);
    expect(
      sheet.parts.map(({ name, hand, notes }) => [name, hand, notes.map((n) => [n.pitch, n.start, n.duration])]),
    ).toEqual([
      ['Bass line', 'left', [[36, 0, 2]]],
      ['Tune', 'right', [[72, 0.5, 0.25]]],
    ]);
    expect(sheet.title).toBe('Untitled');
    expect(sheet.tempo).toBe(90);
    expect(sheet.time_signature).toEqual({ beats: 6, beat_type: 8 });
    expect(sheet.key).toEqual({ fifths: -2, mode: 'minor' });
  });

  it('keeps a played rhythm as played (no quantising beyond a millionth of a beat)', () => {
    const midi = new Midi();
    const track = midi.addTrack();
    track.addNote({ midi: 60, ticks: 7, durationTicks: 473, velocity: 1 });
    const sheet = parseMidi(midi.toArray());
    expect(sheet.parts[0]!.notes[0]).toEqual({ pitch: 60, start: 0.014583, duration: 0.985417, velocity: 127 });
  });

  it('clamps an absurd tempo to the limits', () => {
    const fast = file([['', 0, [[60, 0, 1]]]], (midi) => {
      midi.header.setTempo(100_000);
      midi.header.update();
    });
    expect(parseMidi(fast).tempo).toBe(320);
    const slow = file([['', 0, [[60, 0, 1]]]], (midi) => {
      midi.header.setTempo(1);
      midi.header.update();
    });
    expect(parseMidi(slow).tempo).toBe(20);
  });

  it('refuses drums only, no notes, and absurd lengths with the right code', () => {
    expect(refusal(() => parseMidi(file([['Drums', 9, [[38, 0, 1]]]])))).toBe('unsupported');
    expect(refusal(() => parseMidi(file([['Empty', 0, []]])))).toBe('no_notes');
    expect(refusal(() => parseMidi(file([['Long', 0, [[60, 0, 1_000_000]]]])))).toBe('too_large');
    expect(refusal(() => parseMidi(new Uint8Array(0)))).toBe('empty');
    expect(refusal(() => parseMidi(new Uint8Array(3 * 1024 * 1024)))).toBe('too_large');
  });

  it('refuses a cut, lying or SMPTE-timed file before the MIDI library reads it', () => {
    const good = file([['', 0, [[60, 0, 1]]]]);
    expect(refusal(() => parseMidi(good.slice(0, 10)))).toBe('malformed');
    expect(refusal(() => parseMidi(good.slice(0, good.length - 3)))).toBe('malformed');
    const lying = good.slice();
    new DataView(lying.buffer).setUint32(18, 0x7fffffff); // the first track's length
    expect(refusal(() => parseMidi(lying))).toBe('malformed');
    const smpte = good.slice();
    new DataView(smpte.buffer).setUint16(12, 0xe728);
    expect(refusal(() => parseMidi(smpte))).toBe('unsupported');
    const garbage = good.slice();
    garbage.fill(0xff, 22);
    expect(['malformed', 'no_notes']).toContain(refusal(() => parseMidi(garbage)));
  });
});
