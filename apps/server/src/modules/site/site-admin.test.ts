import {
  adminSettingsResponseSchema,
  siteProfileResponseSchema,
  homeContentResponseSchema,
  MEDIA_MESSAGES,
} from '@site/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { multipart, pngClaiming, solidImage, suiteAdminHeaders, suiteApp, TEST_DIALECT } from '../../test/helpers.js';
import { UPLOAD_MESSAGES } from '../admin/upload.service.js';

describe(`admin settings and uploads (${TEST_DIALECT})`, () => {
  const t = suiteApp();
  const auth = suiteAdminHeaders(t);

  const upload = (url: string, filename: string, data: Buffer, type?: string) => {
    const { payload, headers } = multipart(filename, data, type);
    return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...auth } });
  };

  it('reads the settings document and writes it back; the site shows the change', async () => {
    const res = await t.app.inject({ url: '/api/admin/settings', headers: auth });
    const { data, cv } = adminSettingsResponseSchema.parse(res.json());
    expect(data.owner.name).toBe('Minh Nguyen');
    expect(data.experience.fr).toHaveLength(3);
    expect(cv?.filename).toBe('Minh-Nguyen-CV.pdf');

    const edited = {
      ...data,
      owner: { ...data.owner, name: 'Minh T. Nguyen', title: { ...data.owner.title, fr: 'Architecte logiciel' } },
      counters: { en: [{ value: 8, decimals: 0, suffix: '+', label: 'Years' }] },
      chat_enabled: true,
    };
    const put = await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: auth, payload: edited });
    expect(put.statusCode).toBe(200);
    const site = siteProfileResponseSchema.parse((await t.app.inject({ url: '/api/site?lang=fr' })).json()).data;
    expect(site).toMatchObject({ name: 'Minh T. Nguyen', title: 'Architecte logiciel' });
    const home = homeContentResponseSchema.parse(
      (await t.app.inject({ url: '/api/portfolio/home?lang=de' })).json(),
    ).data;
    // German counters were removed, so German falls back to the English ones.
    expect(home.counters).toEqual([{ value: 8, decimals: 0, suffix: '+', label: 'Years' }]);
    expect(home.chatEnabled).toBe(true);
  });

  it('rejects settings without English or with a bad email, and changes nothing', async () => {
    const { data } = adminSettingsResponseSchema.parse(
      (await t.app.inject({ url: '/api/admin/settings', headers: auth })).json(),
    );
    const bad = { ...data, owner: { ...data.owner, email: 'not-an-email', title: { fr: 'x' } } };
    const res = await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: auth, payload: bad });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['owner.email', 'owner.title.en']));
    const after = adminSettingsResponseSchema.parse(
      (await t.app.inject({ url: '/api/admin/settings', headers: auth })).json(),
    );
    expect(after.data.owner.email).toBe(data.owner.email);
  });

  it('re-encodes an uploaded image to WebP, applies orientation and drops EXIF', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret' } } })
      .toBuffer();
    const res = await upload('/api/admin/upload', 'holiday.jpg', jpeg, 'image/jpeg');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.url).toMatch(/^\/api\/files\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.webp$/);
    // Orientation 6 rotates the 40×20 image to 20×40.
    expect([body.width, body.height]).toEqual([20, 40]);
    const file = await t.app.inject({ url: body.url });
    expect(file.headers['content-type']).toBe('image/webp');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
  });

  it('decides the type by content: a script named .png is refused and nothing is stored', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const uploads = path.join(t.dataDir, 'storage', 'uploads');
    const count = () => (fs.existsSync(uploads) ? fs.readdirSync(uploads, { recursive: true }).length : 0);
    const before = count();
    const res = await upload('/api/admin/upload', 'cat.png', Buffer.from('<?php system($_GET["c"]); ?>'), 'image/png');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual([UPLOAD_MESSAGES.notImage]);
    const empty = await upload('/api/admin/upload', 'empty.png', Buffer.alloc(0), 'image/png');
    expect(empty.statusCode).toBe(422);
    const noFile = await t.app.inject({ method: 'POST', url: '/api/admin/upload', headers: auth, payload: {} });
    expect(noFile.statusCode).toBe(422);
    expect(count()).toBe(before);
  });

  it('checks images as the media library does: damaged or oversized images are refused with their reason', async () => {
    const jpeg = await solidImage('jpeg', 400, 300, '#aa3366');
    const png = await solidImage('png', 64, 64, '#123456');
    const cases: Array<[string, Buffer, string]> = [
      ['cut.jpg', jpeg.subarray(0, Math.floor(jpeg.length / 2)), MEDIA_MESSAGES.corruptImage],
      ['cut.png', png.subarray(0, png.length - 20), MEDIA_MESSAGES.corruptImage],
      // 256 megapixels: under sharp's own limit, over the site's 50.
      ['huge.png', pngClaiming(16_000, 16_000), MEDIA_MESSAGES.tooManyPixels(16_000, 16_000)],
      // Over sharp's own limit too: still the pixel message, not "not a supported image".
      ['huger.png', pngClaiming(20_000, 20_000), MEDIA_MESSAGES.tooManyPixels(20_000, 20_000)],
    ];
    for (const [name, data, message] of cases) {
      const res = await upload('/api/admin/upload', name, data, 'image/png');
      expect(res.statusCode, name).toBe(422);
      expect(res.json().errors.file, name).toEqual([message]);
      const media = await upload('/api/admin/media', name, data, 'image/png');
      expect(media.json().errors.file, `${name} in the media library`).toEqual([message]);
    }
  });

  it('refuses an image over 10 MB with 413', async () => {
    const res = await upload('/api/admin/upload', 'big.png', Buffer.alloc(10 * 1024 * 1024 + 10, 1), 'image/png');
    expect(res.statusCode).toBe(413);
  });

  it('replaces the CV with an uploaded PDF and refuses anything else', async () => {
    const notPdf = await upload(
      '/api/admin/settings/cv',
      'cv.pdf',
      Buffer.from('MZ this is an exe'),
      'application/pdf',
    );
    expect(notPdf.statusCode).toBe(422);
    expect(notPdf.json().errors.file).toEqual([UPLOAD_MESSAGES.notPdf]);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    const res = await upload('/api/admin/settings/cv', 'Nguyễn CV 2026.pdf', pdf, 'application/pdf');
    expect(res.statusCode).toBe(201);
    expect(res.json().cv).toMatchObject({ url: '/api/portfolio/cv', filename: 'Nguyễn CV 2026.pdf', size: pdf.length });
    const download = await t.app.inject({ url: '/api/portfolio/cv' });
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''Nguy%E1%BB%85n%20CV%202026.pdf");
    expect((await t.app.inject({ method: 'DELETE', url: '/api/admin/settings/cv', headers: auth })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ url: '/api/portfolio/cv' })).statusCode).toBe(404);
    const home = homeContentResponseSchema.parse((await t.app.inject({ url: '/api/portfolio/home' })).json()).data;
    expect(home.cv).toBeNull();
  });

  it('serves stored files without path traversal', async () => {
    for (const url of [
      '/api/files/../site.db',
      '/api/files/%2e%2e/site.db',
      '/api/files/..%2fsite.db',
      '/api/files/seed/../../site.db',
    ]) {
      const res = await t.app.inject({ url });
      expect([403, 404], url).toContain(res.statusCode);
      expect(res.body).not.toContain('SQLite format');
    }
  });
});
