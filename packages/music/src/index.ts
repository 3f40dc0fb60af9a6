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

// The seed songs: public-domain melodies in the project's own ABC arrangements (M3).
export { SEED_SONGS, type SeedSong } from './songs/seed-songs.js';
