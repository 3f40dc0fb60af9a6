import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A WAV of piano-like strikes (a few decaying harmonics) for Chromium's fake microphone: `pitches` one after the
 * other, `noteSeconds` each, 44.1 kHz mono 16-bit. Chromium loops the file while the page listens.
 */
export function writeFakePianoWav(pitches: readonly number[], noteSeconds = 0.45): string {
  const rate = 44_100;
  const perNote = Math.round(rate * noteSeconds);
  const samples = new Int16Array(perNote * pitches.length);
  pitches.forEach((pitch, index) => {
    const frequency = 440 * 2 ** ((pitch - 69) / 12);
    for (let i = 0; i < perNote; i += 1) {
      const t = i / rate;
      const envelope = Math.min(1, t / 0.003) * Math.exp(-t / 0.25) * (i < perNote - 200 ? 1 : (perNote - i) / 200);
      let value = 0;
      [1, 0.5, 0.25, 0.12].forEach((gain, harmonic) => {
        value += gain * Math.sin(2 * Math.PI * frequency * (harmonic + 1) * t);
      });
      samples[index * perNote + i] = Math.round(value * envelope * 0.35 * 32_767);
    }
  });
  const data = Buffer.from(samples.buffer);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  const file = path.join(os.tmpdir(), `note-dance-fake-piano-${pitches.join('-')}.wav`);
  fs.writeFileSync(file, Buffer.concat([header, data]));
  return file;
}
