import type { NoteDanceRole, NoteDanceUserStatus } from '@site/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { countRows } from '../../db/count.js';
import { insertId } from '../../db/dialect.js';
import { containsText } from '../../db/search.js';

/** A Note Dance account as sign-in and the admin read it. */
export interface NoteDanceAccount {
  id: number;
  username: string;
  email: string;
  passwordHash: string;
  role: NoteDanceRole;
  status: NoteDanceUserStatus;
  lastLoginAt: string | null;
  createdAt: string;
}

export interface AccountListFilter {
  search?: string | undefined;
  role?: NoteDanceRole | undefined;
  status?: NoteDanceUserStatus | undefined;
  limit: number;
  offset: number;
}

type AccountRow = {
  id: number;
  username: string;
  email: string;
  password_hash: string;
  role: string;
  status: string;
  last_login_at: string | null;
  created_at: string;
};

const toAccount = (row: AccountRow): NoteDanceAccount => ({
  id: row.id,
  username: row.username,
  email: row.email,
  passwordHash: row.password_hash,
  role: row.role === 'admin' ? 'admin' : 'player',
  status: row.status === 'suspended' ? 'suspended' : 'active',
  lastLoginAt: row.last_login_at,
  createdAt: row.created_at,
});

const ACCOUNT_COLUMNS = [
  'id',
  'username',
  'email',
  'password_hash',
  'role',
  'status',
  'last_login_at',
  'created_at',
] as const;

/** All SQL on Note Dance accounts and their sessions. */
export class NoteDanceAccountsRepository {
  constructor(private readonly db: Db) {}

  async findByEmail(email: string): Promise<NoteDanceAccount | undefined> {
    const row = await this.db
      .selectFrom('note_dance_users')
      .select(ACCOUNT_COLUMNS)
      .where('email', '=', email)
      .executeTakeFirst();
    return row ? toAccount(row) : undefined;
  }

  async findById(id: number): Promise<NoteDanceAccount | undefined> {
    const row = await this.db
      .selectFrom('note_dance_users')
      .select(ACCOUNT_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toAccount(row) : undefined;
  }

  async usernameTaken(username: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('note_dance_users')
      .select('id')
      .where('username_key', '=', username.toLowerCase())
      .executeTakeFirst();
    return row !== undefined;
  }

  async countAdmins(): Promise<number> {
    return countRows(this.db.selectFrom('note_dance_users').where('role', '=', 'admin'));
  }

  async create(
    account: { username: string; email: string; passwordHash: string; role: NoteDanceRole },
    at: Date,
  ): Promise<number> {
    const now = at.toISOString();
    return insertId(
      this.db,
      this.db.insertInto('note_dance_users').values({
        username: account.username,
        username_key: account.username.toLowerCase(),
        email: account.email,
        password_hash: account.passwordHash,
        role: account.role,
        status: 'active',
        last_login_at: null,
        created_at: now,
        updated_at: now,
      }),
    );
  }

  /** Makes an account an active admin with this password (the configured first admin). */
  async makeAdmin(id: number, passwordHash: string, at: Date): Promise<void> {
    await this.db
      .updateTable('note_dance_users')
      .set({ role: 'admin', status: 'active', password_hash: passwordHash, updated_at: at.toISOString() })
      .where('id', '=', id)
      .execute();
  }

  async setRoleAndStatus(
    id: number,
    change: { role?: NoteDanceRole | undefined; status?: NoteDanceUserStatus | undefined },
    at: Date,
  ): Promise<void> {
    await this.db
      .updateTable('note_dance_users')
      .set({
        ...(change.role ? { role: change.role } : {}),
        ...(change.status ? { status: change.status } : {}),
        updated_at: at.toISOString(),
      })
      .where('id', '=', id)
      .execute();
  }

  async recordLogin(id: number, at: Date): Promise<void> {
    await this.db
      .updateTable('note_dance_users')
      .set({ last_login_at: at.toISOString() })
      .where('id', '=', id)
      .execute();
  }

  async createSession(userId: number, tokenHash: string, expiresAt: Date, at: Date): Promise<void> {
    await this.db
      .insertInto('note_dance_sessions')
      .values({
        user_id: userId,
        token_hash: tokenHash,
        expires_at: expiresAt.toISOString(),
        created_at: at.toISOString(),
      })
      .execute();
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.db.deleteFrom('note_dance_sessions').where('token_hash', '=', tokenHash).execute();
  }

  async deleteSessions(userId: number): Promise<void> {
    await this.db.deleteFrom('note_dance_sessions').where('user_id', '=', userId).execute();
  }

  async deleteExpiredSessions(now: Date): Promise<void> {
    await this.db.deleteFrom('note_dance_sessions').where('expires_at', '<=', now.toISOString()).execute();
  }

  /** The admin's list: newest first, searched by username or email. */
  async list(filter: AccountListFilter): Promise<{ rows: (NoteDanceAccount & { scores: number })[]; total: number }> {
    let query = this.db.selectFrom('note_dance_users as u');
    if (filter.search) {
      const text = filter.search;
      query = query.where((eb) => eb.or([containsText(sql`u.username`, text), containsText(sql`u.email`, text)]));
    }
    if (filter.role) query = query.where('u.role', '=', filter.role);
    if (filter.status) query = query.where('u.status', '=', filter.status);
    const total = await countRows(query);
    const rows = await query
      .select([
        'u.id',
        'u.username',
        'u.email',
        'u.password_hash',
        'u.role',
        'u.status',
        'u.last_login_at',
        'u.created_at',
        (eb) =>
          eb
            .selectFrom('note_dance_scores as s')
            .select((inner) => inner.fn.countAll<number>().as('n'))
            .whereRef('s.user_id', '=', 'u.id')
            .as('scores'),
      ])
      .orderBy('u.created_at', 'desc')
      .orderBy('u.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute();
    return { rows: rows.map((row) => ({ ...toAccount(row), scores: Number(row.scores ?? 0) })), total };
  }

  async scoresOf(userId: number): Promise<number> {
    return countRows(this.db.selectFrom('note_dance_scores').where('user_id', '=', userId));
  }
}
