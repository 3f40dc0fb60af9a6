import {
  MEDIA_MESSAGES,
  VOLUNTEER_CODES,
  VOLUNTEER_LIMITS,
  WELCOME_POINTS,
  type AdminVolunteer,
  type AuditAction,
  type Volunteer,
  type VolunteerStatus,
} from '@site/contracts';
import { findProvince } from '@site/vn-places';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { paged, pageWindow, type Page } from '../../lib/paging.js';
import { HttpError } from '../../plugins/errors.js';
import type { FileStorage } from '../../plugins/storage.js';
import { AuditRepository } from '../audit/audit.repository.js';
import { LoginFailuresRepository } from '../auth/login-failures.repository.js';
import { LoginGuard } from '../auth/login-guard.js';
import { dummyPasswordHash, hashPassword, newToken, verifyPassword } from '../auth/password.js';
import { inspectUpload, MediaRejection } from '../media/media-inspect.js';
import { newUuid, processedFiles, processUpload } from '../media/media-processor.js';
import { MediaRepository } from '../media/media.repository.js';
import { appendToLedger } from './ledger.js';
import {
  DEMO_VOLUNTEER_EMAIL,
  HELD_TASK_STATUSES,
  isSharedDemo,
  VolunteerAccountsRepository,
} from './volunteer-accounts.repository.js';
import { VolunteerViews } from './volunteer-view.js';

const DAY = 86_400_000;

/** A volunteer just signed in: who, and the bearer token of the new session (given once, stored hashed). */
export interface VolunteerSignIn {
  volunteer: Volunteer;
  token: string;
  expiresAt: Date;
}

/** The signed-in volunteer a request acts for. */
export interface VolunteerActor {
  volunteerId: number;
  tokenHash: string;
}

/** A refusal on one field; the message travels as its code, which the answer words in English beside it. */
const invalid = (field: string, message: string) => new HttpError(422, message, { [field]: [message] });

/**
 * Volunteer accounts: registration with the welcome points, sign-in with the same limits as the site owner's
 * (counted apart), sessions, the profile and its avatar (processed like the gallery's images, never listed with
 * them), password changes, deletion that keeps the points ledger anonymously, and the owner's list of accounts.
 */
