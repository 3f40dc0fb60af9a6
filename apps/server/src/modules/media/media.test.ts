import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  adminMediaItemSchema,
  COMMENT_ERRORS,
  MEDIA_LIMITS,
  MEDIA_MESSAGES,
  mediaPageSchema,
  youtubeIdOf,
} from '@site/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { melodyWav } from '../../db/seed-media.js';
import {
  adminHeaders,
  createTestApp,
  multipart,
  pngClaiming,
  privateKeySpellings,
  rawGet,
  TEST_DIALECT,
  type TestApp,
} from '../../test/helpers.js';

/** Every file under a folder, relative, sorted: to prove a refused upload leaves nothing behind. */
function filesUnder(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

const hasFfmpeg = (() => {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe(`media gallery (${TEST_DIALECT})`, () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let storageRoot: string;
  /** What the fake YouTube answers for a still; null is offline. */
  let stillFromYoutube: Buffer | null = null;

  beforeAll(async () => {
    t = await createTestApp(
      { COMMENT_RATE_LIMIT_MAX: '3' },
      {
        worker: false,
        oembed: async () => Promise.reject(new Error('offline')),
        youtubeStill: async () => stillFromYoutube ?? Promise.reject(new Error('offline')),
      },
    );
    await t.app.ready();
    auth = await adminHeaders(t.app);
    storageRoot = path.join(t.dataDir, 'storage');
  });
  afterAll(() => t.close());

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

  it('lists the demo gallery: only public, processed items, 12 a page, filtered, sorted and searched', async () => {
    const all = await gallery('?per_page=48');
    expect(all.total).toBeGreaterThanOrEqual(11);
    expect(all.data.every((item) => item.processing_status === 'completed' && item.is_public)).toBe(true);
    const first = await gallery();
    expect(first).toMatchObject({ per_page: 12, current_page: 1, last_page: Math.ceil(all.total / 12) });
    expect(first.data.length).toBe(Math.min(12, all.total));
    // Newest first by default; oldest reverses it.
    const oldest = await gallery('?sort=oldest&per_page=48');
    expect(oldest.data.map((i) => i.id)).toEqual([...all.data.map((i) => i.id)].reverse());
    const audio = await gallery('?type=audio');
    expect(audio.data.length).toBeGreaterThan(0);
    expect(audio.data.every((i) => i.media_type === 'audio' && i.duration! > 0)).toBe(true);
    const talks = await gallery('?category=talks');
    expect(talks.data.length).toBe(2);
    expect(talks.data.every((i) => i.youtube_id && i.original_path === null && i.category?.key === 'talks')).toBe(true);
    // Every image the gallery names is the site's own (YouTube items keep a local still): no page
    // sends a visitor's browser to another host, and the gallery works offline.
    const everything = await gallery('?per_page=48');
    for (const item of everything.data) {
      const paths = [item.original_path, item.webp_path, ...Object.values(item.thumbnail_paths)];
      expect(
        paths.filter((p) => p !== null && !p.startsWith('/')),
        item.title,
      ).toEqual([]);
    }
    const still = await t.app.inject({ url: talks.data[0]!.thumbnail_paths.thumb_medium! });
    expect(still.statusCode).toBe(200);
    expect(still.headers['content-type']).toBe('image/webp');
    expect((await gallery('?search=%20%20ha%20long%20')).data.map((i) => i.title)).toEqual(['Ha Long Bay in the mist']);
    expect((await gallery('?search=%25')).total).toBe(0); // a wildcard typed by the visitor is literal text
    // Vietnamese is found with or without its marks, in any case; đ folds to d on both sides.
    const q = async (search: string) =>
      (await gallery(`?search=${encodeURIComponent(search)}`)).data.map((i) => i.title);
    for (const search of ['Đà Lạt', 'da lat', 'DA LAT', 'dà lạt', 'Da-Lat', 'đa lat']) {
      expect(await q(search), search).toEqual(['Pine forest of Đà Lạt']);
    }
    // One letter finds the words that start with it, in any language of the item (the rule: searchPattern).
    expect(await q('Đ')).toContain('Pine forest of Đà Lạt');
    // Field names of the per-language texts are not searched: "description" is in every item's texts.
    expect(await q('description')).toEqual([]);
    expect(await q('Hội An')).toEqual(await q('hoi an'));
    const byTitle = (await gallery('?sort=title&per_page=48')).data.map((i) => i.title.toLowerCase());
    expect(byTitle).toEqual([...byTitle].sort());
    const bySize = (await gallery('?sort=size&per_page=48')).data.map((i) => i.file_size ?? 0);
    expect(bySize.filter((s) => s > 0)).toEqual(bySize.filter((s) => s > 0).sort((a, b) => b - a));
    // An unknown language falls back to English.
    expect((await gallery('?lang=xx&search=ha%20long')).data[0]!.title).toBe('Ha Long Bay in the mist');
    for (const bad of ['?per_page=0', '?page=-1', '?type=document', '?sort=random']) {
      expect((await t.app.inject({ url: `/api/media-gallery/items${bad}` })).statusCode, bad).toBe(422);
    }
  });

  it('serves the categories with visible counts, and one item by uuid for shared links', async () => {
    const categories = (await t.app.inject({ url: '/api/media-gallery/categories' })).json().data;
    expect(categories.map((c: { key: string }) => c.key)).toEqual([
      'travel',
      'nature',
      'architecture',
      'talks',
      'music',
    ]);
    expect(categories.find((c: { key: string }) => c.key === 'talks')).toMatchObject({ count: 2, icon: 'mic' });
    const item = (await gallery()).data[0]!;
    const one = await t.app.inject({ url: `/api/media-gallery/items/${item.uuid}` });
    expect(one.json().data.id).toBe(item.id);
    expect(
      (await t.app.inject({ url: '/api/media-gallery/items/00000000-0000-4000-8000-000000000000' })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: '/api/media-gallery/items/not-a-uuid' })).statusCode).toBe(422);
  });

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
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
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
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#aa3366' } })
      .jpeg()
      .toBuffer();
    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#00000000' } })
      .png()
      .toBuffer();
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
      const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#00aa00' } })
        .png()
        .toBuffer();
      const res = await upload('green.png', png, { title: 'Never half stored' });
      expect(res.statusCode).toBe(500);
    } finally {
      t.app.queue.enqueue = enqueue;
    }
    expect(await count()).toBe(items);
    expect(filesUnder(storageRoot)).toEqual(before);
  });

  it('ignores folders in uploaded names: files land under server-chosen names only', async () => {
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
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
    const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#654321' } })
      .png()
      .toBuffer();
    const id = (await upload('crash.png', png)).json().data.id as number;
    // The worker claimed the job and died: job and item stuck in processing, the lock long expired.
    const old = new Date(Date.now() - 60 * 60_000).toISOString();
    await t.app.db
      .updateTable('jobs')
      .set({ status: 'processing', locked_at: old, attempts: 1 })
      .where('status', '=', 'pending')
      .execute();
    await t.app.db.updateTable('media_items').set({ processing_status: 'processing' }).where('id', '=', id).execute();
    await t.app.queue.drain();
    expect((await adminItem(id)).processing_status).toBe('completed');
  });

  it('adds YouTube items from any address form, and says when YouTube cannot be reached', async () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    ]) {
      expect(youtubeIdOf(url), url).toBe('dQw4w9WgXcQ');
    }
    for (const url of [
      '',
      'dQw4w9WgXcQ',
      'https://vimeo.com/123',
      'https://youtube.com/watch?v=short',
      'javascript:alert(1)',
      'https://evil.com/watch?v=dQw4w9WgXcQ',
    ]) {
      expect(youtubeIdOf(url), url).toBeNull();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/media/youtube-metadata',
        headers: auth,
        payload: { url },
      });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().message).toBe(MEDIA_MESSAGES.youtubeInvalid);
    }
    const meta = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media/youtube-metadata',
      headers: auth,
      payload: { url: 'https://youtu.be/dQw4w9WgXcQ' },
    });
    expect(meta.json()).toMatchObject({
      data: { youtube_id: 'dQw4w9WgXcQ', fetched: false, title: null },
      message: MEDIA_MESSAGES.youtubeOffline,
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media/youtube',
      headers: auth,
      payload: {
        youtube_url: 'https://youtu.be/dQw4w9WgXcQ',
        translations: { en: { title: 'A classic', description: '' }, fr: { title: 'Un classique', description: '' } },
      },
    });
    expect(created.statusCode).toBe(201);
    const fr = (await gallery('?lang=fr&search=classi')).data[0]!;
    expect(fr).toMatchObject({
      title: 'Un classique',
      youtube_id: 'dQw4w9WgXcQ',
      youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      media_type: 'video',
    });
    // YouTube was offline: the item keeps a drawn still of its own (a red play mark in the middle).
    const pixelOf = async (url: string | null, x: number, y: number) => {
      const res = await t.app.inject({ url: url ?? '' });
      expect(res.statusCode, url ?? '').toBe(200);
      const image = sharp(res.rawPayload);
      const { width = 0, height = 0 } = await image.metadata();
      const { data } = await image
        .extract({ left: Math.round(width * x), top: Math.round(height * y), width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      return [...data.subarray(0, 3)];
    };
    const [red, green] = await pixelOf(fr.thumbnail_paths.thumb_medium, 0.5, 0.44);
    expect(red).toBeGreaterThan(180);
    expect(green).toBeLessThan(90);
    // Reachable, YouTube's own still is kept, made into the gallery's sizes.
    stillFromYoutube = await sharp({ create: { width: 480, height: 360, channels: 3, background: '#20a040' } })
      .jpeg()
      .toBuffer();
    const online = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media/youtube',
      headers: auth,
      payload: { youtube_url: 'https://youtu.be/aaaaaaaaaaa', translations: { en: { title: 'Kept still' } } },
    });
    stillFromYoutube = null;
    expect(online.statusCode).toBe(201);
    const kept = (await gallery('?search=kept%20still')).data[0]!;
    expect(kept.thumbnail_paths.thumb_large?.startsWith('/')).toBe(true);
    const [r, g, b] = await pixelOf(kept.thumbnail_paths.thumb_small, 0.5, 0.5);
    expect([r! < 60, g! > 130, b! < 100]).toEqual([true, true, true]);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media/youtube',
      headers: auth,
      payload: { youtube_url: 'https://vimeo.com/1', translations: { en: { title: 'x' } } },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('takes comments for approval only, validates them per spec, answers them and limits each address', async () => {
    const item = (await gallery('?search=ha%20long')).data[0]!;
    const post = (payload: unknown, ip = '198.51.100.7') =>
      t.app.inject({
        method: 'POST',
        url: `/api/comments/media/${item.id}`,
        payload: payload as object,
        remoteAddress: ip,
      });
    const invalid: Array<[unknown, string, string]> = [
      [{ commenter_name: ' ', comment: 'A long enough comment' }, 'commenter_name', COMMENT_ERRORS.nameRequired],
      [{ commenter_name: 'A', comment: 'A long enough comment' }, 'commenter_name', COMMENT_ERRORS.nameMinLength],
      [
        { commenter_name: 'x'.repeat(101), comment: 'A long enough comment' },
        'commenter_name',
        COMMENT_ERRORS.nameMaxLength,
      ],
      [
        { commenter_name: 'Ann', commenter_phone: '1'.repeat(21), comment: 'A long enough comment' },
        'commenter_phone',
        COMMENT_ERRORS.phoneMaxLength,
      ],
      [{ commenter_name: 'Ann', comment: '  short  ' }, 'comment', COMMENT_ERRORS.commentMinLength],
      [{ commenter_name: 'Ann', comment: 'y'.repeat(1001) }, 'comment', COMMENT_ERRORS.commentMaxLength],
      [{ commenter_name: 'Ann' }, 'comment', COMMENT_ERRORS.commentRequired],
    ];
    for (const [payload, field, message] of invalid) {
      const res = await post(payload, '203.0.113.50');
      expect(res.statusCode, message).toBe(422);
      expect(res.json().errors[field][0], message).toBe(message);
    }
    const before = (await t.app.inject({ url: `/api/comments/media/${item.id}/count` })).json().count as number;
    const xss = '<img src=x onerror=alert(1)> <script>alert("xss")</script>\nSecond line';
    const res = await post({ commenter_name: '  Eve <b>  ', commenter_phone: '', comment: xss });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: MEDIA_MESSAGES.commentPending,
      data: { status: 'pending' },
    });
    const id = res.json().data.id as number;
    expect((await t.app.inject({ url: `/api/comments/media/${item.id}/count` })).json().count).toBe(before);

    const stored = (await t.app.inject({ url: `/api/admin/comments/${id}`, headers: auth })).json().data;
    expect(stored).toMatchObject({ commenter_name: 'Eve <b>', commenter_phone: null, comment: xss, status: 'pending' });
    const approved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/comments/${id}`,
      headers: auth,
      payload: { status: 'approved', admin_response: 'Thanks, Eve!' },
    });
    expect(approved.json().data).toMatchObject({ status: 'approved', admin_response: 'Thanks, Eve!' });
    const list = await t.app.inject({ url: `/api/comments/media/${item.id}` });
    expect(list.headers['content-type']).toMatch(/application\/json/);
    const shown = list.json().data[0];
    expect(shown).toMatchObject({ id, comment: xss, admin_response: 'Thanks, Eve!', is_recent: true });
    expect(shown).not.toHaveProperty('commenter_phone');
    expect((await t.app.inject({ url: `/api/comments/media/${item.id}/count` })).json().count).toBe(before + 1);
    // An empty response removes it.
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/comments/${id}`,
      headers: auth,
      payload: { admin_response: '' },
    });
    expect(
      (await t.app.inject({ url: `/api/admin/comments/${id}`, headers: auth })).json().data.admin_response,
    ).toBeNull();

    // COMMENT_RATE_LIMIT_MAX=3 here: the address that posted once may post twice more.
    for (let i = 0; i < 2; i++)
      expect((await post({ commenter_name: 'Eve', comment: `Comment number ${i} here` })).statusCode).toBe(201);
    const limited = await post({ commenter_name: 'Eve', comment: 'One comment too many' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post({ commenter_name: 'Bob', comment: 'Another address is fine' }, '198.51.100.8')).statusCode).toBe(
      201,
    );
    // Hidden items take no comments.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/comments/media/999999',
          payload: { commenter_name: 'Bob', comment: 'Nobody will read this' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lets the owner moderate comments in bulk and see the counts', async () => {
    const pending = (await t.app.inject({ url: '/api/admin/comments?status=pending', headers: auth })).json();
    expect(pending.total).toBeGreaterThan(0);
    const ids = pending.data.map((c: { id: number }) => c.id);
    const stats = async () => (await t.app.inject({ url: '/api/admin/comments/stats', headers: auth })).json().data;
    const before = await stats();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/comments/bulk-action',
      headers: auth,
      payload: { action: 'reject', ids },
    });
    expect(res.json().affected).toBe(ids.length);
    const after = await stats();
    expect(after).toMatchObject({ pending: 0, rejected: before.rejected + ids.length, total: before.total });
    const notifications = (await t.app.inject({ url: '/api/admin/notifications', headers: auth })).json();
    expect(notifications.pending_comments).toBe(0);
  });

  it('edits, publishes, archives and deletes items with their files; categories keep order and counts', async () => {
    const item = (await gallery('?search=saigon')).data[0]!;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/media/${item.id}`,
      headers: auth,
      payload: {
        translations: {
          en: { title: 'Saigon by night', description: 'Neon.' },
          vi: { title: 'Sài Gòn về đêm', description: '' },
        },
        category_id: null,
        is_featured: true,
        is_public: true,
        status: 'active',
      },
    });
    expect(put.statusCode).toBe(200);
    expect((await gallery('?lang=vi&search=saigon')).data[0]).toMatchObject({
      title: 'Sài Gòn về đêm',
      category: null,
      is_featured: true,
    });
    const missingEn = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/media/${item.id}`,
      headers: auth,
      payload: {
        translations: { vi: { title: 'x' } },
        category_id: null,
        is_featured: false,
        is_public: true,
        status: 'active',
      },
    });
    expect(missingEn.statusCode).toBe(422);

    const bulk = (action: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/media/bulk-action',
        headers: auth,
        payload: { action, ids: [item.id] },
      });
    await bulk('unpublish');
    expect((await gallery('?search=saigon')).total).toBe(0);
    await bulk('publish');
    await bulk('archive');
    expect((await gallery('?search=saigon')).total).toBe(0);
    await bulk('activate');
    expect((await gallery('?search=saigon')).total).toBe(1);

    const stats = (await t.app.inject({ url: '/api/admin/media/stats', headers: auth })).json().data;
    expect(stats.total).toBe(await itemCount());
    expect(stats.youtube).toBeGreaterThanOrEqual(3);

    const files = Object.values(item.thumbnail_paths).filter(Boolean).length;
    expect(files).toBeGreaterThan(0);
    const before = filesUnder(storageRoot).filter((f) => f.includes(item.uuid));
    expect(before.length).toBeGreaterThan(files);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/media/${item.id}`, headers: auth })).statusCode,
    ).toBe(200);
    expect(filesUnder(storageRoot).filter((f) => f.includes(item.uuid))).toEqual([]);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/media/${item.id}`, headers: auth })).statusCode,
    ).toBe(404);

    // Categories: create, duplicate key refused, reorder, delete leaves media uncategorised.
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media-categories',
      headers: auth,
      payload: { key: 'food', names: { en: 'Food', vi: 'Ẩm thực' }, color_code: '#FF8800', icon: 'heart' },
    });
    expect(create.statusCode).toBe(201);
    expect(create.json().data).toMatchObject({ color_code: '#ff8800', is_active: true, media_count: 0 });
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media-categories',
      headers: auth,
      payload: { key: 'food', names: { en: 'Food' }, color_code: '#ff8800', icon: 'heart' },
    });
    expect(duplicate.statusCode).toBe(422);
    const badIcon = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media-categories',
      headers: auth,
      payload: { key: 'x-y', names: { en: 'X' }, color_code: 'red', icon: '<svg onload=alert(1)>' },
    });
    expect(Object.keys(badIcon.json().errors).sort()).toEqual(['color_code', 'icon']);
    const list = (await t.app.inject({ url: '/api/admin/media-categories', headers: auth })).json().data as Array<{
      id: number;
      key: string;
    }>;
    const reversed = list.map((c) => c.id).reverse();
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/media-categories/update-order',
      headers: auth,
      payload: { ids: reversed },
    });
    expect(
      (await t.app.inject({ url: '/api/admin/media-categories', headers: auth }))
        .json()
        .data.map((c: { id: number }) => c.id),
    ).toEqual(reversed);
    const travel = list.find((c) => c.key === 'travel')!;
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/media-categories/${travel.id}`, headers: auth }))
        .statusCode,
    ).toBe(200);
    const formerlyTravel = (await gallery('?search=dawn')).data[0]!;
    expect(formerlyTravel.category).toBeNull();
    const catStats = (await t.app.inject({ url: '/api/admin/media-categories/stats', headers: auth })).json().data;
    expect(catStats.total).toBe(list.length - 1);
  });
});
