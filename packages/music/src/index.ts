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
