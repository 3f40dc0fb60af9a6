import { AUTH_MESSAGES, type AdminUser } from '@site/contracts';
import { HttpError, tooManyRequests } from '../../plugins/errors.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import type { AuthRepository } from './auth.repository.js';
import { dummyPasswordHash, generatePassword, hashPassword, hashToken, newToken, verifyPassword } from './password.js';

/**
 * Login limits (docs/decisions/0010): failures per IP per minute (any account); failures of one account from
 * one IP per hour; and failures of one account per hour from all IPs, past which the account is under attack:
 * an IP that has failed on it is refused, while one that has not may still try — so a correct password
 * from the owner's own address is never locked out by failures from others.
 */
export const LOGIN_LIMITS = { perIpPerMinute: 5, perAccountIpPerHour: 10, perAccountPerHour: 100 } as const;

const MINUTE = 60_000;
const HOUR = 3_600_000;

export interface Session {
  user: AdminUser;
  tokenHash: string;
}

const toUser = (row: { id: number; email: string; name: string }): AdminUser => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: 'admin',
});

/** Admin sign-in: argon2id passwords, opaque bearer tokens stored hashed with expiry, login limits. */
export class AuthService {
  constructor(
    private readonly repo: AuthRepository,
    private readonly audit: AuditRepository,
    private readonly sessionTtlHours: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Creates the first admin when there is none: from the configured email and password, or with a
   * generated password that the caller prints once. Returns what it created, or null.
   */
  async ensureFirstAdmin(email?: string, password?: string): Promise<{ email: string; password?: string } | null> {
    if ((await this.repo.countUsers()) > 0) return null;
    const finalEmail = email ?? 'admin@example.com';
    const finalPassword = password ?? generatePassword();
    await this.repo.createUser({
      email: finalEmail,
      name: 'Site Owner',
      passwordHash: await hashPassword(finalPassword),
    });
    return password ? { email: finalEmail } : { email: finalEmail, password: finalPassword };
  }

  async login(
    emailInput: string,
    password: string,
    ip: string,
  ): Promise<{ user: AdminUser; token: string; expiresAt: Date }> {
    const email = emailInput.trim().toLowerCase();
    const now = this.now();
    const minuteAgo = new Date(now.getTime() - MINUTE);
    const hourAgo = new Date(now.getTime() - HOUR);
    const [byIp, byAccountIp, byAccount] = await Promise.all([
      this.repo.failuresByIp(ip, minuteAgo),
      this.repo.failuresByEmailAndIp(email, ip, hourAgo),
      this.repo.countFailuresByEmail(email, hourAgo),
    ]);
    /** Seconds until the oldest failure counted leaves its window. */
    const wait = (oldest: Date | null, windowMs: number) =>
      ((oldest?.getTime() ?? now.getTime()) + windowMs - now.getTime()) / 1000;
    if (byIp.count >= LOGIN_LIMITS.perIpPerMinute) {
      throw tooManyRequests(AUTH_MESSAGES.tooManyAttempts, wait(byIp.oldest, MINUTE));
    }
    const underAttack = byAccount >= LOGIN_LIMITS.perAccountPerHour;
    if (byAccountIp.count >= LOGIN_LIMITS.perAccountIpPerHour || (underAttack && byAccountIp.count > 0)) {
      throw tooManyRequests(AUTH_MESSAGES.tooManyAttempts, wait(byAccountIp.oldest, HOUR));
    }
    const user = await this.repo.findUserByEmail(email);
    // Verify against a dummy hash when the account does not exist, so timing does not reveal accounts.
    const ok = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()));
    if (!user || !ok) {
      await this.repo.recordFailure(ip, email, now);
      await this.repo.pruneFailures(new Date(now.getTime() - 2 * HOUR));
      // Under attack, a wrong guess from a fresh address spends that address's one try for the hour.
      if (underAttack) throw tooManyRequests(AUTH_MESSAGES.tooManyAttempts, HOUR / 1000);
      throw new HttpError(422, AUTH_MESSAGES.invalidCredentials, { email: [AUTH_MESSAGES.invalidCredentials] });
    }
    const { token, hash } = newToken();
    const expiresAt = new Date(now.getTime() + this.sessionTtlHours * 3_600_000);
    await this.repo.createSession(user.id, hash, expiresAt);
    await this.repo.deleteExpiredSessions(now);
    await this.audit.record(user.email, 'auth.login');
    return { user: toUser(user), token, expiresAt };
  }

  /** The session of a bearer token, or null when it is unknown or expired. */
  async authenticate(token: string): Promise<Session | null> {
    if (!token || token.length > 200) return null;
    const tokenHash = hashToken(token);
    const row = await this.repo.findSessionUser(tokenHash, this.now());
    return row ? { user: toUser(row), tokenHash } : null;
  }

  async logout(session: Session): Promise<void> {
    await this.repo.deleteSession(session.tokenHash);
    await this.audit.record(session.user.email, 'auth.logout');
  }

  async changePassword(session: Session, current: string, next: string): Promise<void> {
    const row = await this.repo.findUserById(session.user.id);
    if (!row || !(await verifyPassword(current, row.password_hash))) {
      throw new HttpError(422, 'The given data was invalid.', {
        current_password: ['The current password is incorrect.'],
      });
    }
    await this.repo.updatePassword(row.id, await hashPassword(next));
    await this.repo.deleteOtherSessions(row.id, session.tokenHash);
    await this.audit.record(row.email, 'auth.password_changed');
  }
}
