import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  createTestApp,
  multipart,
  privateKeySpellings,
  rawGet,
  solidImage,
  type TestApp,
} from '../test/helpers.js';
import { S3Storage } from './s3-storage.js';

/**
 * The S3 driver against a real S3-compatible server (s3rver, from npm) on a temp folder: the whole app
 * runs on it — demo content, an upload through the media pipeline, /api/files with ranges, downloads and
 * private keys — and deleting an item removes its objects.
 */
describe('S3 storage', () => {
  let server: S3rver;
  let dir: string;
  let t: TestApp;
  let auth: Record<string, string>;
  const bucket = 'site-test';

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      directory: dir,
      silent: true,
      configureBuckets: [{ name: bucket }],
    });
    const { port } = await server.run();
    t = await createTestApp(
      {
        S3_BUCKET: bucket,
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      },
      { worker: false },
    );
    await t.app.ready();
    auth = await adminHeaders(t.app);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await server?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const keys = async () => {
    const storage = t.app.storage as S3Storage;
    const listed = await storage.client.send(new ListObjectsV2Command({ Bucket: storage.bucket, MaxKeys: 1000 }));
    return (listed.Contents ?? []).map((o) => o.Key!);
  };

  it('keeps the demo content and uploads in the bucket, not on disk', async () => {
    expect(t.app.storage).toBeInstanceOf(S3Storage);
    const stored = await keys();
    expect(stored.some((k) => k.startsWith('seed/cv/'))).toBe(true);
    expect(stored.some((k) => /^media\/[0-9a-f-]{36}\/thumb-small\.webp$/.test(k))).toBe(true);
    expect(fs.existsSync(path.join(t.dataDir, 'storage'))).toBe(false);
  });

  it('serves files with their type, ranges, revalidation and download names, and never private ones', async () => {
    const png = await solidImage('png', 300, 200, '#336699');
    const { payload, headers } = multipart('Bucket test.png', png);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      payload,
      headers: { ...headers, ...auth },
    });
    expect(created.statusCode).toBe(201);
    await t.app.queue.drain();
    const item = (await t.app.inject({ url: `/api/admin/media/${created.json().data.id}`, headers: auth })).json().data;
    expect(item.processing_status).toBe('completed');

    const original = await t.app.inject({ url: item.original_path });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(original.rawPayload).metadata()).width).toBe(300);
    const etag = original.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await t.app.inject({ url: item.original_path, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    const range = await t.app.inject({ url: item.original_path, headers: { range: 'bytes=0-15' } });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.length).toBe(16);
    expect(range.headers['content-range']).toMatch(/^bytes 0-15\/\d+$/);
    const download = await t.app.inject({ url: `${item.original_path}?download=1` });
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''Bucket%20test.png");

    const source = (await keys()).find((k) => k.startsWith('private/') && k.includes(item.uuid))!;
    expect(source).toBeTruthy();
    for (const url of privateKeySpellings(source)) {
      expect((await rawGet(t.app, url)).statusCode, url).toBe(404);
    }
    expect((await rawGet(t.app, item.original_path)).statusCode).toBe(200);
    for (const url of ['/api/files/media/none.png', '/api/files/..%2F..%2Fetc%2Fpasswd', '/api/files/media/%00.png']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }

    const del = await t.app.inject({ method: 'DELETE', url: `/api/admin/media/${item.id}`, headers: auth });
    expect(del.statusCode).toBe(200);
    expect((await keys()).filter((k) => k.includes(item.uuid))).toEqual([]);
  });
});
