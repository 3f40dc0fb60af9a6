import { adminVolunteersApi, type BodyOf, type QueryOf } from '@site/contracts';
import { call } from '../lib/api-client';
import { adminKeys } from './admin-keys';

export type AdminVolunteerListQuery = QueryOf<typeof adminVolunteersApi.list>;
export type AdminVolunteerUpdateBody = BodyOf<typeof adminVolunteersApi.update>;
export type AdminPointsBody = BodyOf<typeof adminVolunteersApi.points>;
export type AdminTaskListQuery = QueryOf<typeof adminVolunteersApi.tasks>;
export type AdminTaskCreateBody = BodyOf<typeof adminVolunteersApi.createTask>;
export type AdminTaskReviewBody = BodyOf<typeof adminVolunteersApi.reviewTask>;
export type ChallengeCreateBody = BodyOf<typeof adminVolunteersApi.createChallenge>;
export type ContactAccessQuery = QueryOf<typeof adminVolunteersApi.contactAccess>;

/** Query keys of the volunteers; a suspension, a team change or points refresh `all`. */
export const adminVolunteerKeys = adminKeys<AdminVolunteerListQuery>('volunteers');

/**
 * Query keys of the volunteer tasks, their challenges and the log of contact readings. A review or a
 * cancellation changes the volunteers too (points, active tasks), so those refresh both families.
 */
export const adminVolunteerTaskKeys = {
  ...adminKeys<AdminTaskListQuery>('volunteer-tasks'),
  challenges: () => ['admin', 'volunteer-tasks', 'challenges'] as const,
  contactAccess: (query: ContactAccessQuery) => ['admin', 'volunteer-tasks', 'contact-access', query] as const,
};

/** What a decision on a task changes: the tasks and the volunteers' points and counts. */
export const TASK_DECISION_REFRESHES = [adminVolunteerTaskKeys.all, adminVolunteerKeys.all] as const;

export function fetchVolunteers(query: AdminVolunteerListQuery, signal?: AbortSignal) {
  return call(adminVolunteersApi.list, { query }, { signal });
}

/** Suspends or restores a volunteer, or appoints them to (or removes them from) the first-responder team. */
export function updateVolunteer(id: number, body: AdminVolunteerUpdateBody) {
  return call(adminVolunteersApi.update, { params: { id }, body });
}

/** A spend (negative) or a correction in the volunteer's ledger, with its note. */
export function recordPoints(id: number, body: AdminPointsBody) {
  return call(adminVolunteersApi.points, { params: { id }, body });
}

export function fetchTasks(query: AdminTaskListQuery, signal?: AbortSignal) {
  return call(adminVolunteersApi.tasks, { query }, { signal });
}

export function createTask(body: AdminTaskCreateBody) {
  return call(adminVolunteersApi.createTask, { body });
}

/** Approves a submission (points awarded) or returns it to open with a note. */
export function reviewTask(id: number, body: AdminTaskReviewBody) {
  return call(adminVolunteersApi.reviewTask, { params: { id }, body });
}

/** Cancels an open or claimed task. */
export function cancelTask(id: number) {
  return call(adminVolunteersApi.cancelTask, { params: { id } });
}

export async function fetchChallenges(signal?: AbortSignal) {
  return (await call(adminVolunteersApi.challenges, {}, { signal })).data;
}

export function createChallenge(body: ChallengeCreateBody) {
  return call(adminVolunteersApi.createChallenge, { body });
}

/** Every reading of a reporter's contact by a first responder, newest first. */
export function fetchContactAccess(query: ContactAccessQuery, signal?: AbortSignal) {
  return call(adminVolunteersApi.contactAccess, { query }, { signal });
}
