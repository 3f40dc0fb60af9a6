import type { FastifyInstance } from 'fastify';
import { newToken } from '../modules/auth/password.js';
import { appendToLedger } from '../modules/volunteers/ledger.js';
import type { TaskStatus } from '@site/contracts';
import { VolunteerTasksService, type TaskWrite } from '../modules/volunteers/volunteer-tasks.service.js';

/** A volunteer made directly in the database, with a session: its id and the headers that carry its token. */
export interface TestVolunteer {
  id: number;
  headers: Record<string, string>;
}

let serial = 0;

/**
 * Inserts a volunteer and a session (as registration would, until the accounts module is merged). `lifetime`
 * points are given through the ledger (an adjustment), so that totals, levels and the ledger agree.
 */
export async function makeVolunteer(
  app: FastifyInstance,
  options: {
    name?: string;
    province_id?: string | null;
    first_responder?: boolean;
    lifetime?: number;
    status?: 'active' | 'suspended' | 'deleted';
  } = {},
): Promise<TestVolunteer> {
  const now = new Date().toISOString();
  serial += 1;
  const row = await app.db
    .insertInto('volunteers')
    .values({
      email: `volunteer${serial}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      name: options.name ?? `Volunteer ${serial}`,
      password_hash: null,
      avatar_media_id: null,
      province_id: options.province_id ?? null,
      status: options.status ?? 'active',
      first_responder: options.first_responder ? 1 : 0,
      is_demo: 0,
      last_active_at: null,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token, hash } = newToken();
  await app.db
    .insertInto('volunteer_sessions')
    .values({
      volunteer_id: row.id,
      token_hash: hash,
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      created_at: now,
    })
    .execute();
  if (options.lifetime)
    await appendToLedger(app.db, { volunteerId: row.id, amount: options.lifetime, reason: 'adjustment', note: 'test' });
  return { id: row.id, headers: { authorization: `Bearer ${token}` } };
}

/**
 * Where a task stands, when a test starts from a task already taken: its status and holder, and what a claim,
 * a submission and a review would have written (each defaults from the status: a claimed task's lock runs for
 * an hour, a submission took an hour, an approval was the owner's; `null` leaves a field empty).
 */
export interface TaskState {
  status?: TaskStatus;
  holder_id?: number | null;
  claimed_at?: string | null;
  lock_expires_at?: string | null;
  submitted_at?: string | null;
  submission_note?: string | null;
  hours?: number | null;
  reviewed_by?: string | null;
  reviewed_at?: string | null;
  review_note?: string | null;
}

const STATE_KEYS = [
  'status',
  'holder_id',
  'claimed_at',
  'lock_expires_at',
  'submitted_at',
  'submission_note',
  'hours',
  'reviewed_by',
  'reviewed_at',
  'review_note',
] as const;

/** The columns a task in `status` carries, before `state`'s own values. */
function stateOf(state: TaskState): Required<TaskState> {
  const status = state.status ?? 'open';
  const now = new Date().toISOString();
  const held = status === 'claimed' || status === 'submitted' || status === 'approved';
  const sent = status === 'submitted' || status === 'approved';
  const defaults: Required<TaskState> = {
    status,
    holder_id: null,
    claimed_at: held ? now : null,
    lock_expires_at: status === 'claimed' ? new Date(Date.now() + 3_600_000).toISOString() : null,
    submitted_at: sent ? now : null,
    submission_note: sent ? 'Done.' : null,
    hours: sent ? 1 : null,
    reviewed_by: status === 'approved' ? 'owner@example.com' : null,
    reviewed_at: status === 'approved' ? now : null,
    review_note: null,
  };
  const given = Object.fromEntries(
    STATE_KEYS.filter((key) => state[key] !== undefined).map((key) => [key, state[key]]),
  );
  return { ...defaults, ...given };
}

/**
 * Inserts a task (a custom, open one unless `over` says otherwise) and answers its id. A `status` or holder
 * puts it where a claim, submission or review would have (see `TaskState`).
 */
export async function makeTask(app: FastifyInstance, over: Partial<TaskWrite> & TaskState = {}): Promise<number> {
  const state = Object.fromEntries(STATE_KEYS.map((key) => [key, over[key]])) as TaskState;
  const write = Object.fromEntries(
    Object.entries(over).filter(([key]) => !(STATE_KEYS as readonly string[]).includes(key)),
  ) as Partial<TaskWrite>;
  const id = await new VolunteerTasksService(app.db).insert({
    kind: 'custom',
    type: 'social_media',
    mode: 'online',
    difficulty: 'easy',
    title: 'Share the poster',
    description: 'Share the case poster in two local groups.',
    case_id: null,
    report_id: null,
    province_id: null,
    language: null,
    bonus: 0,
    urgent: false,
    first_responder_only: false,
    needs_contact: false,
    deadline: null,
    created_by: 'owner@example.com',
    source_key: null,
    ...write,
  });
  if (id === null) throw new Error('task not inserted');
  if (STATE_KEYS.some((key) => over[key] !== undefined))
    await app.db.updateTable('volunteer_tasks').set(stateOf(state)).where('id', '=', id).execute();
  return id;
}

/** A request helper for volunteer routes. */
export function asVolunteer(app: FastifyInstance, volunteer: TestVolunteer) {
  return {
    get: (url: string) => app.inject({ method: 'GET', url, headers: volunteer.headers }),
    post: (url: string, payload: object = {}) =>
      app.inject({ method: 'POST', url, headers: volunteer.headers, payload }),
  };
}

/** Claims, submits and (as the owner) approves a task for `volunteer`; fails loudly at any step. */
export async function completeTask(
  app: FastifyInstance,
  volunteer: TestVolunteer,
  taskId: number,
  ownerHeaders: Record<string, string>,
): Promise<void> {
  const as = asVolunteer(app, volunteer);
  const claim = await as.post(`/api/volunteer/tasks/${taskId}/claim`);
  if (claim.statusCode !== 200) throw new Error(`claim ${claim.statusCode} ${claim.body}`);
  const submit = await as.post(`/api/volunteer/tasks/${taskId}/submit`, { note: 'Done.', hours: 1 });
  if (submit.statusCode !== 200) throw new Error(`submit ${submit.statusCode} ${submit.body}`);
  const review = await app.inject({
    method: 'POST',
    url: `/api/admin/volunteer-tasks/${taskId}/review`,
    headers: ownerHeaders,
    payload: { decision: 'approve' },
  });
  if (review.statusCode !== 200) throw new Error(`review ${review.statusCode} ${review.body}`);
}
