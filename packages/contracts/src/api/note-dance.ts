import { idParamsSchema } from '../admin.js';
import { okSchema } from '../envelopes.js';
import {
  noteDanceLeaderboardQuerySchema,
  noteDanceLeaderboardSchema,
  myBestSchema,
  noteDanceAuthResponseSchema,
  noteDanceAuthSchema,
  noteDanceDashboardSchema,
  noteDanceHealthSchema,
  noteDanceMeResponseSchema,
  noteDanceSettingsResponseSchema,
  noteDanceSettingsSavedSchema,
  noteDanceSettingsSchema,
  omrStatusSchema,
  scoreCreateSchema,
  scoreListQuerySchema,
  scoreListSchema,
  scoreRejectedSchema,
  scoreSavedSchema,
  sheetConvertedSchema,
  sheetCreateSchema,
  sheetItemSchema,
  sheetListQuerySchema,
  sheetListSchema,
  sheetSavedSchema,
  sheetUpdateSchema,
  supportedFormatsSchema,
  userListQuerySchema,
  userListSchema,
  userSavedSchema,
  userUpdateSchema,
} from '../note-dance.js';
import { answers, creates, family } from './family.js';
import { noteDanceApi } from './note-dance.routes.js';

const upload = { multipart: true as const };

export const noteDanceSchemas = {
  auth: answers(noteDanceAuthResponseSchema, {
    summary: 'Signs in (action login) or creates a player account and signs it in (action register); rate-limited',
    body: noteDanceAuthSchema,
  }),
  me: answers(noteDanceMeResponseSchema, { summary: 'The signed-in account, checked against the server' }),
  logout: answers(okSchema, { summary: 'Ends this session' }),
  sheets: answers(sheetListSchema, {
    summary: 'Published sheets (an admin sees every sheet), without their notes; search and difficulty filters',
    query: sheetListQuerySchema,
  }),
  createSheet: creates(sheetSavedSchema, {
    summary: 'Adds a sheet given as the sheet format or as ABC text (converted by the music engine)',
    body: sheetCreateSchema,
  }),
  sheet: answers(sheetItemSchema, {
    summary: 'One sheet with its notes (public when published)',
    params: idParamsSchema,
  }),
  updateSheet: answers(sheetSavedSchema, {
    summary: 'Changes a sheet',
    params: idParamsSchema,
    body: sheetUpdateSchema,
  }),
  deleteSheet: answers(okSchema, { summary: 'Deletes a sheet and its scores', params: idParamsSchema }),
  convertSheet: answers(sheetConvertedSchema, {
    summary: 'Converts an uploaded MusicXML, MXL, MIDI or ABC file (field `file`) into the sheet format, not saved',
    ...upload,
  }),
  convertSheetAndSave: creates(sheetSavedSchema, {
    summary: 'Converts an uploaded file (field `file`; fields title, composer, difficulty, published) and saves it',
    ...upload,
  }),
  supportedFormats: answers(supportedFormatsSchema, { summary: 'The sheet files the converter reads' }),
  omrStatus: answers(omrStatusSchema, { summary: 'Whether an optical music recognition engine is configured' }),
  omrConvert: {
    summary: 'Reads a scanned score (field `file`) with the configured OMR engine; 501 when none is configured',
    ...upload,
    responses: { 200: sheetConvertedSchema, 501: scoreRejectedSchema },
  },
  createScore: {
    summary: "Saves the signed-in player's result after checking it against the sheet (422 with the reasons)",
    body: scoreCreateSchema,
    responses: { 201: scoreSavedSchema, 422: scoreRejectedSchema },
  },
  scores: answers(scoreListSchema, {
    summary: "The player's own scores, newest first (an admin's: everyone's, filtered by sheet, user, input)",
    query: scoreListQuerySchema,
  }),
  deleteScore: answers(okSchema, { summary: 'Removes a score', params: idParamsSchema }),
  leaderboard: answers(noteDanceLeaderboardSchema, {
    summary: "Each player's best score on a sheet, one board per input, by username only",
    query: noteDanceLeaderboardQuerySchema,
  }),
  myBest: answers(myBestSchema, { summary: "The signed-in player's best result per sheet and input" }),
  users: answers(userListSchema, {
    summary: 'Note Dance accounts, searched by username or email',
    query: userListQuerySchema,
  }),
  updateUser: answers(userSavedSchema, {
    summary: "Changes an account's role or status (never the admin's own); suspending ends its sessions",
    params: idParamsSchema,
    body: userUpdateSchema,
  }),
  settings: answers(noteDanceSettingsResponseSchema, { summary: "The game's timing windows, tempo and microphone" }),
  updateSettings: answers(noteDanceSettingsSavedSchema, {
    summary: "Changes the game's settings",
    body: noteDanceSettingsSchema,
  }),
  dashboard: answers(noteDanceDashboardSchema, {
    summary: 'Counts, recent activity (usernames only) and system status for the Note Dance admin',
  }),
  health: {
    summary: "Note Dance's API status (the admin's indicator polls it)",
    responses: { 200: noteDanceHealthSchema, 503: noteDanceHealthSchema },
  },
};

export const noteDanceEndpoints = /* @__PURE__ */ family('note-dance', noteDanceSchemas, noteDanceApi);