export class VolunteerAccountsService {
  constructor(
    private readonly repo: VolunteerAccountsRepository,
    private readonly views: VolunteerViews,
    private readonly guard: LoginGuard,
    private readonly storage: FileStorage,
    private readonly audit: AuditRepository,
    private readonly db: Db,
    /** Whether the demo content (with its demo volunteer) is seeded on this site. */
    private readonly demoAvailable: boolean,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async overview() {
    const counts = await this.repo.overview();
    return {
      data: {
        volunteers: counts.volunteers,
        tasks_completed: counts.tasksCompleted,
        open_tasks: counts.openTasks,
        provinces: counts.provinces,
        demo_available: this.demoAvailable,
      },
    };
  }

  private async ownView(volunteerId: number): Promise<Volunteer> {
    const volunteer = await this.views.own(volunteerId);
    if (!volunteer) throw new HttpError(404, 'Not found.');
    return volunteer;
  }

  /** Opens a session (in `db`, which may be the transaction that created the account). */
  private async openSession(db: Db, volunteerId: number, now: Date) {
    const { token, hash } = newToken();
    const expiresAt = new Date(now.getTime() + VOLUNTEER_LIMITS.sessionDays * DAY);
    await new VolunteerAccountsRepository(db).createSession(volunteerId, hash, expiresAt, now);
    return { token, expiresAt };
  }

  async register(input: {
    name: string;
    email: string;
    password: string;
    confirmPassword: string;
  }): Promise<VolunteerSignIn> {
    // The form checks this first; the server does not trust it to.
    if (input.password !== input.confirmPassword) {
      throw invalid('confirmPassword', VOLUNTEER_CODES.passwordMismatch);
    }
    const email = input.email.trim().toLowerCase();
    if (await this.repo.findByEmail(email)) throw invalid('email', VOLUNTEER_CODES.emailTaken);
    const passwordHash = await hashPassword(input.password);
    const now = this.now();
    let created: { id: number; token: string; expiresAt: Date };
    try {
      created = await this.db.transaction().execute(async (trx) => {
        const id = await new VolunteerAccountsRepository(trx).create(
          { email, name: input.name.trim(), passwordHash },
          now,
        );
        await appendToLedger(trx, { volunteerId: id, amount: WELCOME_POINTS, reason: 'welcome' }, now);
        return { id, ...(await this.openSession(trx, id, now)) };
      });
    } catch (error) {
      // Two registrations of one email at once: the unique index refuses the second.
      if (await this.repo.findByEmail(email)) throw invalid('email', VOLUNTEER_CODES.emailTaken);
      throw error;
    }
    return { volunteer: await this.ownView(created.id), token: created.token, expiresAt: created.expiresAt };
  }

  async login(emailInput: string, password: string, ip: string): Promise<VolunteerSignIn> {
    const email = emailInput.trim().toLowerCase();
    const attempt = await this.guard.admit(email, ip);
    const account = await this.repo.findByEmail(email);
    // Verify against a dummy hash when there is no such account (or no password), so timing reveals nothing.
    const ok = await verifyPassword(password, account?.passwordHash ?? (await dummyPasswordHash()));
    if (!account || !ok) return attempt.failed();
    if (account.status === 'suspended') throw new HttpError(403, VOLUNTEER_CODES.suspended);
    return this.signIn(account.id);
  }

  private async signIn(volunteerId: number): Promise<VolunteerSignIn> {
    const now = this.now();
    const session = await this.openSession(this.db, volunteerId, now);
    await this.repo.deleteExpiredSessions(now);
    await this.repo.touch(volunteerId, now);
    return { volunteer: await this.ownView(volunteerId), ...session };
  }

  /** Signs in the seeded demo volunteer, where the demo content is on. */
  async demoLogin(): Promise<VolunteerSignIn> {
    const demo = this.demoAvailable ? await this.repo.findByEmail(DEMO_VOLUNTEER_EMAIL) : undefined;
    if (!demo || demo.status !== 'active') throw new HttpError(404, VOLUNTEER_CODES.demoUnavailable);
    return this.signIn(demo.id);
  }

  async logout(actor: VolunteerActor): Promise<void> {
    await this.repo.deleteSession(actor.tokenHash);
  }

  async me(actor: VolunteerActor): Promise<Volunteer> {
    await this.repo.touch(actor.volunteerId, this.now());
    return this.ownView(actor.volunteerId);
  }

  /**
   * Refuses (403 `demoReadOnly`) any change to the shared demo volunteer's identity: every visitor signs in to
   * it, so its name, province, avatar and password stay as seeded and it cannot be deleted. Its tasks stay open
   * to it (claiming and submitting are what the demo shows).
   */
  async refuseSharedDemo(actor: VolunteerActor): Promise<void> {
    const account = await this.repo.findById(actor.volunteerId);
    if (account && isSharedDemo(account)) throw new HttpError(403, VOLUNTEER_CODES.demoReadOnly);
  }

  async updateProfile(actor: VolunteerActor, input: { name: string; province_id: string | null }): Promise<Volunteer> {
    await this.refuseSharedDemo(actor);
    const provinceId = input.province_id?.trim() || null;
    if (provinceId !== null && !findProvince(provinceId)) {
      throw invalid('province_id', VOLUNTEER_CODES.provinceUnknown);
    }
    await this.repo.updateProfile(actor.volunteerId, input.name.trim(), provinceId, this.now());
    return this.ownView(actor.volunteerId);
  }

  /**
   * A new avatar, through the gallery's pipeline: the type decided from the bytes, the gallery's size and
   * pixel limits, then processed at once (orientation applied, metadata removed, WebP thumbnails). It is kept
   * as a media item that is not public and that no media list shows; the previous avatar is deleted.
   */
  async uploadAvatar(actor: VolunteerActor, data: Buffer, filename: string | undefined): Promise<Volunteer> {
    await this.refuseSharedDemo(actor);
    let files: ReturnType<typeof processedFiles>;
    let written: string[];
    let meta: { mime: string; width: number | null; height: number | null };
    const uuid = newUuid();
    try {
      const inspected = await inspectUpload(data, filename);
      if (inspected.mediaType !== 'image') throw new MediaRejection(415, MEDIA_MESSAGES.unsupported);
      const result = await processUpload('image', data, inspected.mime, inspected.ext, `media/${uuid}`);
      written = [...result.files.keys()];
      for (const [key, bytes] of result.files) await this.storage.put(key, bytes);
      files = processedFiles(result);
      meta = { mime: inspected.mime, width: result.width, height: result.height };
    } catch (error) {
      if (error instanceof MediaRejection)
        throw new HttpError(error.statusCode, error.message, { file: [error.message] });
      throw error;
    }
    const now = this.now();
    let removed: string[] = [];
    try {
      removed = await this.db.transaction().execute(async (trx) => {
        const repo = new VolunteerAccountsRepository(trx);
        const account = await repo.findById(actor.volunteerId);
        if (!account) throw new HttpError(404, 'Not found.');
        const mediaId = await new MediaRepository(trx).insert({
          uuid,
          media_type: 'image',
          category_id: null,
          // No file name or other words of the volunteer's: the item says only what it is.
          translations: { en: { title: 'Volunteer avatar', description: '' } },
          mime_type: meta.mime,
          ...files,
          processing_status: 'completed',
          is_featured: false,
          is_public: false,
          created_at: now.toISOString(),
        });
        await repo.setAvatar(account.id, mediaId, now);
        return account.avatarMediaId ? (await repo.deleteMedia(account.avatarMediaId)).keys : [];
      });
    } catch (error) {
      await this.deleteFiles(written);
      throw error;
    }
    await this.deleteFiles(removed);
    return this.ownView(actor.volunteerId);
  }

  async deleteAvatar(actor: VolunteerActor): Promise<Volunteer> {
    await this.refuseSharedDemo(actor);
    const removed = await this.db.transaction().execute(async (trx) => {
      const repo = new VolunteerAccountsRepository(trx);
      const account = await repo.findById(actor.volunteerId);
      if (!account?.avatarMediaId) return [];
      await repo.setAvatar(account.id, null, this.now());
      return (await repo.deleteMedia(account.avatarMediaId)).keys;
    });
    await this.deleteFiles(removed);
    return this.ownView(actor.volunteerId);
  }

  private async deleteFiles(keys: readonly string[]): Promise<void> {
    for (const key of keys) await this.storage.delete(key).catch(() => undefined);
  }

  /** Checks the password of the signed-in account, answering 422 on `field` when it is wrong. */
  private async checkPassword(volunteerId: number, password: string, field: string) {
    const account = await this.repo.findById(volunteerId);
    if (!account) throw new HttpError(404, 'Not found.');
    if (!(await verifyPassword(password, account.passwordHash ?? (await dummyPasswordHash())))) {
      throw invalid(field, VOLUNTEER_CODES.passwordWrong);
    }
    return account;
  }

  /** A new password; every other session of the account ends (this one stays signed in). */
  async changePassword(actor: VolunteerActor, current: string, next: string): Promise<void> {
    // Refused before the password is checked: the demo has no password to give, the refusal says why.
    await this.refuseSharedDemo(actor);
    const account = await this.checkPassword(actor.volunteerId, current, 'current_password');
    const passwordHash = await hashPassword(next);
    await this.db.transaction().execute(async (trx) => {
      const repo = new VolunteerAccountsRepository(trx);
      await repo.setPassword(account.id, passwordHash, this.now());
      await repo.deleteSessions(account.id, actor.tokenHash);
    });
  }

  /**
   * Deletes the account, confirmed with its password. In one transaction: the personal data goes (email, name,
   * password, province, avatar), its sessions and notifications are deleted, the tasks it held go back to
   * everyone. The ledger rows stay (the ledger is append-only), owned by an account no list shows any more.
   */
  async deleteAccount(actor: VolunteerActor, password: string): Promise<void> {
    await this.refuseSharedDemo(actor);
    const account = await this.checkPassword(actor.volunteerId, password, 'password');
    const now = this.now();
    const removed = await this.db.transaction().execute(async (trx) => {
      const repo = new VolunteerAccountsRepository(trx);
      await repo.releaseTasks(account.id, HELD_TASK_STATUSES, now);
      await repo.anonymise(account.id, now);
      await repo.deleteSessions(account.id);
      await repo.deleteNotifications(account.id);
      return account.avatarMediaId ? (await repo.deleteMedia(account.avatarMediaId)).keys : [];
    });
    await this.deleteFiles(removed);
  }

  // ── The site owner ─────────────────────────────────────────────────────────────────────────

  private async adminView(volunteerId: number, heldTasks?: number): Promise<AdminVolunteer | null> {
    const [volunteer, facts] = await Promise.all([this.views.own(volunteerId), this.repo.facts(volunteerId)]);
    if (!volunteer || !facts) return null;
    const held = heldTasks ?? (await this.repo.heldTaskCounts([volunteerId])).get(volunteerId) ?? 0;
    return { ...volunteer, status: facts.status, active_tasks: held, last_active_at: facts.lastActiveAt };
  }

  async list(query: {
    page: number;
    per_page: number;
    search?: string | undefined;
    status?: VolunteerStatus | undefined;
    first_responder?: boolean | undefined;
  }): Promise<Page<AdminVolunteer>> {
    const { rows, total } = await this.repo.list({
      search: query.search,
      status: query.status,
      firstResponder: query.first_responder,
      ...pageWindow(query),
    });
    const held = await this.repo.heldTaskCounts(rows.map((row) => row.id));
    const views = await Promise.all(rows.map((row) => this.adminView(row.id, held.get(row.id) ?? 0)));
    return paged(
      views.filter((view): view is AdminVolunteer => view !== null),
      total,
      query,
    );
  }

  /**
   * Suspends or restores an account, appoints it to or removes it from the first-responder team. Suspending
   * ends its sessions and gives its claimed tasks back; each change is in the audit log.
   */
  async update(
    actor: string,
    volunteerId: number,
    change: { status?: VolunteerStatus | undefined; first_responder?: boolean | undefined },
  ): Promise<AdminVolunteer> {
    const account = await this.repo.findById(volunteerId);
    if (!account) throw new HttpError(404, 'Not found.');
    const now = this.now();
    const actions: AuditAction[] = [];
    await this.db.transaction().execute(async (trx) => {
      const repo = new VolunteerAccountsRepository(trx);
      if (change.status && change.status !== account.status) {
        await repo.setStatus(account.id, change.status, now);
        if (change.status === 'suspended') {
          await repo.deleteSessions(account.id);
          await repo.releaseTasks(account.id, ['claimed'], now);
        }
        actions.push(change.status === 'suspended' ? 'volunteer.suspended' : 'volunteer.restored');
      }
      if (change.first_responder !== undefined) {
        await repo.setFirstResponder(account.id, change.first_responder, now);
        actions.push(change.first_responder ? 'volunteer.appointed' : 'volunteer.dismissed');
      }
    });
    for (const action of actions) await this.audit.record(actor, action, `${account.name} (#${account.id})`);
    const view = await this.adminView(account.id);
    if (!view) throw new HttpError(404, 'Not found.');
    return view;
  }
}

/** The service on the app; `demoAvailable` says whether the demo seed is on. */
export function volunteerAccountsService(app: FastifyInstance, demoAvailable: boolean): VolunteerAccountsService {
  return new VolunteerAccountsService(
    new VolunteerAccountsRepository(app.db),
    new VolunteerViews(app.db, app.storage),
    new LoginGuard(new LoginFailuresRepository(app.db, 'volunteer'), VOLUNTEER_CODES),
    app.storage,
    new AuditRepository(app.db),
    app.db,
    demoAvailable,
  );
}
