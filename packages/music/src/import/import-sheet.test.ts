import { NOTE_DANCE_LIMITS } from '@site/contracts';
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { importSheet, SheetImportError } from './index.js';

function code(run: () => unknown): string {
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

const musicxml = `<score-partwise><part-list><score-part id="P1"><part-name>A</part-name></score-part></part-list>
<part id="P1"><measure number="1"><attributes><divisions>1</divisions></attributes>
<note><pitch><step>C</step><octave>4</octave></pitch><duration>4</duration></note></measure></part></score-partwise>`;

describe('importSheet', () => {
  it('reads MusicXML without an XML declaration, and ABC that starts with a comment, by content', () => {
    expect(importSheet('a.xml', strToU8(`\uFEFF  ${musicxml}`)).format).toBe('musicxml');
    expect(importSheet('tune', strToU8('% my tune\nX:1\nK:C\nCDEF|')).format).toBe('abc');
  });

  it('falls back on the extension when the content shows nothing', () => {
    expect(importSheet('tune.abc', strToU8('\n\nK:G\nGABc|')).format).toBe('abc');
  });

  it('refuses empty, oversized and unknown files before parsing, with a message a user understands', () => {
    expect(code(() => importSheet('a.mid', new Uint8Array(0)))).toBe('empty');
    expect(code(() => importSheet('a.mid', new Uint8Array(NOTE_DANCE_LIMITS.sheetFileBytes + 1)))).toBe('too_large');
    expect(code(() => importSheet('photo.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])))).toBe(
      'unknown_format',
    );
    try {
      importSheet('notes.txt', strToU8('just some words'));
    } catch (error) {
      expect((error as SheetImportError).code).toBe('unknown_format');
      expect((error as Error).message).toMatch(/MusicXML .* MIDI .* ABC/);
    }
  });

  it('answers a broken file of a known format as malformed, never with the library text', () => {
    expect(code(() => importSheet('a.mid', strToU8('MThd\u0000\u0000')))).toBe('malformed');
    expect(code(() => importSheet('a.musicxml', strToU8('<?xml version="1.0"?><score-partwise><part>')))).toBe(
      'malformed',
    );
  });
});
