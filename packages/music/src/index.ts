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
