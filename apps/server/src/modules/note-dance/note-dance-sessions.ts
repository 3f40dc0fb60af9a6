import type { NoteDanceRole } from '@site/contracts';
import type { Db } from '../../db/database.js';
import { hashToken } from '../auth/password.js';

/** A Note Dance account's signed-in session: who, their role, and the hash of the token it was opened with. */
export interface NoteDanceSession {
  userId: number;
  role: NoteDanceRole;
  /** `active` or `suspended`. */
  status: string;
  tokenHash: string;
}

/**
 * Looks a Note Dance bearer token up: a session exists only while its hashed token is stored and unexpired (a
 * token the browser kept is not a session by itself).
 */
export class NoteDanceSessions {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async authenticate(token: string): Promise<NoteDanceSession | null> {
    if (!token || token.length > 200) return null;
    const tokenHash = hashToken(token);
    const row = await this.db
      .selectFrom('note_dance_sessions as s')
      .innerJoin('note_dance_users as u', 'u.id', 's.user_id')
      .select(['u.id', 'u.role', 'u.status'])
      .where('s.token_hash', '=', tokenHash)
      .where('s.expires_at', '>', this.now().toISOString())
      .executeTakeFirst();
    if (!row) return null;
    return { userId: row.id, role: row.role === 'admin' ? 'admin' : 'player', status: row.status, tokenHash };
  }
}
