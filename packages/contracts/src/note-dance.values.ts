/**
 * Note Dance's values that pages, the server and the music engine share (no zod: a page may import them).
 */

/** A sheet's difficulty, easiest first. */
export const NOTE_DANCE_DIFFICULTIES = [
  'beginner',
  'easy',
  'intermediate',
  'medium',
  'advanced',
  'hard',
  'expert',
] as const;
export type NoteDanceDifficulty = (typeof NOTE_DANCE_DIFFICULTIES)[number];

/** How the player played: the computer keyboard (or touch on the on-screen piano), a MIDI keyboard, a microphone. */
export const NOTE_DANCE_INPUTS = ['keyboard', 'midi', 'microphone'] as const;
export type NoteDanceInput = (typeof NOTE_DANCE_INPUTS)[number];

/** How a note was hit, best first. */
export const HIT_RESULTS = ['perfect', 'great', 'good', 'miss'] as const;
export type HitResult = (typeof HIT_RESULTS)[number];

/** The game's states, as the page moves through them. */
export const NOTE_DANCE_GAME_STATES = ['loading', 'song-choice', 'playing', 'complete'] as const;
export type NoteDanceGameState = (typeof NOTE_DANCE_GAME_STATES)[number];

/** The microphone's permission as the listen mode knows it. */
export const MICROPHONE_STATUSES = ['unknown', 'checking', 'granted', 'denied'] as const;
export type MicrophoneStatus = (typeof MICROPHONE_STATUSES)[number];

/** The sheet files the converter reads, by extension. */
export const SHEET_FILE_FORMATS = [
  {
    id: 'musicxml',
    extensions: ['.musicxml', '.xml'],
    mime: ['application/vnd.recordare.musicxml+xml', 'application/xml', 'text/xml'],
  },
  { id: 'mxl', extensions: ['.mxl'], mime: ['application/vnd.recordare.musicxml'] },
  { id: 'midi', extensions: ['.mid', '.midi'], mime: ['audio/midi', 'audio/x-midi'] },
  { id: 'abc', extensions: ['.abc'], mime: ['text/vnd.abc', 'text/plain'] },
] as const;
export type SheetFileFormat = (typeof SHEET_FILE_FORMATS)[number]['id'];

export const NOTE_DANCE_LIMITS = {
  /** A sheet file's size, uploaded or typed. */
  sheetFileBytes: 2 * 1024 * 1024,
  /** What an MXL archive may unpack to. */
  unpackedBytes: 16 * 1024 * 1024,
  /** Notes (and rests) in one sheet. */
  notes: 20_000,
  /** Parts in one sheet. */
  parts: 16,
  /** Tempo, quarter notes per minute. */
  tempoMin: 20,
  tempoMax: 320,
  /** The player's tempo as a share of the sheet's (the tempo control). */
  tempoScaleMin: 0.25,
  tempoScaleMax: 2,
  usernameMin: 3,
  usernameMax: 40,
  passwordMin: 6,
  passwordMax: 1024,
  /** Leaderboard rows asked by default and at most. */
  leaderboardDefault: 10,
  leaderboardMax: 100,
} as const;
