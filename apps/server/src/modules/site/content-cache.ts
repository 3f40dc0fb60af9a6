import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuditAction, LanguageCode } from '@site/contracts';
import type { Db } from '../../db/database.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import { SiteRepository } from './site.repository.js';

/** The settings key whose value changes with every edit of public content. */
export const CONTENT_VERSION_KEY = 'content.version';

/** How long an instance trusts the version it read last; its own edits update it at once. */
export const VERSION_CHECK_MS = 1000;

/** The content version each open database is known to have, and when it was read. */
const known = new WeakMap<Db, { version: string; readAt: number }>();

/**
 * The content version this instance last read or wrote for `db` (undefined before either): a reader with its own
 * slower check (the assistant's index) sees this instance's edits at once by comparing it.
 */
export function knownContentVersion(db: Db): string | undefined {
  return known.get(db)?.version;
}

/**
 * Marks public content as changed: this instance's cached answers are stale at once, other instances'
 * within VERSION_CHECK_MS.
 */
export async function bumpContentVersion(db: Db): Promise<void> {
  const version = crypto.randomUUID();
  await new SiteRepository(db).setMany({ [CONTENT_VERSION_KEY]: version });
  known.set(db, { version, readAt: Date.now() });
}

/** An admin's change of public content: the public caches' version moves on, and the change is audited. */
export async function recordContentChange(
  db: Db,
  audit: AuditRepository,
  actor: string,
  action: AuditAction,
  subject: string | null = null,
): Promise<void> {
  await bumpContentVersion(db);
  await audit.record(actor, action, subject);
}

/**
 * Serialised public answers (projects, categories, home content, profile) per address, reused while
 * the content version in the database is unchanged. The version is read at most once a second (one
 * primary-key read) instead of the queries and JSON work per request; it lives in the database, so
 * several instances agree within that second, and the instance that made an edit knows at once.
 * Answers carry an ETag, so a browser revalidating (`no-cache`) gets a 304. An answer is serialised by its
 * route's response schema, as an uncached answer would be: checked, and stripped of anything undeclared.
 */
export class ContentCache {
  private readonly entries = new Map<string, { version: string; body: string; etag: string }>();
  private readonly settings: SiteRepository;

  /** @param maxEntries answers kept at most; the oldest go first (a bound for keys built from query strings). */
  constructor(
    private readonly db: Db,
    private readonly maxEntries = 1000,
  ) {
    this.settings = new SiteRepository(db);
  }

  private async version(): Promise<string> {
    const last = known.get(this.db);
    if (last && Date.now() - last.readAt < VERSION_CHECK_MS) return last.version;
    const stored = (await this.settings.getMany([CONTENT_VERSION_KEY])).get(CONTENT_VERSION_KEY);
    const version = typeof stored === 'string' ? stored : 'initial';
    known.set(this.db, { version, readAt: Date.now() });
    return version;
  }

  /**
   * A route handler answering `{ data }` in the language the query names (`?lang=`), cached under
   * `name:lang`: `route('home', cache.perLanguage('home', (lang) => service.home(lang)))`.
   */
  perLanguage(name: string, compute: (lang: LanguageCode) => Promise<unknown>) {
    return (request: FastifyRequest<{ Querystring: { lang: LanguageCode } }>, reply: FastifyReply) =>
      this.data(request, reply, `${name}:${request.query.lang}`, () => compute(request.query.lang));
  }

  /** `send` for the common answer `{ data }`. */
  data(request: FastifyRequest, reply: FastifyReply, key: string, compute: () => Promise<unknown>) {
    return this.send(request, reply, key, async () => ({ data: await compute() }));
  }

  async send(request: FastifyRequest, reply: FastifyReply, key: string, compute: () => Promise<unknown>) {
    const version = await this.version();
    let entry = this.entries.get(key);
    if (!entry || entry.version !== version) {
      const serialized = reply.serialize(await compute());
      const body =
        typeof serialized === 'string' ? serialized : Buffer.from(serialized as ArrayBuffer).toString('utf8');
      const etag = `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
      entry = { version, body, etag };
      this.entries.delete(key);
      this.entries.set(key, entry);
      if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    }
    reply.header('Cache-Control', 'no-cache').header('ETag', entry.etag);
    if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(entry.body);
  }
}

/** A cache of a route plugin's public answers, on the app's database (where the content version lives). */
export function contentCache(app: FastifyInstance, maxEntries?: number): ContentCache {
  return new ContentCache(app.db, maxEntries);
}
