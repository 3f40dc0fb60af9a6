import type { FastifyInstance } from 'fastify';
import { newToken } from '../modules/auth/password.js';
import { appendToLedger } from '../modules/volunteers/ledger.js';
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

/** Inserts an open task (a custom one unless `over` says otherwise) and answers its id. */
export async function makeTask(app: FastifyInstance, over: Partial<TaskWrite> = {}): Promise<number> {
  const id = await new VolunteerTasksService(app.db).insert(app.db, {
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
    ...over,
  });
  if (id === null) throw new Error('task not inserted');
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
