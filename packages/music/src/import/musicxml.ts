import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { NOTE_DANCE_LIMITS } from '@site/contracts';
import type { Sheet, SheetPart, Spelling } from '../sheet.js';
import { orMalformed, SheetImportError } from './errors.js';
import { assignHands } from './hands.js';
import { endingNumbers, layOut, playOrder, type Measure, type MeasureNote, type RepeatMarks } from './measures.js';
import { MAX_SHEET_BEATS, normaliseSheet, tooManyNotes } from './normalise.js';
import { isZip, utf8, ZipReader } from './zip.js';

/** A node of fast-xml-parser's ordered output: `{ tag: children, ':@': attributes }` or `{ '#text': text }`. */
type XmlNode = Record<string, unknown>;

const STEPS: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };
const MINOR_MODES = new Set(['minor', 'aeolian', 'dorian', 'phrygian', 'locrian']);
/** Quarter notes in a metronome's beat unit. */
const BEAT_UNITS: Record<string, number> = {
  whole: 4,
  half: 2,
  quarter: 1,
  eighth: 0.5,
  '16th': 0.25,
  '32nd': 0.125,
  breve: 8,
};

function tagOf(node: XmlNode): string | null {
  for (const key of Object.keys(node)) if (key !== ':@') return key;
  return null;
}

function kids(node: XmlNode | undefined): XmlNode[] {
  if (!node) return [];
  const tag = tagOf(node);
  const value = tag ? node[tag] : undefined;
  return Array.isArray(value) ? (value as XmlNode[]) : [];
}

function attr(node: XmlNode | undefined, name: string): string | undefined {
  const attributes = node?.[':@'] as Record<string, unknown> | undefined;
  const value = attributes?.[name];
  return value === undefined ? undefined : String(value);
}

function child(node: XmlNode | undefined, name: string): XmlNode | undefined {
  return kids(node).find((kid) => tagOf(kid) === name);
}

function all(node: XmlNode | undefined, name: string): XmlNode[] {
  return kids(node).filter((kid) => tagOf(kid) === name);
}

function text(node: XmlNode | undefined): string {
  if (!node) return '';
  if ('#text' in node) return String(node['#text']);
  return kids(node)
    .map((kid) => text(kid))
    .join('');
}

function number(node: XmlNode | undefined): number | null {
  const value = Number(text(node).trim());
  return node && Number.isFinite(value) ? value : null;
}

