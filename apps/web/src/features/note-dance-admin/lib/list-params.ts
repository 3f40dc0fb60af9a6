import {
  NOTE_DANCE_DIFFICULTIES,
  NOTE_DANCE_INPUTS,
  NOTE_DANCE_ROLES,
  NOTE_DANCE_USER_STATUSES,
} from '@site/contracts';
import type { SheetListQuery } from '../../../api/note-dance';
import type { AdminScoreListQuery, UserListQuery } from '../../../api/note-dance-admin';
import { BASE_LIST_DEFAULTS, listState, type BaseListParams } from '../../../components/admin/list-params';

/** The sheets list in the address bar: page, search (title or composer) and difficulty ('' is any). */
export interface SheetListParams extends BaseListParams {
  difficulty: '' | (typeof NOTE_DANCE_DIFFICULTIES)[number];
  sort: 'newest';
}
export const DEFAULT_SHEET_LIST_PARAMS: SheetListParams = { ...BASE_LIST_DEFAULTS, difficulty: '', sort: 'newest' };
export const sheetListState = listState(
  DEFAULT_SHEET_LIST_PARAMS,
  { difficulty: NOTE_DANCE_DIFFICULTIES, sort: ['newest'] },
  { perPage: 50, query: (params) => ({ difficulty: params.difficulty || undefined }) },
);
export function sheetListQuery(params: SheetListParams): SheetListQuery {
  const { page, per_page, search, difficulty } = sheetListState.query(params);
  return { page, per_page, search, difficulty };
}

/** The users list in the address bar: page, search (username or email), role and status. */
export interface UserListParams extends BaseListParams {
  role: '' | (typeof NOTE_DANCE_ROLES)[number];
  status: '' | (typeof NOTE_DANCE_USER_STATUSES)[number];
  sort: 'newest';
}
export const DEFAULT_USER_LIST_PARAMS: UserListParams = { ...BASE_LIST_DEFAULTS, role: '', status: '', sort: 'newest' };
export const userListState = listState(
  DEFAULT_USER_LIST_PARAMS,
  { role: NOTE_DANCE_ROLES, status: NOTE_DANCE_USER_STATUSES, sort: ['newest'] },
  { perPage: 20, query: (params) => ({ role: params.role || undefined, status: params.status || undefined }) },
);
export function userListQuery(params: UserListParams): UserListQuery {
  const { page, per_page, search, role, status } = userListState.query(params);
  return { page, per_page, search, role, status };
}

/**
 * The scores list in the address bar: page, sheet (an id), player (a username, kept in the search field) and input.
 */
export interface ScoreListParams extends BaseListParams {
  input: '' | (typeof NOTE_DANCE_INPUTS)[number];
  sort: 'newest';
}
export const DEFAULT_SCORE_LIST_PARAMS: ScoreListParams = { ...BASE_LIST_DEFAULTS, input: '', sort: 'newest' };
export const scoreListState = listState(
  DEFAULT_SCORE_LIST_PARAMS,
  { input: NOTE_DANCE_INPUTS, sort: ['newest'] },
  { perPage: 20, query: (params) => ({ input: params.input || undefined }) },
);
export function scoreListQuery(params: ScoreListParams): AdminScoreListQuery {
  const { page, per_page, input } = scoreListState.query(params);
  const sheet = Number(params.categoryId);
  return {
    page,
    per_page,
    input,
    sheet_id: Number.isInteger(sheet) && sheet > 0 ? sheet : undefined,
    user: params.search || undefined,
  };
}
