import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Where uploaded files live. Keys are relative, slash-separated paths chosen by the server, never by a client. */
export interface FileStorage {
  /** Writes a whole file; it becomes visible only once complete. */
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** The public address of a stored file. */
  urlOf(key: string): string;
}

const SAFE_KEY = /^(?:[a-z0-9][a-z0-9._-]*\/)*[a-z0-9][a-z0-9._-]*$/i;

/** Local-folder storage (the default): `DATA_DIR/storage`. Writes go to a temp file renamed into place. */
export class LocalStorage implements FileStorage {
  constructor(readonly root: string) {
    fs.mkdirSync(root, { recursive: true });
  }

  private pathOf(key: string): string {
    if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
      throw new Error(`unsafe storage key: ${key}`);
    }
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

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/**
 * File storage as `app.storage`, and `GET /api/files/{path}` serving stored files with ranges, ETags and
 * a content type from the extension (@fastify/static resolves paths inside the root only).
 */
export const storagePlugin = fp<{ root: string }>(
  async (app: FastifyInstance, { root }) => {
    const storage = new LocalStorage(root);
    app.decorate('storage', storage);
    await app.register(fastifyStatic, {
      root,
      prefix: '/api/files/',
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      // Stored names are content-addressed or unique per upload, so they never change.
      maxAge: '1d',
      setHeaders: (res) => {
        res.setHeader('X-Content-Type-Options', 'nosniff');
      },
    });
  },
  { name: 'storage' },
);
