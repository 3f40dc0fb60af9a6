export { parseAbc } from './abc.js';
export { SHEET_IMPORT_ERROR_CODES, SheetImportError, type SheetImportErrorCode } from './errors.js';
export { importSheet } from './import-sheet.js';
export { parseMidi } from './midi.js';
export { parseMusicXml } from './musicxml.js';
