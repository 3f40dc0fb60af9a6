import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { playableNotes, type Sheet } from '../sheet.js';
import { parseMusicXml, SheetImportError } from './index.js';

/** A one-part partwise score around the measures given. */
const score = (measures: string, head = '<work><work-title>Test</work-title></work>') => `<?xml version="1.0"?>
<score-partwise version="3.1">${head}
  <part-list><score-part id="P1"><part-name>Melody</part-name></score-part></part-list>
  <part id="P1">${measures}</part>
</score-partwise>`;
const attributes = (divisions: number, extra = '') =>
  `<attributes><divisions>${divisions}</divisions><time><beats>4</beats><beat-type>4</beat-type></time>${extra}</attributes>`;
const note = (step: string, octave: number, duration: number, more = '') =>
  `<note><pitch><step>${step}</step>${more}<octave>${octave}</octave></pitch><duration>${duration}</duration></note>`;
const presses = (sheet: Sheet) => playableNotes(sheet).map(({ pitch, start, duration }) => [pitch, start, duration]);

/** The refusal a run throws: its code, and that it came fast. */
function refusal(run: () => unknown): string {
  const started = performance.now();
  try {
    run();
  } catch (error) {
    expect(performance.now() - started).toBeLessThan(1000);
    expect(error).toBeInstanceOf(SheetImportError);
    expect((error as Error).message).not.toMatch(/\bat \w+ \(|Error:/);
    return (error as SheetImportError).code;
  }
  throw new Error('the file was accepted');
}

describe('parseMusicXml', () => {
  it('times triplets and dotted notes through their durations, and a whole-measure rest without one', () => {
    const sheet = parseMusicXml(
      score(
        `<measure number="1">${attributes(6)}${note('C', 4, 2)}${note('D', 4, 2)}${note('E', 4, 2)}${note('F', 4, 9)}${note('G', 4, 3)}${note('A', 4, 6)}</measure>
         <measure number="2"><note><rest measure="yes"/></note></measure>
         <measure number="3">${note('B', 4, 24)}</measure>`,
      ),
    );
    expect(presses(sheet)).toEqual([
      [60, 0, 0.333333],
      [62, 0.333333, 0.333334],
      [64, 0.666667, 0.333333],
      [65, 1, 1.5],
      [67, 2.5, 0.5],
      [69, 3, 1],
      [71, 8, 4],
    ]);
    expect(sheet.parts[0]!.notes.find((n) => n.pitch === null)).toEqual({
      pitch: null,
      start: 4,
      duration: 4,
      voice: 1,
    });
  });

  it('reads sharps and flats into pitch and spelling, the minor key and a dotted metronome mark', () => {
    const sheet = parseMusicXml(
      score(
        `<measure number="1">${attributes(1, '<key><fifths>-3</fifths><mode>minor</mode></key>')}
          <direction><direction-type><metronome><beat-unit>quarter</beat-unit><beat-unit-dot/><per-minute>60</per-minute></metronome></direction-type></direction>
          ${note('F', 4, 1, '<alter>1</alter>')}${note('B', 3, 1, '<alter>-1</alter>')}${note('C', 8, 2)}</measure>`,
        '<movement-title>Only a movement title</movement-title><identification><creator type="lyricist">Nobody</creator></identification>',
      ),
    );
    expect(sheet.title).toBe('Only a movement title');
    expect(sheet.composer).toBeNull();
    expect(sheet.key).toEqual({ fifths: -3, mode: 'minor' });
    expect(sheet.tempo).toBe(90);
    expect(sheet.parts[0]!.notes.map((n) => [n.pitch, n.spelling])).toEqual([
      [66, { step: 'F', alter: 1, octave: 4 }],
      [58, { step: 'B', alter: -1, octave: 3 }],
      [108, { step: 'C', alter: 0, octave: 8 }],
    ]);
  });

  it('places two voices with backup and forward, and leaves grace, cue and unpitched notes out', () => {
    const sheet = parseMusicXml(
      score(`<measure number="1">${attributes(1)}
        <note><grace/><pitch><step>D</step><octave>5</octave></pitch><voice>1</voice></note>
        ${note('C', 5, 4)}
        <backup><duration>4</duration></backup>
        <forward><duration>1</duration></forward>
        <note><pitch><step>E</step><octave>4</octave></pitch><duration>2</duration><voice>2</voice></note>
        <note><cue/><pitch><step>F</step><octave>4</octave></pitch><duration>1</duration><voice>2</voice></note>
        <note><unpitched><display-step>E</display-step><display-octave>4</display-octave></unpitched><duration>1</duration></note>
      </measure>`),
    );
    expect(sheet.parts[0]!.notes.map((n) => [n.pitch, n.start, n.duration, n.voice])).toEqual([
      [72, 0, 4, 1],
      [64, 1, 2, 2],
    ]);
    expect(sheet.parts[0]!.hand).toBeNull();
  });

  it('plays repeats out, with 1st and 2nd endings', () => {
    const bar = (n: number, step: string, barlines = '') =>
      `<measure number="${n}">${n === 1 ? attributes(1) : ''}${barlines}${note(step, 4, 4)}</measure>`;
    const sheet = parseMusicXml(
      score(
        bar(1, 'C') +
          bar(2, 'D', '<barline location="left"><repeat direction="forward"/></barline>') +
          bar(
            3,
            'E',
            '<barline location="left"><ending number="1" type="start"/></barline><barline location="right"><ending number="1" type="stop"/><repeat direction="backward"/></barline>',
          ) +
          bar(
            4,
            'F',
            '<barline location="left"><ending number="2" type="start"/></barline><barline location="right"><ending number="2" type="discontinue"/></barline>',
          ) +
          bar(5, 'G'),
      ),
    );
    expect(presses(sheet).map(([pitch, start]) => [pitch, start])).toEqual([
      [60, 0],
      [62, 4],
      [64, 8],
      [62, 12],
      [65, 16],
      [67, 20],
    ]);
  });

  it('caps a repeat asked a million times', () => {
    const sheet = parseMusicXml(
      score(
        `<measure number="1">${attributes(1)}${note('C', 4, 4)}<barline location="right"><repeat direction="backward" times="1000000"/></barline></measure>`,
      ),
    );
    expect(presses(sheet)).toHaveLength(8);
  });

  it('reads a compressed MXL through its container, whatever the root file is called', () => {
    const xml = score(`<measure number="1">${attributes(1)}${note('A', 4, 4)}</measure>`);
    const mxl = zipSync({
      mimetype: strToU8('application/vnd.recordare.musicxml'),
      'META-INF/container.xml': strToU8(
        `<?xml version="1.0"?><container><rootfiles><rootfile full-path='music/Song.xml' media-type="application/vnd.recordare.musicxml+xml"/></rootfiles></container>`,
      ),
      'music/Song.xml': strToU8(xml),
      'music/other.xml': strToU8('<not-a-score/>'),
    });
    expect(presses(parseMusicXml(mxl))).toEqual([[69, 0, 4]]);
  });

  it('refuses timewise scores, other XML, percussion only, empty and broken files with the right code', () => {
    expect(refusal(() => parseMusicXml('<?xml version="1.0"?><score-timewise><measure/></score-timewise>'))).toBe(
      'unsupported',
    );
    expect(refusal(() => parseMusicXml('<?xml version="1.0"?><svg><g/></svg>'))).toBe('unknown_format');
    expect(
      refusal(() =>
        parseMusicXml(
          score(
            `<measure number="1">${attributes(1)}<note><unpitched><display-step>E</display-step><display-octave>4</display-octave></unpitched><duration>1</duration></note></measure>`,
          ),
        ),
      ),
    ).toBe('unsupported');
    expect(
      refusal(() =>
        parseMusicXml(
          score(`<measure number="1">${attributes(1)}<note><rest/><duration>4</duration></note></measure>`),
        ),
      ),
    ).toBe('no_notes');
    expect(refusal(() => parseMusicXml(''))).toBe('empty');
    expect(refusal(() => parseMusicXml(new Uint8Array(0)))).toBe('empty');
    expect(refusal(() => parseMusicXml(score('<measure number="1"><note><pitch>').slice(0, 200)))).toBe('malformed');
    expect(
      refusal(() => parseMusicXml(score(`<measure number="1">${attributes(0)}${note('C', 4, 1)}</measure>`))),
    ).toBe('malformed');
    expect(
      refusal(() =>
        parseMusicXml(
          score(
            `<measure number="1">${attributes(1)}<note><pitch><step>H</step><octave>4</octave></pitch><duration>1</duration></note></measure>`,
          ),
        ),
      ),
    ).toBe('malformed');
  });

  it('refuses entity bombs and external entities, and deep nesting, in under a second', () => {
    const laughs = `<?xml version="1.0"?>
<!DOCTYPE score-partwise [
 <!ENTITY lol "lol">
 ${Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`).join('\n ')}
]>
<score-partwise><work><work-title>&lol9;</work-title></work></score-partwise>`;
    expect(refusal(() => parseMusicXml(laughs))).toBe('unsupported');
    const external = `<?xml version="1.0"?><!DOCTYPE score-partwise [<!ENTITY secret SYSTEM "file:///etc/passwd">]><score-partwise><work><work-title>&secret;</work-title></work></score-partwise>`;
    expect(refusal(() => parseMusicXml(external))).toBe('unsupported');
    const deep = `<?xml version="1.0"?><score-partwise>${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}</score-partwise>`;
    expect(refusal(() => parseMusicXml(deep))).toBe('malformed');
  });

  it('refuses a score of too many notes before parsing it', () => {
    const many = `<note><pitch><step>C</step><octave>4</octave></pitch><duration>1</duration></note>`.repeat(21_000);
    expect(refusal(() => parseMusicXml(score(`<measure number="1">${attributes(1)}${many}</measure>`)))).toBe(
      'too_many_notes',
    );
  });

  it('stops a zip bomb while it unpacks, and refuses a broken archive', () => {
    const bomb = zipSync({ 'score.xml': new Uint8Array(24 * 1024 * 1024) }, { level: 6 });
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(refusal(() => parseMusicXml(bomb))).toBe('unpack_too_large');
    // The same bomb lying about its size in the central directory is stopped while inflating.
    const liar = bomb.slice();
    const view = new DataView(liar.buffer);
    for (let at = liar.length - 22; at >= 0; at--) {
      if (view.getUint32(at, true) === 0x06054b50) {
        const directory = view.getUint32(at + 16, true);
        view.setUint32(directory + 24, 1000, true);
        break;
      }
    }
    expect(refusal(() => parseMusicXml(liar))).toBe('unpack_too_large');
    expect(refusal(() => parseMusicXml(bomb.slice(0, 1000)))).toBe('malformed');
    expect(refusal(() => parseMusicXml(zipSync({ 'readme.txt': strToU8('hello') })))).toBe('malformed');
  });
});
