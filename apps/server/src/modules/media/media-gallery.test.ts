import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DIALECT } from '../../test/helpers.js';
import { createMediaTestApp } from '../../test/media.js';

const { t, gallery } = await createMediaTestApp();

describe(`media gallery: what visitors see (${TEST_DIALECT})`, () => {
  afterAll(() => t.close());

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
});
