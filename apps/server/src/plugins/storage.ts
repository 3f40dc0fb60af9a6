import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendApiNotFound } from './errors.js';

/** Where uploaded files live. Keys are relative, slash-separated paths chosen by the server, never by a client. */
export interface FileStorage {
  /** Writes a whole file; it becomes visible only once complete. */
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** The public address of a stored file. */
  urlOf(key: string): string;
}

/** `Content-Disposition` for a download under its own name (ASCII fallback plus the RFC 5987 UTF-8 form). */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * The name a stored file is downloaded under: the uploaded name, with the extension of what the file
 * really is. `evil.html` holding a PNG downloads as `evil.png`; `Photo.JPG` holding a JPEG keeps its name.
 */
export function downloadNameFor(uploadedName: string, key: string): string {
  const ext = key.includes('.') ? (key.split('.').pop() ?? '') : '';
  if (!ext || contentTypeOf(uploadedName) === contentTypeOf(key)) return uploadedName;
  const dot = uploadedName.lastIndexOf('.');
  const base = dot > 0 ? uploadedName.slice(0, dot) : uploadedName;
  return `${base}.${ext}`;
}

/** Keys under this prefix are never served: uploads as received, kept for reprocessing. */
export const PRIVATE_PREFIX = 'private/';

/** Finds the name a stored file is downloaded under (its original upload name), or null. */
export type DownloadNameResolver = (key: string) => Promise<string | null>;

/** Content types of the files the site stores, by extension (the S3 driver labels its objects with them). */
const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  ogv: 'video/ogg',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/opus',
  flac: 'audio/flac',
  aac: 'audio/aac',
  m4a: 'audio/mp4',
};

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}

const SAFE_KEY = /^(?:[a-z0-9][a-z0-9._-]*\/)*[a-z0-9][a-z0-9._-]*$/i;

/** A key in the server's own naming: relative, slash-separated, no empty, `.` or `..` segment, no escapes. */
export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.split('/').some((part) => part === '..' || part === '.');
}

/** Refuses keys that could leave the storage root or are not the server's own naming. */
export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
}

const FILES_PREFIX = '/api/files/';

/**
 * The storage key a `/api/files/…` address asks for, or null when it may not be served. The path is
 * decoded once and then judged as it is: a key that is not canonical (dot segments, doubled or encoded
 * slashes that leave a dot segment, escapes left after decoding) is refused, never normalised, so no
 * spelling of a private key (`./private/…`, `%2e/private/…`, `media/../private/…`) reaches a driver.
 */
export function publicFileKey(url: string): string | null {
  const rawPath = (url.split('?')[0] ?? '').slice(FILES_PREFIX.length);
  let key: string;
  try {
    key = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (!isSafeKey(key) || key.toLowerCase().startsWith(PRIVATE_PREFIX)) return null;
  return key;
}

/** Local-folder storage (the default): `DATA_DIR/storage`. Writes go to a temp file renamed into place. */
export class LocalStorage implements FileStorage {
  constructor(readonly root: string) {
    fs.mkdirSync(root, { recursive: true });
  }

  private pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, data: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${crypto.randomBytes(6).toString('hex')}.part`;
    await fs.promises.writeFile(temp, data);
    await fs.promises.rename(temp, target);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.promises.readFile(this.pathOf(key));
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  urlOf(key: string): string {
    return `/api/files/${key}`;
  }
}

/** A storage whose files /api/files streams from elsewhere (the S3 driver), with ranges and revalidation. */
export interface OpenableStorage extends FileStorage {
  open(
    key: string,
    range: string | undefined,
    ifNoneMatch: string | undefined,
  ): Promise<{ status: 200 | 206 | 304; body: NodeJS.ReadableStream | null; headers: Record<string, string> } | null>;
}

/** GET /api/files/* for a bucket: same rules as the local folder (no private keys, nosniff, a day of cache). */
const bucketFilesRoute = fp<{ storage: FileStorage }>(async (app, { storage }) => {
  const openable = storage as OpenableStorage;
  app.get('/api/files/*', { schema: { hide: true } }, async (request, reply) => {
    // The storage plugin's onRequest hook has already refused every key that is not public and canonical.
    const key = publicFileKey(request.url);
    if (key === null) return sendApiNotFound(reply);
    const file = await openable.open(key, request.headers.range, request.headers['if-none-match']);
    if (!file) return sendApiNotFound(reply);
    reply
      .status(file.status)
      .headers(file.headers)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'public, max-age=86400');
    return reply.send(file.body ?? undefined);
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
    /** Lets a module name the downloads of the files it stores under `prefix` (`?download=1`). */
    registerDownloadName(prefix: string, resolve: DownloadNameResolver): void;
  }
}

/**
 * File storage as `app.storage`, and `GET /api/files/{path}` serving stored files with ranges, ETags and
 * a content type from the extension (@fastify/static resolves paths inside the root only). Private keys
 * are never served; `?download=1` sends a file as an attachment under its original name.
 */
export const storagePlugin = fp<{ storage: FileStorage }>(
  async (app: FastifyInstance, { storage }) => {
    app.decorate('storage', storage);
    const resolvers: Array<{ prefix: string; resolve: DownloadNameResolver }> = [];
    app.decorate('registerDownloadName', (prefix: string, resolve: DownloadNameResolver) => {
      resolvers.push({ prefix, resolve });
    });
    // Both drivers serve only what this check lets through: one decoding, then canonical public keys only.
    app.addHook('onRequest', async (request, reply) => {
      if (request.url.startsWith(FILES_PREFIX) && publicFileKey(request.url) === null) {
        return sendApiNotFound(reply);
      }
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (!request.url.startsWith(FILES_PREFIX) || reply.statusCode >= 300) return payload;
      const query = request.query as Record<string, unknown> | undefined;
      if (query?.download === undefined) return payload;
      const key = publicFileKey(request.url);
      if (key === null) return payload;
      const match = resolvers.find((r) => key.startsWith(r.prefix));
      const uploaded = match && (await match.resolve(key).catch(() => null));
      const name = uploaded ? downloadNameFor(uploaded, key) : (key.split('/').pop() ?? 'download');
      reply.header('Content-Disposition', attachmentDisposition(name));
      return payload;
    });
    if (!(storage instanceof LocalStorage)) {
      await app.register(bucketFilesRoute, { storage });
      return;
    }
    await app.register(fastifyStatic, {
      root: storage.root,
      prefix: '/api/files/',
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      allowedPath: (pathName) => {
        const key = pathName.replace(/^\/+/, '');
        return isSafeKey(key) && !key.toLowerCase().startsWith(PRIVATE_PREFIX);
      },
      // Stored names are content-addressed or unique per upload, so they never change.
      maxAge: '1d',
      setHeaders: (res) => {
        res.setHeader('X-Content-Type-Options', 'nosniff');
      },
    });
  },
  { name: 'storage' },
);