/** Refuses what could make the XML parser expand or fetch anything: a DOCTYPE with its own declarations. */
function refuseHostileXml(xml: string): void {
  if (/<!ENTITY/i.test(xml) || /<!DOCTYPE[^>[]*\[/i.test(xml)) {
    throw new SheetImportError(
      'unsupported',
      'The file declares its own XML entities, which are not accepted; export it again from your notation program.',
    );
  }
}

/** The MusicXML file an MXL archive names as its score (META-INF/container.xml), else its first .musicxml/.xml. */
function unpackMxl(bytes: Uint8Array): string {
  const zip = orMalformed('a compressed MusicXML file (.mxl)', () => new ZipReader(bytes));
  const container = zip.find('META-INF/container.xml');
  let root: string | undefined;
  if (container) {
    const xml = utf8(zip.read(container));
    refuseHostileXml(xml);
    const match = /<rootfile\b[^>]*\bfull-path\s*=\s*("([^"]*)"|'([^']*)')/i.exec(xml);
    root = match?.[2] ?? match?.[3];
  }
  const entry =
    (root ? zip.find(root) : undefined) ??
    zip.entries.find((file) => /\.(musicxml|xml)$/i.test(file.name) && !/^META-INF\//i.test(file.name));
  if (!entry) throw new SheetImportError('malformed', 'The compressed file (.mxl) holds no MusicXML score.');
  return utf8(zip.read(entry));
}

/**
 * A MusicXML score (partwise, 3.x or 4.x) as a sheet; bytes that are a zip are read as a compressed `.mxl`.
 * A part with two staves becomes two parts (staff 1 the right hand, staff 2 the left); repeats and 1st/2nd
 * endings are played out; grace and cue notes and unpitched (percussion) notes are left out; the first tempo,
 * key and time signature hold for the whole piece.
 */
export function parseMusicXml(input: string | Uint8Array): Sheet {
  const size = typeof input === 'string' ? input.length : input.length;
  if (size === 0) throw new SheetImportError('empty', 'The file is empty.');
  let xml: string;
  if (typeof input === 'string') xml = input;
  else if (isZip(input)) xml = unpackMxl(input);
  else xml = utf8(input);
  if (xml.length > NOTE_DANCE_LIMITS.unpackedBytes) {
    throw new SheetImportError('too_large', 'The MusicXML score is too large.');
  }
  xml = xml.replace(/^\uFEFF/, '');
  if (xml.trim() === '') throw new SheetImportError('empty', 'The file is empty.');
  refuseHostileXml(xml);
  // Every note and rest is a <note> element: too many of them is refused before the XML is parsed (16 MiB of it,
  // unpacked from an MXL, takes seconds).
  let notes = 0;
  for (const _ of xml.matchAll(/<note[\s>]/g)) if (++notes > NOTE_DANCE_LIMITS.notes) throw tooManyNotes();
  if (XMLValidator.validate(xml) !== true) {
    throw new SheetImportError('malformed', 'The file is not valid XML: it is damaged or cut short.');
  }
  const doc = orMalformed('MusicXML', () =>
    new XMLParser({
      preserveOrder: true,
      ignoreAttributes: false,
      attributeNamePrefix: '',
      parseTagValue: false,
      parseAttributeValue: false,
      processEntities: true,
      htmlEntities: false,
      trimValues: false,
    }).parse(xml),
  ) as XmlNode[];
  const root = doc.find((node) => {
    const tag = tagOf(node);
    return tag !== null && !tag.startsWith('?') && tag !== '#text' && tag !== '#comment';
  });
  const rootTag = root ? tagOf(root) : null;
  if (rootTag === 'score-timewise') {
    throw new SheetImportError('unsupported', 'Timewise MusicXML is not supported; export the score as partwise.');
  }
  if (rootTag !== 'score-partwise' || !root) {
    throw new SheetImportError('unknown_format', 'The file is XML but not a MusicXML score.');
  }
  return readScore(root);
}

interface Found {
  tempo: number | null;
  time: Sheet['time_signature'] | null;
  key: Sheet['key'] | null;
  unpitched: boolean;
}

function readScore(score: XmlNode): Sheet {
  const title =
    text(child(child(score, 'work'), 'work-title')).trim() || text(child(score, 'movement-title')).trim() || null;
  const composerNode = all(child(score, 'identification'), 'creator').find(
    (creator) => attr(creator, 'type') === 'composer',
  );
  const names = new Map<string, string>();
  for (const scorePart of all(child(score, 'part-list'), 'score-part')) {
    const id = attr(scorePart, 'id');
    if (id) names.set(id, text(child(scorePart, 'part-name')).trim());
  }
  const found: Found = { tempo: null, time: null, key: null, unpitched: false };
  const xmlParts = all(score, 'part');
  if (xmlParts.length > NOTE_DANCE_LIMITS.parts * 4) {
    throw new SheetImportError('unsupported', `The score has ${xmlParts.length} parts; that is too many to play.`);
  }
  const laid: { part: Omit<SheetPart, 'notes'>; measures: Measure[] }[] = [];
  let marks: RepeatMarks[] | null = null;
  let firstImplicit = false;
  xmlParts.forEach((xmlPart, index) => {
    const id = attr(xmlPart, 'id') ?? `P${index + 1}`;
    const read = readPart(xmlPart, found);
    if (marks === null) {
      marks = read.marks;
      firstImplicit = read.firstImplicit;
    }
    const name = names.get(id) || id;
    const staves = [...read.staves].sort((a, b) => a - b);
    for (const staff of staves) {
      const split = staves.length > 1;
      laid.push({
        part: {
          id: split ? `${id}-${staff}` : id,
          name: split ? `${name} (staff ${staff})` : name,
          hand: staves.length === 2 ? (staff === staves[0] ? 'right' : 'left') : null,
        },
        measures: read.measures.map((measure) => ({
          length: measure.length,
          notes: measure.notes.filter((note) => note.staff === staff).map(({ staff: _staff, ...note }) => note),
        })),
      });
    }
  });
  const order = playOrder(marks ?? []);
  const { parts, starts } = layOut(laid, order);
  const pickup = firstImplicit && order[0] === 0 && starts.length > 1 ? starts[1]! : 0;
  const withNotes = parts.filter((part) => part.notes.some((note) => note.pitch !== null));
  if (withNotes.length === 0 && found.unpitched) {
    throw new SheetImportError('unsupported', 'The score has only percussion, which cannot be played on a piano.');
  }
  return normaliseSheet({
    title,
    composer: composerNode ? text(composerNode) : null,
    tempo: found.tempo,
    time_signature: found.time,
    key: found.key,
    pickup,
    parts: assignHands(withNotes),
  });
}

type StaffNote = MeasureNote & { staff: number };

function readPart(
  xmlPart: XmlNode,
  found: Found,
): {
  measures: (Omit<Measure, 'notes'> & { notes: StaffNote[] })[];
  marks: RepeatMarks[];
  staves: Set<number>;
  firstImplicit: boolean;
} {
  let divisions = 1;
  let barLength = 4;
  let ending: number[] | null = null;
  const staves = new Set<number>([1]);
  const measures: (Omit<Measure, 'notes'> & { notes: StaffNote[] })[] = [];
  const marks: RepeatMarks[] = [];
  let firstImplicit = false;
  let total = 0;
  all(xmlPart, 'measure').forEach((xmlMeasure, index) => {
    if (index === 0) firstImplicit = attr(xmlMeasure, 'implicit') === 'yes';
    const mark: RepeatMarks = { repeatStart: false, repeatEnd: false, ending: null };
    const notes: StaffNote[] = [];
    let cursor = 0;
    let reach = 0;
    let chordStart = 0;
    const beats = (node: XmlNode | undefined): number => {
      const value = number(node);
      if (value === null) return 0;
      if (value < 0) throw new SheetImportError('malformed', 'The score has a negative duration.');
      return value / divisions;
    };
    for (const node of kids(xmlMeasure)) {
      switch (tagOf(node)) {
        case 'attributes': {
          const value = number(child(node, 'divisions'));
          if (value !== null) {
            if (!(value > 0)) throw new SheetImportError('malformed', 'The score has an invalid divisions value.');
            divisions = value;
          }
          const staffCount = number(child(node, 'staves'));
          if (staffCount !== null) for (let s = 1; s <= Math.min(staffCount, 4); s++) staves.add(s);
          const time = child(node, 'time');
          if (time && child(time, 'beats')) {
            const top = text(child(time, 'beats'))
              .split('+')
              .reduce((sum, piece) => sum + Number(piece), 0);
            const bottom = Number(text(child(time, 'beat-type')));
            if (top > 0 && bottom > 0) {
              barLength = (top * 4) / bottom;
              found.time ??= { beats: top, beat_type: bottom };
            }
          }
          const key = child(node, 'key');
          if (key && !found.key) {
            const fifths = number(child(key, 'fifths'));
            if (fifths !== null) {
              const mode = text(child(key, 'mode')).trim().toLowerCase();
              found.key = { fifths, mode: MINOR_MODES.has(mode) ? 'minor' : 'major' };
            }
          }
          break;
        }
        case 'direction':
        case 'sound': {
          if (found.tempo !== null) break;
          const sound = tagOf(node) === 'sound' ? node : child(node, 'sound');
          const tempo = Number(attr(sound, 'tempo'));
          if (attr(sound, 'tempo') !== undefined && tempo > 0) {
            found.tempo = tempo;
            break;
          }
          for (const type of all(node, 'direction-type')) {
            const metronome = child(type, 'metronome');
            const perMinute = number(child(metronome, 'per-minute'));
            const unit = BEAT_UNITS[text(child(metronome, 'beat-unit')).trim()];
            if (metronome && perMinute && unit) {
              const dots = all(metronome, 'beat-unit-dot').length;
              found.tempo = perMinute * unit * (2 - 1 / 2 ** dots);
            }
          }
          break;
        }
        case 'backup':
          cursor = Math.max(0, cursor - beats(child(node, 'duration')));
          break;
        case 'forward':
          cursor += beats(child(node, 'duration'));
          reach = Math.max(reach, cursor);
          break;
        case 'barline': {
          const repeat = child(node, 'repeat');
          const direction = attr(repeat, 'direction');
          if (direction === 'forward') mark.repeatStart = true;
          if (direction === 'backward') {
            mark.repeatEnd = true;
            const times = Number(attr(repeat, 'times'));
            if (Number.isInteger(times) && times > 0) mark.times = times;
          }
          const volta = child(node, 'ending');
          const type = attr(volta, 'type');
          if (volta && type === 'start') {
            ending = endingNumbers(attr(volta, 'number') ?? '1');
            mark.ending = ending;
          } else if (volta && (type === 'stop' || type === 'discontinue')) {
            mark.ending = ending ?? endingNumbers(attr(volta, 'number') ?? '1');
            ending = null;
          }
          break;
        }
        case 'note': {
          if (child(node, 'grace')) break;
          const isChord = Boolean(child(node, 'chord'));
          const start = isChord ? chordStart : cursor;
          const restNode = child(node, 'rest');
          let duration = beats(child(node, 'duration'));
          if (duration === 0 && attr(restNode, 'measure') === 'yes') duration = barLength;
          if (!isChord) {
            chordStart = cursor;
            cursor += duration;
          }
          reach = Math.max(reach, start + duration);
          if (child(node, 'cue')) break;
          if (child(node, 'unpitched')) {
            found.unpitched = true;
            break;
          }
          const staff = Math.max(1, Math.min(4, Math.round(number(child(node, 'staff')) ?? 1)));
          staves.add(staff);
          const voice = Math.round(number(child(node, 'voice')) ?? 1);
          const pitch = child(node, 'pitch');
          if (pitch) {
            const step = text(child(pitch, 'step')).trim().toUpperCase();
            const octave = number(child(pitch, 'octave'));
            const alter = Math.round(number(child(pitch, 'alter')) ?? 0);
            if (STEPS[step] === undefined || octave === null || !Number.isInteger(octave)) {
              throw new SheetImportError('malformed', 'The score has a note without a valid pitch.');
            }
            const tie = tieOf(node);
            notes.push({
              pitch: (octave + 1) * 12 + STEPS[step]! + alter,
              offset: start,
              duration,
              spelling: { step: step as Spelling['step'], alter: Math.max(-2, Math.min(2, alter)), octave },
              voice,
              staff,
              ...(tie ? { tie } : {}),
            });
          } else if (restNode) {
            notes.push({ pitch: null, offset: start, duration, voice, staff });
          }
          break;
        }
      }
    }
    if (ending && !mark.ending) mark.ending = ending;
    const length = reach > 0 ? reach : attr(xmlMeasure, 'implicit') === 'yes' ? 0 : barLength;
    total += length;
    if (total > MAX_SHEET_BEATS) throw new SheetImportError('too_large', 'The piece is too long to be played.');
    measures.push({ length, notes });
    marks.push(mark);
  });
  return { measures, marks, staves, firstImplicit };
}

/** A note's tie as the sound says it (`<tie>`), else as the notation draws it (`<tied>`). */
function tieOf(note: XmlNode): 'start' | 'stop' | 'continue' | undefined {
  let types = all(note, 'tie').map((tie) => attr(tie, 'type'));
  if (types.length === 0) {
    types = all(child(note, 'notations'), 'tied').map((tied) => attr(tied, 'type'));
  }
  const starts = types.includes('start') || types.includes('continue');
  const stops = types.includes('stop') || types.includes('continue');
  if (starts && stops) return 'continue';
  if (starts) return 'start';
  if (stops) return 'stop';
  return undefined;
}
