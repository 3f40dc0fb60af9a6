import { MEDIA_MESSAGES } from '@site/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { multipart, suiteAdminHeaders, suiteApp, TEST_DIALECT } from '../../test/helpers.js';
import { registerVolunteer } from '../../test/volunteers.js';

/** A JPEG carrying EXIF that names its camera's owner: the pipeline must not let it through. */
function photoWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 600, channels: 3, background: '#336699' } })
    .jpeg()
    .withExifMerge({ IFD0: { Artist: 'Xylander Secret', Copyright: 'Xylander Secret' } })
    .toBuffer();
}

describe(`volunteer avatar through the media pipeline (${TEST_DIALECT})`, () => {
  const t = suiteApp({ SEED_DEMO: 'false' });
  const admin = suiteAdminHeaders(t);
  const upload = (headers: Record<string, string>, filename: string, data: Buffer, type = 'image/jpeg') => {
    const body = multipart(filename, data, type);
    return t.app.inject({
      method: 'POST',
      url: '/api/volunteer/me/avatar',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };
  const avatarItem = async (volunteerId: number) => {
    const row = await t.app.db
      .selectFrom('volunteers as v')
      .innerJoin('media_items as m', 'm.id', 'v.avatar_media_id')
      .selectAll('m')
      .where('v.id', '=', volunteerId)
      .executeTakeFirst();
    return row;
  };

  it('processes an upload at once: resized WebP thumbnails without metadata, the medium one as avatar_url', async () => {
    const volunteer = await registerVolunteer(t.app);
    const res = await upload(volunteer.headers, 'Xylander holiday.jpg', await photoWithExif());
    expect(res.statusCode).toBe(200);
    const item = await avatarItem(volunteer.id);
    expect(item).toMatchObject({ processing_status: 'completed', is_public: 0, media_type: 'image' });
    expect(item?.original_filename ?? '').not.toContain('Xylander');
    expect(item?.thumb_medium_key).toBeTruthy();
    expect(res.json().data.avatar_url).toBe(t.app.storage.urlOf(item!.thumb_medium_key!));
    const thumb = await t.app.storage.get(item!.thumb_medium_key!);
    const meta = await sharp(thumb!).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBeLessThan(900);
    expect(meta.exif).toBeUndefined();
    const original = await t.app.storage.get(item!.original_key!);
    expect(original!.includes(Buffer.from('Xylander'))).toBe(false);
  });

  it('never shows an avatar in the public gallery or in the admin media library', async () => {
    const volunteer = await registerVolunteer(t.app);
    await upload(volunteer.headers, 'me.jpg', await photoWithExif());
    const item = await avatarItem(volunteer.id);
    // Even were it made public by mistake, no list would show it.
    await t.app.db.updateTable('media_items').set({ is_public: 1 }).where('id', '=', item!.id).execute();
    const gallery = await t.app.inject({ method: 'GET', url: '/api/media-gallery/items' });
    expect(gallery.statusCode).toBe(200);
    expect(gallery.body).not.toContain(item!.uuid);
    const library = await t.app.inject({ method: 'GET', url: '/api/admin/media', headers: admin });
    expect(library.statusCode).toBe(200);
    expect(library.body).not.toContain(item!.uuid);
    expect(library.json().total).toBe(library.json().data.length);
    await t.app.db.updateTable('media_items').set({ is_public: 0 }).where('id', '=', item!.id).execute();
    const single = await t.app.inject({ method: 'GET', url: `/api/media-gallery/items/${item!.uuid}` });
    expect(single.statusCode).toBe(404);
  });

  it('replaces the previous avatar (its item and files deleted) and removes it on request', async () => {
    const volunteer = await registerVolunteer(t.app);
    await upload(volunteer.headers, 'one.jpg', await photoWithExif());
    const first = await avatarItem(volunteer.id);
    const png = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#ff000080' } })
      .png()
      .toBuffer();
    expect((await upload(volunteer.headers, 'two.png', png, 'image/png')).statusCode).toBe(200);
    const second = await avatarItem(volunteer.id);
    expect(second!.id).not.toBe(first!.id);
    const gone = await t.app.db.selectFrom('media_items').select('id').where('id', '=', first!.id).execute();
    expect(gone).toEqual([]);
    expect(await t.app.storage.get(first!.thumb_medium_key!)).toBeNull();

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/volunteer/me/avatar',
      headers: volunteer.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.avatar_url).toBeNull();
    expect(await t.app.db.selectFrom('media_items').select('id').where('id', '=', second!.id).execute()).toEqual([]);
    expect(await t.app.storage.get(second!.thumb_medium_key!)).toBeNull();
  });

  it('deletes the avatar with the account', async () => {
    const volunteer = await registerVolunteer(t.app);
    await upload(volunteer.headers, 'me.jpg', await photoWithExif());
    const item = await avatarItem(volunteer.id);
    await t.app.inject({
      method: 'POST',
      url: '/api/volunteer/me/delete',
      payload: { password: volunteer.password },
      headers: volunteer.headers,
    });
    expect(await t.app.db.selectFrom('media_items').select('id').where('id', '=', item!.id).execute()).toEqual([]);
    expect(await t.app.storage.get(item!.thumb_medium_key!)).toBeNull();
  });

  it("refuses what is not an image, an empty or corrupt file, and no file, with the gallery's messages on `file`", async () => {
    const volunteer = await registerVolunteer(t.app);
    const text = await upload(
      volunteer.headers,
      'notes.txt',
      Buffer.from('just some words, not a picture'),
      'text/plain',
    );
    expect(text.statusCode).toBe(415);
    expect(text.json().errors.file).toEqual([MEDIA_MESSAGES.unsupported]);
    const wav = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt '), Buffer.alloc(64)]);
    expect((await upload(volunteer.headers, 'sound.wav', wav, 'audio/wav')).statusCode).toBe(415);
    const empty = await upload(volunteer.headers, 'empty.jpg', Buffer.alloc(0));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.file).toEqual([MEDIA_MESSAGES.emptyFile]);
    const jpeg = await photoWithExif();
    const corrupt = await upload(volunteer.headers, 'broken.jpg', jpeg.subarray(0, Math.floor(jpeg.length / 2)));
    expect(corrupt.statusCode).toBe(422);
    expect(corrupt.json().errors.file).toEqual([MEDIA_MESSAGES.corruptImage]);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/volunteer/me/avatar',
      payload: {},
      headers: volunteer.headers,
    });
    expect(none.statusCode).toBeGreaterThanOrEqual(400);
    expect(await avatarItem(volunteer.id)).toBeUndefined();
  });

  it('refuses an upload without a volunteer session before reading it', async () => {
    const body = multipart('me.jpg', await photoWithExif(), 'image/jpeg');
    const res = await t.app.inject({ method: 'POST', url: '/api/volunteer/me/avatar', ...body });
    expect(res.statusCode).toBe(401);
  });
});
