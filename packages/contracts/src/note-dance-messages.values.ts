import { messageCodes } from './messages.js';

// Note Dance's messages without zod: the game's and the Note Dance admin's login screen import these before any
// schema loads.

/** Note Dance's account roles: every registered account is a player; admins come from configuration. */
export const NOTE_DANCE_ROLES = ['player', 'admin'] as const;
export type NoteDanceRole = (typeof NOTE_DANCE_ROLES)[number];

/** A Note Dance account's status: a suspended one cannot sign in and its sessions end. */
export const NOTE_DANCE_USER_STATUSES = ['active', 'suspended'] as const;
export type NoteDanceUserStatus = (typeof NOTE_DANCE_USER_STATUSES)[number];

/** Sane ranges of the settings the admin tunes (timing windows in ms either side of a note). */
export const NOTE_DANCE_SETTING_RANGES = {
  windowMin: 10,
  windowMax: 1000,
  tempoScaleMin: 0.25,
  tempoScaleMax: 2,
  sensitivityMin: 0,
  sensitivityMax: 1,
} as const;

/** The settings a new site starts with (the game reads them before any admin changed them). */
export const NOTE_DANCE_DEFAULT_SETTINGS = {
  perfect_ms: 50,
  great_ms: 100,
  good_ms: 160,
  default_tempo_scale: 1,
  microphone_sensitivity: 0.5,
} as const;

/** The English texts of Note Dance's messages (the spec's words where it gives them). */
export const NOTE_DANCE_MESSAGES = {
  invalidCredentials: 'Invalid credentials',
  invalidEmailOrPassword: 'Invalid email or password',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  invalidRegistration: 'Invalid registration data',
  passwordMismatch: 'Passwords do not match',
  loginSuccess: 'Login successful! Redirecting...',
  registerSuccess: 'Account created successfully! Redirecting...',
  usernameRequired: 'The username is required.',
  usernameInvalid: 'The username may use letters, digits, dots, dashes and underscores, 3 to 40 of them.',
  usernameTaken: 'This username is taken.',
  emailRequired: 'The email is required.',
  emailInvalid: 'The email must be a valid email address.',
  emailTaken: 'An account with this email already exists.',
  passwordRequired: 'The password is required.',
  passwordTooShort: 'The password must be at least 6 characters.',
  tooManyAttempts: 'Too many login attempts. Please try again later.',
  suspended: 'This account is suspended.',
  signInRequired: 'Please sign in to Note Dance.',
  adminOnly: 'Only a Note Dance admin may do this.',
  loggedOut: 'Signed out.',
  ownAccount: 'You cannot demote or suspend your own account.',
  sheetNotFound: 'No such sheet.',
  sheetCreated: 'Sheet created.',
  sheetUpdated: 'Sheet updated.',
  sheetDeleted: 'Sheet deleted.',
  sheetConverted: 'Sheet converted.',
  sheetInvalid: 'The sheet is not a valid Note Dance sheet.',
  sheetSourceRequired: 'Give either a sheet or ABC text.',
  sheetEmpty: 'The sheet has no notes to play.',
  titleRequired: 'The title is required.',
  omrUnavailable: 'No optical music recognition engine is configured on this server (set OMR_COMMAND to enable one).',
  omrFailed: 'The music recognition engine failed to read this file.',
  omrTimeout: 'The music recognition engine took too long and was stopped.',
  scoreSaved: 'Score saved.',
  scoreRejected: 'The score does not match the sheet.',
  scoreDeleted: 'Score deleted.',
  scoreNotFound: 'No such score.',
  userNotFound: 'No such user.',
  userUpdated: 'User updated.',
  settingsSaved: 'Settings saved.',
  windowsOrder: 'The windows must grow from perfect to great to good.',
} as const;

export const NOTE_DANCE_CODES = /* @__PURE__ */ messageCodes('noteDance', NOTE_DANCE_MESSAGES);
