import type { VolunteerStatus } from '@site/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { countRows } from '../../db/count.js';
import { insertId } from '../../db/dialect.js';
import { containsText } from '../../db/search.js';

/** A volunteer account as sign-in and the account's own changes read it. */
export interface VolunteerAccount {
  id: number;
  email: string | null;
  name: string;
  passwordHash: string | null;
  status: string;
  avatarMediaId: number | null;
  isDemo: boolean;
}

/** The row fields an admin list adds to the volunteer's own view. */
export interface VolunteerAdminFacts {
  id: number;
  status: VolunteerStatus;
  lastActiveAt: string | null;
}

export interface VolunteerListFilter {
  search?: string | undefined;
  status?: VolunteerStatus | undefined;
  firstResponder?: boolean | undefined;
  limit: number;
  offset: number;
}

/** The storage keys of a media item, so that its files can be removed once its row is gone. */
export interface MediaKeys {
  keys: string[];
}

/** The seeded demo volunteer's address (`example.com` never delivers mail). */
export const DEMO_VOLUNTEER_EMAIL = 'minh.an.demo@example.com';

/**
 * Whether an account is the shared demo volunteer that every visitor may sign in to: the seeded (`is_demo`)
 * account with the demo's address. Only the demo seed marks accounts `is_demo`, so an account someone registered
 * with that address on a site without the demo is never taken for it.
 */
export function isSharedDemo(account: { email: string | null; isDemo: boolean }): boolean {
  return account.isDemo && account.email === DEMO_VOLUNTEER_EMAIL;
}

/** Statuses of a task that a volunteer holds (a lock, or work waiting for review). */
export const HELD_TASK_STATUSES = ['claimed', 'submitted'] as const;

/** All SQL on volunteer accounts and their sessions (points move only through ledger.ts). */
export class VolunteerAccountsRepository {
  constructor(private readonly db: Db) {}

  private accounts() {
    return this.db
      .selectFrom('volunteers')
      .select(['id', 'email', 'name', 'password_hash', 'status', 'avatar_media_id', 'is_demo'])
      .where('status', '!=', 'deleted');
  }

  private static toAccount(row: {
    id: number;
    email: string | null;
    name: string;
    password_hash: string | null;
    status: string;
    avatar_media_id: number | null;
    is_demo: number;
  }): VolunteerAccount {
    return {
      id: row.id,
      email: row.email,
      name: row.name,
      passwordHash: row.password_hash,
      status: row.status,
      avatarMediaId: row.avatar_media_id,
      isDemo: row.is_demo === 1,
    };
  }

  /** The account that holds an email (deleted accounts hold none). */
  async findByEmail(email: string): Promise<VolunteerAccount | undefined> {
    const row = await this.accounts().where('email', '=', email).executeTakeFirst();
    return row ? VolunteerAccountsRepository.toAccount(row) : undefined;
  }

  async findById(id: number): Promise<VolunteerAccount | undefined> {
    const row = await this.accounts().where('id', '=', id).executeTakeFirst();
    return row ? VolunteerAccountsRepository.toAccount(row) : undefined;
  }

  async create(account: { email: string; name: string; passwordHash: string }, at: Date): Promise<number> {
    const now = at.toISOString();
    return insertId(
      this.db,
      this.db.insertInto('volunteers').values({
        email: account.email,
        name: account.name,
        password_hash: account.passwordHash,
        avatar_media_id: null,
        province_id: null,
        status: 'active',
        last_active_at: now,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      }),
    );
  }

  async createSession(volunteerId: number, tokenHash: string, expiresAt: Date, at: Date): Promise<void> {
    await this.db
      .insertInto('volunteer_sessions')
      .values({
        volunteer_id: volunteerId,
        token_hash: tokenHash,
        expires_at: expiresAt.toISOString(),
        created_at: at.toISOString(),
      })
      .execute();
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.db.deleteFrom('volunteer_sessions').where('token_hash', '=', tokenHash).execute();
  }

  /** Ends every session of a volunteer, or every other one when `keepTokenHash` is given. */
  async deleteSessions(volunteerId: number, keepTokenHash?: string): Promise<void> {
    let query = this.db.deleteFrom('volunteer_sessions').where('volunteer_id', '=', volunteerId);
    if (keepTokenHash) query = query.where('token_hash', '!=', keepTokenHash);
    await query.execute();
  }

  async deleteExpiredSessions(now: Date): Promise<void> {
    await this.db.deleteFrom('volunteer_sessions').where('expires_at', '<=', now.toISOString()).execute();
  }

  /** Notes that the volunteer was active, writing at most once a minute. */
  async touch(volunteerId: number, now: Date): Promise<void> {
    const minuteAgo = new Date(now.getTime() - 60_000).toISOString();
    await this.db
      .updateTable('volunteers')
      .set({ last_active_at: now.toISOString() })
      .where('id', '=', volunteerId)
      .where((eb) => eb.or([eb('last_active_at', 'is', null), eb('last_active_at', '<', minuteAgo)]))
      .execute();
  }

  async updateProfile(volunteerId: number, name: string, provinceId: string | null, at: Date): Promise<void> {
    await this.db
      .updateTable('volunteers')
      .set({ name, province_id: provinceId, updated_at: at.toISOString() })
      .where('id', '=', volunteerId)
      .execute();
  }

  async setPassword(volunteerId: number, passwordHash: string, at: Date): Promise<void> {
    await this.db
      .updateTable('volunteers')
      .set({ password_hash: passwordHash, updated_at: at.toISOString() })
      .where('id', '=', volunteerId)
      .execute();
  }

