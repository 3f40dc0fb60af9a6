import {
  NOTE_DANCE_CODES,
  NOTE_DANCE_MESSAGES,
  type NoteDanceRole,
  type NoteDanceUser,
  type NoteDanceUserStatus,
} from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import { paged, pageWindow, type Page } from '../../lib/paging.js';
import { HttpError } from '../../plugins/errors.js';
import { LoginFailuresRepository } from '../auth/login-failures.repository.js';
import { LoginGuard } from '../auth/login-guard.js';
import { dummyPasswordHash, hashPassword, newToken, verifyPassword } from '../auth/password.js';
import { NoteDanceAccountsRepository, type NoteDanceAccount } from './note-dance-accounts.repository.js';
import type { NoteDanceSession } from './note-dance-sessions.js';

/** How long a Note Dance session lasts. */
export const NOTE_DANCE_SESSION_DAYS = 30;
const DAY = 86_400_000;

/** A Note Dance account just signed in: who, and the bearer token of the new session (given once, stored hashed). */
export interface NoteDanceSignIn {
  user: NoteDanceUser;
  token: string;
  expiresAt: Date;
}

/** An account as an admin's list shows it. */
export interface NoteDanceAdminUser extends NoteDanceUser {
  status: NoteDanceUserStatus;
  scores_count: number;
  last_login_at: string | null;
  created_at: string;
}

const invalid = (field: string, message: string) => new HttpError(422, message, { [field]: [message] });

/** The account as it and admins see it (the only answers that carry an email). */
const ownView = (account: NoteDanceAccount): NoteDanceUser => ({
  id: account.id,
  username: account.username,
  email: account.email,
  role: account.role,
});

/** The admin name that the first admin gets, made unique against the players' names. */
const FIRST_ADMIN_USERNAME = 'admin';

/**
 * Note Dance accounts: registration (always a player), sign-in with the owner's login limits counted apart
 * (`note-dance`), sessions, the first admin from configuration, and the admins' list with roles and suspension.
 */
