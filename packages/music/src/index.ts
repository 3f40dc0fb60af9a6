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
// Hit judging, scoring and the server's plausibility check of a claimed score.
export * from './judge/index.js';

// The seed songs: public-domain melodies in the project's own ABC arrangements.
export { SEED_SONGS, type SeedSong } from './songs/seed-songs.js';
// Pitch detection for the microphone (listen) mode.
export {
  DEFAULT_PITCH_DETECTION,
  detectPitch,
  PitchDetector,
  type DetectedPitch,
  type PitchDetectionOptions,
} from './pitch/detect.js';
export {
  A4_FREQUENCY,
  A4_MIDI,
  frequencyFromMidi,
  midiFromFrequency,
  noteFromFrequency,
  noteName,
  PIANO_HIGHEST_MIDI,
  PIANO_LOWEST_MIDI,
  type NoteOfFrequency,
} from './pitch/note.js';
export { PitchTracker, sensitivityOptions, type PitchOnset, type PitchTrackerOptions } from './pitch/tracker.js';
