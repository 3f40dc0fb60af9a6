import type { AdminUser } from '@site/contracts';
import { HttpError } from '../../plugins/errors.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import type { AuthRepository } from './auth.repository.js';
import type { LoginGuard } from './login-guard.js';
import { dummyPasswordHash, generatePassword, hashPassword, hashToken, newToken, verifyPassword } from './password.js';

/** The login limits now live with the guard both sign-ins share. */
export { LOGIN_LIMITS } from './login-guard.js';

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
    /** The login limits, counted on the admin's failures only. */
    private readonly guard: LoginGuard,
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
    const attempt = await this.guard.admit(email, ip);
    const user = await this.repo.findUserByEmail(email);
    // Verify against a dummy hash when the account does not exist, so timing does not reveal accounts.
    const ok = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()));
    if (!user || !ok) return attempt.failed();
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