  async setAvatar(volunteerId: number, mediaId: number | null, at: Date): Promise<void> {
    await this.db
      .updateTable('volunteers')
      .set({ avatar_media_id: mediaId, updated_at: at.toISOString() })
      .where('id', '=', volunteerId)
      .execute();
  }

  async setStatus(volunteerId: number, status: VolunteerStatus, at: Date): Promise<void> {
    await this.db
      .updateTable('volunteers')
      .set({ status, updated_at: at.toISOString() })
      .where('id', '=', volunteerId)
      .execute();
  }

  async setFirstResponder(volunteerId: number, firstResponder: boolean, at: Date): Promise<void> {
    await this.db
      .updateTable('volunteers')
      .set({ first_responder: firstResponder ? 1 : 0, updated_at: at.toISOString() })
      .where('id', '=', volunteerId)
      .execute();
  }

  /** Gives the volunteer's held tasks of these statuses back to everyone, as if never taken. */
  async releaseTasks(volunteerId: number, statuses: readonly string[], at: Date): Promise<number> {
    const result = await this.db
      .updateTable('volunteer_tasks')
      .set({
        status: 'open',
        holder_id: null,
        claimed_at: null,
        lock_expires_at: null,
        submitted_at: null,
        submission_note: null,
        hours: null,
        updated_at: at.toISOString(),
      })
      .where('holder_id', '=', volunteerId)
      .where('status', 'in', [...statuses])
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /**
   * Removes the personal data of an account and marks it deleted: no email (so it may register again), no
   * password, a neutral name, no province or avatar. The row stays, so the append-only ledger keeps its owner.
   */
  async anonymise(volunteerId: number, at: Date): Promise<void> {
    const now = at.toISOString();
    await this.db
      .updateTable('volunteers')
      .set({
        email: null,
        name: 'Deleted volunteer',
        password_hash: null,
        avatar_media_id: null,
        province_id: null,
        first_responder: 0,
        status: 'deleted',
        last_active_at: null,
        deleted_at: now,
        updated_at: now,
      })
      .where('id', '=', volunteerId)
      .execute();
  }

  async deleteNotifications(volunteerId: number): Promise<void> {
    await this.db.deleteFrom('volunteer_notifications').where('volunteer_id', '=', volunteerId).execute();
  }

  /** Deletes a media item's row (and its comments) and answers the storage keys of its files. */
  async deleteMedia(mediaId: number): Promise<MediaKeys> {
    const row = await this.db
      .selectFrom('media_items')
      .select(['source_key', 'original_key', 'webp_key', 'thumb_small_key', 'thumb_medium_key', 'thumb_large_key'])
      .where('id', '=', mediaId)
      .executeTakeFirst();
    await this.db.deleteFrom('media_comments').where('media_id', '=', mediaId).execute();
    await this.db.deleteFrom('media_items').where('id', '=', mediaId).execute();
    return { keys: row ? Object.values(row).filter((key): key is string => typeof key === 'string') : [] };
  }

  /** The figures of the public overview: counts only. */
  async overview(): Promise<{ volunteers: number; tasksCompleted: number; openTasks: number; provinces: number }> {
    const [volunteers, tasksCompleted, openTasks, provinces] = await Promise.all([
      countRows(this.db.selectFrom('volunteers').where('status', '=', 'active')),
      countRows(this.db.selectFrom('volunteer_tasks').where('status', '=', 'approved')),
      countRows(this.db.selectFrom('volunteer_tasks').where('status', '=', 'open')),
      this.db
        .selectFrom('volunteers')
        .select(sql<number>`count(distinct province_id)`.as('n'))
        .where('status', '=', 'active')
        .where('province_id', 'is not', null)
        .executeTakeFirstOrThrow(),
    ]);
    return { volunteers, tasksCompleted, openTasks, provinces: Number(provinces.n) };
  }

  /** The owner's list: accounts that are not deleted, newest first, searched by name or email. */
  async list(filter: VolunteerListFilter): Promise<{ rows: VolunteerAdminFacts[]; total: number }> {
    let query = this.db.selectFrom('volunteers').where('status', '!=', 'deleted');
    if (filter.search) {
      const text = filter.search;
      query = query.where((eb) => eb.or([containsText(sql`name`, text), containsText(sql`coalesce(email, '')`, text)]));
    }
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.firstResponder !== undefined) {
      query = query.where('first_responder', '=', filter.firstResponder ? 1 : 0);
    }
    const total = await countRows(query);
    const rows = await query
      .select(['id', 'status', 'last_active_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute();
    return {
      rows: rows.map((row) => ({
        id: row.id,
        status: row.status as VolunteerStatus,
        lastActiveAt: row.last_active_at,
      })),
      total,
    };
  }

  /** How many tasks each volunteer holds now (claimed or waiting for review). */
  async heldTaskCounts(volunteerIds: readonly number[]): Promise<Map<number, number>> {
    if (volunteerIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('volunteer_tasks')
      .select(['holder_id', sql<number>`count(*)`.as('n')])
      .where('holder_id', 'in', [...volunteerIds])
      .where('status', 'in', [...HELD_TASK_STATUSES])
      .groupBy('holder_id')
      .execute();
    return new Map(rows.map((row) => [Number(row.holder_id), Number(row.n)]));
  }

  async facts(volunteerId: number): Promise<VolunteerAdminFacts | undefined> {
    const row = await this.db
      .selectFrom('volunteers')
      .select(['id', 'status', 'last_active_at'])
      .where('id', '=', volunteerId)
      .where('status', '!=', 'deleted')
      .executeTakeFirst();
    return row ? { id: row.id, status: row.status as VolunteerStatus, lastActiveAt: row.last_active_at } : undefined;
  }
}
