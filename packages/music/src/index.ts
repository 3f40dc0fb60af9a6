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

// Hit judging, scoring and the server's plausibility check of a claimed score (M3).
export * from './judge/index.js';
