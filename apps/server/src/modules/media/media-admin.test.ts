import { MEDIA_MESSAGES, youtubeIdOf } from '@site/contracts';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { solidImage, TEST_DIALECT } from '../../test/helpers.js';
import { createMediaTestApp, filesUnder } from '../../test/media.js';

/** What the fake YouTube answers for a still; null is offline. */
let stillFromYoutube: Buffer | null = null;
const { t, auth, storageRoot, gallery, itemCount } = await createMediaTestApp(() => stillFromYoutube);

describe(`media gallery: YouTube items and the owner's edits (${TEST_DIALECT})`, () => {
  afterAll(() => t.close());

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
    // YouTube was offline: the item keeps a drawn still of its own, in a colour of its video's id (the
    // card draws the play mark over it).
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
    const drawn = await pixelOf(fr.thumbnail_paths.thumb_medium, 0.1, 0.1);
    const seededStill = (await gallery('?category=talks')).data.find((i) => i.youtube_id !== 'dQw4w9WgXcQ')!;
    expect(drawn).not.toEqual(await pixelOf(seededStill.thumbnail_paths.thumb_medium, 0.1, 0.1));
    // Reachable, YouTube's own still is kept, made into the gallery's sizes.
    stillFromYoutube = await solidImage('jpeg', 480, 360, '#20a040');
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
