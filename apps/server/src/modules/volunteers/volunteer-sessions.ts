import type { Db } from '../../db/database.js';
import { hashToken } from '../auth/password.js';

/** A volunteer's signed-in session: who, and the hash of the token it was opened with. */
export interface VolunteerSession {
  volunteerId: number;
  tokenHash: string;
  /** `active` or `suspended` (a deleted account has no sessions). */
  status: string;
  /** Whether the owner has appointed them to the first-responder team. */
  firstResponder: boolean;
}

/**
 * Looks a volunteer's bearer token up: a session exists only while its hashed token is stored and unexpired
 * (a token the browser kept is not a session by itself).
 */
export class VolunteerSessions {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async authenticate(token: string): Promise<VolunteerSession | null> {
    if (!token || token.length > 200) return null;
    const tokenHash = hashToken(token);
    const row = await this.db
      .selectFrom('volunteer_sessions as s')
      .innerJoin('volunteers as v', 'v.id', 's.volunteer_id')
      .select(['v.id', 'v.status', 'v.first_responder'])
      .where('s.token_hash', '=', tokenHash)
      .where('s.expires_at', '>', this.now().toISOString())
      .where('v.status', '!=', 'deleted')
      .executeTakeFirst();
    if (!row) return null;
    return { volunteerId: row.id, tokenHash, status: row.status, firstResponder: row.first_responder === 1 };
  }
}
