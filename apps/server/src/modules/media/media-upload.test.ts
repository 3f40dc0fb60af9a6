import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { adminMediaItemSchema, MEDIA_LIMITS, MEDIA_MESSAGES } from '@site/contracts';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { melodyWav } from '../../db/seed-media.js';
import {
  multipart,
  pngClaiming,
  privateKeySpellings,
  rawGet,
  solidImage,
  stallPendingJobs,
  TEST_DIALECT,
} from '../../test/helpers.js';
import { createMediaTestApp, filesUnder, hasFfmpeg } from '../../test/media.js';

const { t, auth, storageRoot, upload, gallery, adminItem, itemCount } = await createMediaTestApp();

describe(`media gallery: uploads and their processing (${TEST_DIALECT})`, () => {
  afterAll(() => t.close());

  it('processes an upload in a job: hidden until done, orientation applied, location gone, WebP and thumbnails made', async () => {
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#3366aa' } })
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '10/1 46/1 0/1' } })
      .jpeg({ quality: 92 })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await upload('Holiday photo.JPG', photo, { title: 'Holiday in Đà Lạt', is_featured: 'true' });
    expect(res.statusCode).toBe(201);
    const created = adminMediaItemSchema.parse(res.json().data);
    expect(created).toMatchObject({
      processing_status: 'pending',
      media_type: 'image',
      is_featured: true,
      original_filename: 'Holiday photo.JPG',
    });
    expect((await gallery('?search=holiday')).total).toBe(0);

    expect(await t.app.queue.drain()).toBeGreaterThanOrEqual(1);
    const done = await adminItem(created.id);
    expect(done).toMatchObject({ processing_status: 'completed', width: 900, height: 1600, processing_error: null });
    expect(done.compression_ratio).toBeGreaterThan(0);
    const publicItem = (await gallery('?search=holiday')).data[0]!;
    expect(publicItem.title).toBe('Holiday in Đà Lạt');
    const made = Object.entries(publicItem.thumbnail_paths).filter(([size, url]) => url && size !== 'original');
    for (const url of [publicItem.webp_path!, ...made.map(([, url]) => url)]) {
      const file = await t.app.inject({ url: url as string });
      expect(file.statusCode, url as string).toBe(200);
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.exif, url as string).toBeUndefined();
      expect(meta.width! < meta.height!, url as string).toBe(true);
    }
    // The original is the upload itself, less its metadata: the compressed picture is byte for byte the
    // uploaded one, the location is gone, and only the orientation is left, so it still shows upright.
    const original = (await t.app.inject({ url: publicItem.original_path! })).rawPayload;
    const scan = (jpeg: Buffer) => jpeg.subarray(jpeg.indexOf(Buffer.from([0xff, 0xda])));
    expect(scan(original).equals(scan(photo))).toBe(true);
    expect(original.length).toBeLessThan(photo.length);
    const originalMeta = await sharp(original).metadata();
    expect(originalMeta).toMatchObject({ width: 1600, height: 900, orientation: 6 });
    expect(originalMeta.exif!.length).toBeLessThanOrEqual(40);
    expect(original.includes(Buffer.from('GPS'))).toBe(false);
    expect(publicItem.file_size).toBe(original.length);
    const small = await sharp(
      (await t.app.inject({ url: publicItem.thumbnail_paths.thumb_small! })).rawPayload,
    ).metadata();
    expect(small.width).toBe(320);
    // Downloads carry the original name; ranges work; the private upload is never served.
    const download = await t.app.inject({ url: `${publicItem.original_path}?download=1` });
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Holiday photo.JPG"; filename*=UTF-8''Holiday%20photo.JPG`,
    );
    // A name that lies about the type downloads under the type the bytes are.
    const png = await solidImage('png', 20, 20, '#000');
    const disguised = multipart('evil.html', png, 'text/html');
    const evil = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      payload: disguised.payload,
      headers: { ...disguised.headers, ...auth },
    });
    expect(evil.statusCode).toBe(201);
    await t.app.queue.drain();
    const evilItem = (await t.app.inject({ url: `/api/admin/media/${evil.json().data.id}`, headers: auth })).json()
      .data;
    const evilDownload = await t.app.inject({ url: `${evilItem.original_path}?download=1` });
    expect(evilDownload.headers['content-disposition']).toBe(
      `attachment; filename="evil.png"; filename*=UTF-8''evil.png`,
    );
    expect(evilDownload.headers['content-type']).toBe('image/png');
    const range = await t.app.inject({ url: publicItem.original_path!, headers: { range: 'bytes=0-9' } });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.length).toBe(10);
    const row = await t.app.db
      .selectFrom('media_items')
      .select('source_key')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    for (const url of privateKeySpellings(row.source_key)) {
      const res = await rawGet(t.app, url);
      expect(res.statusCode, url).toBe(404);
      expect(JSON.parse(res.body.toString()), url).toMatchObject({ success: false });
    }
    expect((await rawGet(t.app, publicItem.original_path!)).statusCode).toBe(200);
  });

  it('refuses bad files with a clear message, storing nothing', async () => {
    const jpeg = await solidImage('jpeg', 800, 600, '#aa3366');
    const png = await solidImage('png', 64, 64, '#00000000', 4);
    const cases: Array<[string, string, Buffer, number, string]> = [
      ['empty file', 'empty.jpg', Buffer.alloc(0), 422, MEDIA_MESSAGES.emptyFile],
      ['truncated JPEG', 'cut.jpg', jpeg.subarray(0, Math.floor(jpeg.length / 2)), 422, MEDIA_MESSAGES.corruptImage],
      ['PNG renamed .mp4', 'movie.mp4', png, 415, 'The file is named .mp4 but it contains PNG image data'],
      [
        'HTML page',
        'page.jpg',
        Buffer.from('<!doctype html><html><script>alert(1)</script></html>'),
        415,
        MEDIA_MESSAGES.unsupported,
      ],
      [
        'GIF/JS polyglot',
        'poly.gif',
        Buffer.from('GIF89a/*\x00\x00*/=1;alert(document.domain);//'),
        422,
        MEDIA_MESSAGES.corruptImage,
      ],
      [
        'SVG with script',
        'logo.svg',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        415,
        MEDIA_MESSAGES.unsupported,
      ],
      [
        'pixel bomb 30000×30000',
        'bomb.png',
        pngClaiming(30_000, 30_000),
        422,
        MEDIA_MESSAGES.tooManyPixels(30_000, 30_000),
      ],
      [
        'oversized image',
        'huge.jpg',
        Buffer.concat([jpeg, Buffer.alloc(MEDIA_LIMITS.imageBytes)]),
        413,
        'larger than the 25 MB limit',
      ],
    ];
    const before = filesUnder(storageRoot);
    const count = await itemCount();
    for (const [label, name, data, status, message] of cases) {
      const res = await upload(name, data);
      expect(res.statusCode, label).toBe(status);
      expect(res.json().message, label).toContain(message);
      expect(res.json().errors?.file?.[0], label).toContain(message);
    }
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(none.statusCode).toBe(422);
    expect(await itemCount()).toBe(count);
    expect(filesUnder(storageRoot)).toEqual(before);
  });

  it('stores an item and its processing job together: when the job cannot be written, no item and no file remain', async () => {
    const before = filesUnder(storageRoot);
    const count = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('media_items')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const items = await count();
    const enqueue = t.app.queue.enqueue.bind(t.app.queue);
    t.app.queue.enqueue = async () => {
      throw new Error('the jobs table is unavailable');
    };
    try {
      const png = await solidImage('png', 20, 20, '#00aa00');
      const res = await upload('green.png', png, { title: 'Never half stored' });
      expect(res.statusCode).toBe(500);
    } finally {
      t.app.queue.enqueue = enqueue;
    }
    expect(await count()).toBe(items);
    expect(filesUnder(storageRoot)).toEqual(before);
  });

  it('ignores folders in uploaded names: files land under server-chosen names only', async () => {
    const png = await solidImage('png', 40, 40, '#123456');
    const res = await upload('../../../etc/evil\u0000name.png', png);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.original_filename).toBe('evilname.png');
    await t.app.queue.drain();
    const outside = path.resolve(storageRoot, '..', '..', 'etc');
    expect(fs.existsSync(path.join(outside, 'evilname.png'))).toBe(false);
    expect(filesUnder(storageRoot).every((file) => /^(private\/)?media\/[0-9a-f-]{36}\/|^seed\//.test(file))).toBe(
      true,
    );
  });

  it.runIf(hasFfmpeg)(
    'reads video (duration, size, poster frame) and audio (duration), and fails a damaged video with its reason',
    async () => {
      const dir = fs.mkdtempSync(path.join(t.dataDir, 'video-'));
      const file = path.join(dir, 'clip.mp4');
      execFileSync('ffmpeg', [
        '-v',
        'error',
        '-f',
        'lavfi',
        '-i',
        'testsrc=size=320x240:rate=10',
        '-t',
        '2',
        '-pix_fmt',
        'yuv420p',
        '-metadata',
        'location=+10.7626+106.6602/',
        '-y',
        file,
      ]);
      const video = await upload('clip.mp4', fs.readFileSync(file));
      expect(video.statusCode).toBe(201);
      const sound = await upload('tune.wav', melodyWav([60, 64, 67, 72]));
      expect(sound.statusCode).toBe(201);
      // A damaged video is refused before anything is stored: its header says MP4, ffprobe says otherwise.
      const storedBefore = filesUnder(path.join(t.dataDir, 'storage', 'private'));
      const broken = await upload(
        'broken.mp4',
        Buffer.concat([fs.readFileSync(file).subarray(0, 40), Buffer.alloc(2000, 7)]),
      );
      expect(broken.statusCode).toBe(422);
      expect(broken.json().errors.file).toEqual([MEDIA_MESSAGES.corruptMedia]);
      const brokenSound = await upload('broken.wav', melodyWav([60]).subarray(0, 30));
      expect(brokenSound.statusCode).toBe(422);
      expect(filesUnder(path.join(t.dataDir, 'storage', 'private'))).toEqual(storedBefore);
      // A video whose stored bytes are damaged after upload still fails in processing, with its reason.
      const later = await upload('zq-damaged-later.mp4', fs.readFileSync(file));
      expect(later.statusCode).toBe(201);
      const laterRow = await t.app.db
        .selectFrom('media_items')
        .select('source_key')
        .where('id', '=', later.json().data.id)
        .executeTakeFirstOrThrow();
      await t.app.storage.put(
        laterRow.source_key!,
        Buffer.concat([fs.readFileSync(file).subarray(0, 40), Buffer.alloc(2000, 7)]),
      );
      await t.app.queue.drain();

      const v = await adminItem(video.json().data.id);
      expect(v).toMatchObject({ processing_status: 'completed', media_type: 'video', width: 320, height: 240 });
      expect(v.duration).toBeCloseTo(2, 0);
      expect(v.thumbnail_paths.thumb_small).toMatch(/thumb-small\.webp$/);
      const copy = (await t.app.inject({ url: v.original_path! })).rawPayload;
      expect(copy.includes(Buffer.from('106.6602'))).toBe(false);
      const a = await adminItem(sound.json().data.id);
      expect(a).toMatchObject({ processing_status: 'completed', media_type: 'audio' });
      expect(a.duration).toBeCloseTo(4 * 0.42, 1);
      const b = await adminItem(later.json().data.id);
      expect(b).toMatchObject({ processing_status: 'failed', processing_error: MEDIA_MESSAGES.corruptMedia });
      expect((await gallery('?search=zq-damaged')).total).toBe(0);

      // A failed item may be processed again; a completed one may not.
      const again = await t.app.inject({ method: 'POST', url: `/api/admin/media/${b.id}/reprocess`, headers: auth });
      expect(again.json().data.processing_status).toBe('pending');
      await t.app.queue.drain();
      expect((await adminItem(b.id)).processing_status).toBe('failed');
      const refused = await t.app.inject({ method: 'POST', url: `/api/admin/media/${v.id}/reprocess`, headers: auth });
      expect(refused.statusCode).toBe(409);
    },
  );

  it('picks up an item left half-processed by a dead worker', async () => {
    const png = await solidImage('png', 50, 50, '#654321');
    const id = (await upload('crash.png', png)).json().data.id as number;
    // The worker claimed the job and died: job and item stuck in processing, the lock long expired.
    const old = new Date(Date.now() - 60 * 60_000).toISOString();
    await stallPendingJobs(t.app, old);
    await t.app.db.updateTable('media_items').set({ processing_status: 'processing' }).where('id', '=', id).execute();
    await t.app.queue.drain();
    expect((await adminItem(id)).processing_status).toBe('completed');
  });
});
