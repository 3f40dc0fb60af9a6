import { routes } from '../endpoint.js';
import type { noteDanceSchemas } from './note-dance.js';

const BASE = '/perf/python/note-dance';

/**
 * Note Dance, under the spec's base `/perf/python`. `note-dance` endpoints need a Note Dance bearer token (its own
 * sessions, neither the site owner's nor a volunteer's); `note-dance-admin` ones a Note Dance admin's.
 */
export const noteDanceApi = /* @__PURE__ */ routes<typeof noteDanceSchemas>()({
  auth: { method: 'POST', path: `${BASE}/auth`, auth: 'public' },
  me: { method: 'GET', path: `${BASE}/me`, auth: 'note-dance' },
  logout: { method: 'POST', path: `${BASE}/logout`, auth: 'note-dance' },
  sheets: { method: 'GET', path: `${BASE}/sheets`, auth: 'public' },
  createSheet: { method: 'POST', path: `${BASE}/sheets`, auth: 'note-dance-admin' },
  sheet: { method: 'GET', path: `${BASE}/sheets/:id`, auth: 'public' },
  updateSheet: { method: 'PUT', path: `${BASE}/sheets/:id`, auth: 'note-dance-admin' },
  deleteSheet: { method: 'DELETE', path: `${BASE}/sheets/:id`, auth: 'note-dance-admin' },
  convertSheet: { method: 'POST', path: `${BASE}/convert-sheet`, auth: 'note-dance-admin' },
  convertSheetAndSave: { method: 'POST', path: `${BASE}/convert-sheet-and-save`, auth: 'note-dance-admin' },
  supportedFormats: { method: 'GET', path: `${BASE}/supported-formats`, auth: 'public' },
  omrStatus: { method: 'GET', path: `${BASE}/omr-status`, auth: 'public' },
  omrConvert: { method: 'POST', path: `${BASE}/omr-convert`, auth: 'note-dance-admin' },
  createScore: { method: 'POST', path: `${BASE}/scores`, auth: 'note-dance' },
  scores: { method: 'GET', path: `${BASE}/scores`, auth: 'note-dance' },
  deleteScore: { method: 'DELETE', path: `${BASE}/scores/:id`, auth: 'note-dance-admin' },
  leaderboard: { method: 'GET', path: `${BASE}/leaderboard`, auth: 'public' },
  myBest: { method: 'GET', path: `${BASE}/my-best`, auth: 'note-dance' },
  users: { method: 'GET', path: `${BASE}/users`, auth: 'note-dance-admin' },
  updateUser: { method: 'PATCH', path: `${BASE}/users/:id`, auth: 'note-dance-admin' },
  settings: { method: 'GET', path: `${BASE}/settings`, auth: 'public' },
  updateSettings: { method: 'PUT', path: `${BASE}/settings`, auth: 'note-dance-admin' },
  dashboard: { method: 'GET', path: `${BASE}/dashboard`, auth: 'note-dance-admin' },
  health: { method: 'GET', path: '/perf/python/health', auth: 'public' },
});
