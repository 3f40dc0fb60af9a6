import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { adminMediaItemSchema, mediaPageSchema } from '@site/contracts';
import { expect } from 'vitest';
import { adminHeaders, createTestApp, multipart } from './helpers.js';

/** Every file under a folder, relative, sorted: to prove a refused upload leaves nothing behind. */
export function filesUnder(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

export const hasFfmpeg = (() => {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/**
 * The media suites' app, signed in: comments limited to 3 per address, no worker (the tests drain the
 * queue themselves), YouTube offline unless `stillFromYoutube` answers a still. With the suite's
 * requests: an upload to the library, a page of the gallery, an item as the owner sees it, the item count.
 */
export async function createMediaTestApp(stillFromYoutube: () => Buffer | null = () => null) {
  const t = await createTestApp(
    { COMMENT_RATE_LIMIT_MAX: '3' },
    {
      worker: false,
      oembed: async () => Promise.reject(new Error('offline')),
      youtubeStill: async () => stillFromYoutube() ?? Promise.reject(new Error('offline')),
    },
  );
  await t.app.ready();
  const auth = await adminHeaders(t.app);
  const upload = (filename: string, data: Buffer, fields: Record<string, string> = {}) => {
    const { payload, headers } = multipart(filename, data, 'application/octet-stream', fields);
    return t.app.inject({ method: 'POST', url: '/api/admin/media', payload, headers: { ...headers, ...auth } });
  };
  const gallery = async (query = '') => {
    const res = await t.app.inject({ url: `/api/media-gallery/items${query}` });
    expect(res.statusCode).toBe(200);
    return mediaPageSchema.parse(res.json());
  };
  const adminItem = async (id: number) =>
    adminMediaItemSchema.parse((await t.app.inject({ url: `/api/admin/media/${id}`, headers: auth })).json().data);
  const itemCount = async () => (await t.app.db.selectFrom('media_items').select('id').execute()).length;
  return { t, auth, storageRoot: path.join(t.dataDir, 'storage'), upload, gallery, adminItem, itemCount };
}