export class NoteDanceAccountsService {
  constructor(
    private readonly repo: NoteDanceAccountsRepository,
    private readonly guard: LoginGuard,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Makes the configured account a Note Dance admin when there is no admin yet: created with the configured
   * password, or, when a player already holds that email, promoted with the configured password (its sessions
   * end, so whoever registered the address first cannot keep an admin session). Answers what it did.
   */
  async ensureFirstAdmin(admin: { email: string; password: string } | null): Promise<'created' | 'promoted' | null> {
    if (!admin || (await this.repo.countAdmins()) > 0) return null;
    const email = admin.email.trim().toLowerCase();
    const passwordHash = await hashPassword(admin.password);
    const now = this.now();
    const existing = await this.repo.findByEmail(email);
    if (existing) {
      await this.repo.makeAdmin(existing.id, passwordHash, now);
      await this.repo.deleteSessions(existing.id);
      return 'promoted';
    }
    let username = FIRST_ADMIN_USERNAME;
    for (let n = 2; await this.repo.usernameTaken(username); n++) username = `${FIRST_ADMIN_USERNAME}-${n}`;
    await this.repo.create({ username, email, passwordHash, role: 'admin' }, now);
    return 'created';
  }

  private async openSession(userId: number): Promise<{ token: string; expiresAt: Date }> {
    const now = this.now();
    const { token, hash } = newToken();
    const expiresAt = new Date(now.getTime() + NOTE_DANCE_SESSION_DAYS * DAY);
    await this.repo.createSession(userId, hash, expiresAt, now);
    await this.repo.deleteExpiredSessions(now);
    await this.repo.recordLogin(userId, now);
    return { token, expiresAt };
  }

  async register(input: {
    username: string;
    email: string;
    password: string;
    confirmPassword?: string | undefined;
  }): Promise<NoteDanceSignIn> {
    if (input.confirmPassword !== undefined && input.confirmPassword !== input.password) {
      throw invalid('confirmPassword', NOTE_DANCE_CODES.passwordMismatch);
    }
    const email = input.email.trim().toLowerCase();
    const username = input.username.trim();
    if (await this.repo.findByEmail(email)) throw invalid('email', NOTE_DANCE_CODES.emailTaken);
    if (await this.repo.usernameTaken(username)) throw invalid('username', NOTE_DANCE_CODES.usernameTaken);
    const passwordHash = await hashPassword(input.password);
    let id: number;
    try {
      id = await this.repo.create({ username, email, passwordHash, role: 'player' }, this.now());
    } catch (error) {
      // Two registrations of one email or username at once: the unique index refuses the second.
      if (await this.repo.findByEmail(email)) throw invalid('email', NOTE_DANCE_CODES.emailTaken);
      if (await this.repo.usernameTaken(username)) throw invalid('username', NOTE_DANCE_CODES.usernameTaken);
      throw error;
    }
    const account = await this.repo.findById(id);
    if (!account) throw new HttpError(500, NOTE_DANCE_MESSAGES.registrationFailed);
    return { user: ownView(account), ...(await this.openSession(id)) };
  }

  async login(emailInput: string, password: string, ip: string): Promise<NoteDanceSignIn> {
    const email = emailInput.trim().toLowerCase();
    const attempt = await this.guard.admit(email, ip);
    const account = await this.repo.findByEmail(email);
    // Verify against a dummy hash when there is no such account, so that timing reveals nothing.
    const ok = await verifyPassword(password, account?.passwordHash ?? (await dummyPasswordHash()));
    if (!account || !ok) return attempt.failed();
    if (account.status === 'suspended') throw new HttpError(403, NOTE_DANCE_CODES.suspended);
    return { user: ownView(account), ...(await this.openSession(account.id)) };
  }

  async me(session: NoteDanceSession): Promise<NoteDanceUser> {
    const account = await this.repo.findById(session.userId);
    if (!account) throw new HttpError(401, NOTE_DANCE_CODES.signInRequired);
    return ownView(account);
  }

  async logout(session: NoteDanceSession): Promise<void> {
    await this.repo.deleteSession(session.tokenHash);
  }

  // ── Admins ─────────────────────────────────────────────────────────────────────────────────

  async list(query: {
    page: number;
    per_page: number;
    search?: string | undefined;
    role?: NoteDanceRole | undefined;
    status?: NoteDanceUserStatus | undefined;
  }): Promise<Page<NoteDanceAdminUser>> {
    const { rows, total } = await this.repo.list({
      search: query.search,
      role: query.role,
      status: query.status,
      ...pageWindow(query),
    });
    return paged(
      rows.map((row) => adminView(row, row.scores)),
      total,
      query,
    );
  }

  /**
   * Changes an account's role or status. An admin never changes their own (so the last admin cannot lock
   * everyone out); suspending ends the account's sessions at once.
   */
  async update(
    actor: NoteDanceSession,
    userId: number,
    change: { role?: NoteDanceRole | undefined; status?: NoteDanceUserStatus | undefined },
  ): Promise<NoteDanceAdminUser> {
    const account = await this.repo.findById(userId);
    if (!account) throw new HttpError(404, NOTE_DANCE_CODES.userNotFound);
    const demotes = change.role !== undefined && change.role !== account.role;
    const suspends = change.status === 'suspended' && account.status !== 'suspended';
    if (account.id === actor.userId && (demotes || suspends)) throw new HttpError(403, NOTE_DANCE_CODES.ownAccount);
    await this.repo.setRoleAndStatus(account.id, change, this.now());
    if (change.status === 'suspended') await this.repo.deleteSessions(account.id);
    const updated = await this.repo.findById(account.id);
    if (!updated) throw new HttpError(404, NOTE_DANCE_CODES.userNotFound);
    return adminView(updated, await this.repo.scoresOf(account.id));
  }
}

function adminView(account: NoteDanceAccount, scores: number): NoteDanceAdminUser {
  return {
    ...ownView(account),
    status: account.status,
    scores_count: scores,
    last_login_at: account.lastLoginAt,
    created_at: account.createdAt,
  };
}

export function noteDanceAccountsService(app: FastifyInstance): NoteDanceAccountsService {
  return new NoteDanceAccountsService(
    new NoteDanceAccountsRepository(app.db),
    new LoginGuard(new LoginFailuresRepository(app.db, 'note-dance'), {
      tooManyAttempts: NOTE_DANCE_CODES.tooManyAttempts,
      invalidCredentials: NOTE_DANCE_CODES.invalidEmailOrPassword,
    }),
  );
}
