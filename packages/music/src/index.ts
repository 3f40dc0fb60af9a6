export {
  beatsPerBar,
  playableNotes,
  sheetLength,
  type PlayableNote,
  type Sheet,
  type SheetNote,
  type SheetPart,
  type Spelling,
} from './sheet.js';

// Importers: MusicXML / MXL, MIDI and ABC into the sheet format.
export {
  importSheet,
  parseAbc,
  parseMidi,
  parseMusicXml,
  SHEET_IMPORT_ERROR_CODES,
  SheetImportError,
  type SheetImportErrorCode,
} from './import/index.js';
