import { NOTE_DANCE_LIMITS, SHEET_FILE_FORMATS, type SheetFileFormat } from '@site/contracts';
import type { Sheet } from '../sheet.js';
import { parseAbc } from './abc.js';
import { SheetImportError } from './errors.js';
import { isMidi, parseMidi } from './midi.js';
import { parseMusicXml } from './musicxml.js';
import { isZip, utf8 } from './zip.js';

/** The format the file's first bytes show, null when they show none. */
function sniff(bytes: Uint8Array): SheetFileFormat | null {
  if (isZip(bytes)) return 'mxl';
  if (isMidi(bytes)) return 'midi';
  const head = utf8(bytes.subarray(0, 4096)).replace(/^\uFEFF/, '');
  const start = head.trimStart();
  if (start.startsWith('<?xml') || /^(<!--[\s\S]*?-->\s*)*<(!DOCTYPE\s+)?score-(partwise|timewise)\b/.test(start)) {
    return 'musicxml';
  }
  if (/^\s*X:/.test(head) || /^(%.*\n|\s*\n)*[A-Z]:/.test(head)) return 'abc';
  return null;
}

/** The format a file name's extension names, null when none. */
function byExtension(fileName: string): SheetFileFormat | null {
  const name = fileName.toLowerCase();
  for (const format of SHEET_FILE_FORMATS) {
    if (format.extensions.some((extension) => name.endsWith(extension))) return format.id;
  }
  return null;
}

/**
 * Reads an uploaded or typed sheet file. The format comes from the content when its first bytes show one (zip →
 * MXL, 'MThd' → MIDI, '<?xml' or '<score-partwise' → MusicXML, a field line such as 'X:' → ABC), else from the
 * extension; content wins over a wrong extension. Refuses empty and oversized files before anything is parsed.
 */
export function importSheet(fileName: string, bytes: Uint8Array): { format: SheetFileFormat; sheet: Sheet } {
  if (bytes.length === 0) throw new SheetImportError('empty', 'The file is empty.');
  if (bytes.length > NOTE_DANCE_LIMITS.sheetFileBytes) {
    throw new SheetImportError(
      'too_large',
      `The file is larger than ${NOTE_DANCE_LIMITS.sheetFileBytes / 1024 / 1024} MiB; sheet files are much smaller.`,
    );
  }
  const format = sniff(bytes) ?? byExtension(fileName);
  if (!format) {
    throw new SheetImportError(
      'unknown_format',
      'This is not a sheet file that can be read: use MusicXML (.musicxml, .xml, .mxl), MIDI (.mid) or ABC (.abc).',
    );
  }
  switch (format) {
    case 'midi':
      return { format, sheet: parseMidi(bytes) };
    case 'abc':
      return { format, sheet: parseAbc(utf8(bytes)) };
    case 'mxl':
    case 'musicxml':
      return { format, sheet: parseMusicXml(bytes) };
  }
}
