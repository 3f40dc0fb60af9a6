import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { countRows } from '../../db/count.js';
import type { AdminUsersTable } from '../../db/schema.js';

export type AdminUserRow = Pick<Selectable<AdminUsersTable>, 'id' | 'email' | 'name' | 'password_hash'>;

/** All SQL on admin accounts, sessions and login failures. */
export class AuthRepository {
  constructor(private readonly db: Db) {}

  async countUsers(): Promise<number> {
    return countRows(this.db.selectFrom('admin_users'));
  }

  private users() {
    return this.db.selectFrom('admin_users').select(['id', 'email', 'name', 'password_hash']);
  }

  findUserByEmail(email: string): Promise<AdminUserRow | undefined> {
    return this.users().where('email', '=', email).executeTakeFirst();
  }

  findUserById(id: number): Promise<AdminUserRow | undefined> {
    return this.users().where('id', '=', id).executeTakeFirst();
  }

  async createUser(user: { email: string; name: string; passwordHash: string }): Promise<void> {
    const now = new Date().toISOString();
    await this.db
      .insertInto('admin_users')
      .values({
        email: user.email,
        name: user.name,
        password_hash: user.passwordHash,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }

  async updatePassword(id: number, passwordHash: string): Promise<void> {
    await this.db
      .updateTable('admin_users')
      .set({ password_hash: passwordHash, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
  }

  async createSession(userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.db
      .insertInto('admin_sessions')
      .values({
        user_id: userId,
        token_hash: tokenHash,
        expires_at: expiresAt.toISOString(),
        created_at: new Date().toISOString(),
      })
      .execute();
  }

  /** The user of a session that has not expired. */
  findSessionUser(tokenHash: string, now: Date): Promise<(AdminUserRow & { session_id: number }) | undefined> {
    return this.db
      .selectFrom('admin_sessions as s')
      .innerJoin('admin_users as u', 'u.id', 's.user_id')
      .select(['u.id', 'u.email', 'u.name', 'u.password_hash', 's.id as session_id'])
      .where('s.token_hash', '=', tokenHash)
      .where('s.expires_at', '>', now.toISOString())
      .executeTakeFirst();
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.db.deleteFrom('admin_sessions').where('token_hash', '=', tokenHash).execute();
  }

  /** Ends every other session of a user (after a password change). */
  async deleteOtherSessions(userId: number, keepTokenHash: string): Promise<void> {
    await this.db
      .deleteFrom('admin_sessions')
      .where('user_id', '=', userId)
      .where('token_hash', '!=', keepTokenHash)
      .execute();
  }

  async deleteExpiredSessions(now: Date): Promise<void> {
    await this.db.deleteFrom('admin_sessions').where('expires_at', '<=', now.toISOString()).execute();
  }
}
