import {
  caseListResponseSchema,
  caseResponseSchema,
  CASE_NUMBER_PATTERN,
  mapMarkersResponseSchema,
  reunionFiguresResponseSchema,
  type ReunionCase,
} from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { avatarSvg } from '../../db/seed-avatar.js';
import { seedReunion } from '../../db/seed-reunion.js';
import { SEED_CASE_FACTS, SEED_CASE_KEYS } from '../../db/seed-content/reunion/index.js';
import { shorten } from './reunion.service.js';
import { suiteAdminHeaders, suiteApp, TEST_DIALECT } from '../../test/helpers.js';

const SEEDED = SEED_CASE_KEYS.map((key) => SEED_CASE_FACTS[key]);

describe(`reunion public cases (${TEST_DIALECT})`, () => {
  const t = suiteApp();
  const headers = suiteAdminHeaders(t);

  const list = async (query = '') => {
    const res = await t.app.inject({ url: `/api/reunion/cases${query}` });
    expect(res.statusCode, query).toBe(200);
    return caseListResponseSchema.parse(res.json());
  };

  describe('markers', () => {
    it('answers every public case as the map draws it, in the asked language, newest change first', async () => {
      const res = await t.app.inject({ url: '/api/reunion/markers?lang=vi' });
      expect(res.statusCode).toBe(200);
      const markers = mapMarkersResponseSchema.parse(res.json());
      expect(markers).toMatchObject({ total: 12, truncated: false });
      const { data: cases } = await list('?per_page=100&lang=vi');
      expect(markers.data.map((item) => item.case_number)).toEqual(cases.map((item) => item.case_number));
      for (const [i, marker] of markers.data.entries()) {
        const item = cases[i]!;
        expect(marker).toMatchObject({ full_name: item.full_name, status: item.status, last_seen: item.last_seen });
        expect(marker.summary.length).toBeLessThanOrEqual(160);
        expect(item.description.startsWith(marker.summary.replace(/…$/, ''))).toBe(true);
        // Only the marker's fields: nothing a marker does not show travels with it.
        expect(Object.keys(marker).sort()).toEqual([
          'age_at_missing',
          'birth_year',
          'case_number',
          'full_name',
          'is_sample',
          'last_seen',
          'missing_since',
          'status',
          'summary',
        ]);
      }
    });

    it('answers a language it does not know in English, and the same again from its cache', async () => {
      const en = await t.app.inject({ url: '/api/reunion/markers?lang=en' });
      const unknown = await t.app.inject({ url: '/api/reunion/markers?lang=%3Cscript%3E' });
      expect(unknown.statusCode).toBe(200);
      expect(unknown.body).toBe(en.body);
      const again = await t.app.inject({
        url: '/api/reunion/markers?lang=en',
        headers: { 'if-none-match': en.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
    });

    it('cuts a long text at a word, with an ellipsis, and leaves a short one whole', () => {
      expect(shorten('  short   text ', 160)).toBe('short text');
      const long = 'Một hai ba bốn năm sáu bảy tám chín mười. '.repeat(10);
      const cut = shorten(long, 50);
      expect(cut.length).toBeLessThanOrEqual(50);
      expect(cut.endsWith('…')).toBe(true);
      expect(long.startsWith(cut.slice(0, -1))).toBe(true);
      expect(shorten('x'.repeat(300), 20)).toBe(`${'x'.repeat(19)}…`);
    });
  });

  describe('list', () => {
    it('lists the twelve sample cases, newest-updated first, with the public fields only', async () => {
      const page = await list();
      expect(page).toMatchObject({ total: 12, current_page: 1, last_page: 1, per_page: 20 });
      expect(page.data).toHaveLength(12);
      const updated = page.data.map((item) => item.updated_at);
      expect(updated).toEqual([...updated].sort().reverse());
      for (const item of page.data) {
        expect(item.case_number).toMatch(CASE_NUMBER_PATTERN);
        expect(item.is_sample).toBe(true);
        expect(item.description.length).toBeGreaterThan(10);
        expect(Object.keys(item.last_seen).sort()).toEqual(['commune', 'latitude', 'longitude', 'province']);
      }
      // The last status change moves a case up: Võ Thị Thu Trang's sighting is the latest one seeded.
      expect(page.data[0]!.full_name).toBe('Võ Thị Thu Trang');
      expect(page.data[0]!.status).toBe('investigating');
    });

    it('spreads the samples from north to south with their commune centres, statuses mixed', async () => {
      const { data } = await list('?per_page=100');
      const provinces = new Set(data.map((item) => item.last_seen.province));
      for (const province of ['Hà Nội', 'Lào Cai', 'Đà Nẵng', 'TP. Hồ Chí Minh', 'Cần Thơ', 'An Giang']) {
        expect(provinces.has(province), province).toBe(true);
      }
      const lats = data.map((item) => item.last_seen.latitude);
      expect(Math.max(...lats)).toBeGreaterThan(22);
      expect(Math.min(...lats)).toBeLessThan(10.5);
      const count = (status: string) => data.filter((item) => item.status === status).length;
      expect(count('missing')).toBe(7);
      expect(count('investigating')).toBe(2);
      expect(count('found')).toBe(3);
      // Coarse positions: never more than two decimals.
      for (const item of data) {
        for (const value of [item.last_seen.latitude, item.last_seen.longitude]) {
          expect(Math.round(value * 100) / 100).toBe(value);
        }
      }
    });

    it('pages, and allows up to 100 a page for the map', async () => {
      const first = await list('?per_page=5');
      const third = await list('?per_page=5&page=3');
      expect(first).toMatchObject({ total: 12, last_page: 3, per_page: 5 });
      expect(first.data).toHaveLength(5);
      expect(third.data).toHaveLength(2);
      const beyond = await list('?per_page=5&page=9');
      expect(beyond.data).toEqual([]);
      const all = await list('?per_page=100');
      expect(new Set(all.data.map((item) => item.case_number)).size).toBe(12);
    });

    it('filters by status', async () => {
      const found = await list('?status=found');
      expect(found.total).toBe(3);
      expect(found.data.every((item) => item.status === 'found')).toBe(true);
      expect((await list('?status=investigating')).total).toBe(2);
    });

    it('refuses malformed, huge and hostile queries with 422 in the one error shape', async () => {
      for (const query of [
        '?per_page=101',
        '?per_page=0',
        '?per_page=-1',
        '?page=0',
        '?page=abc',
        '?page=1e400',
        '?status=lost',
        "?status=missing'%20or%201=1--",
        `?status=${'x'.repeat(5000)}`,
      ]) {
        const res = await t.app.inject({ url: `/api/reunion/cases${query}` });
        expect(res.statusCode, query).toBe(422);
        expect(res.json(), query).toMatchObject({ success: false, code: 'error.validation' });
      }
    });

    it('translates per language, falls back to English, and keeps names and places as written', async () => {
      const find = (page: { data: ReunionCase[] }) => page.data.find((item) => item.case_number === 'VN-2025-00018')!;
      const vi = find(await list('?lang=vi&per_page=100'));
      expect(vi.lang).toBe('vi');
      expect(vi.description).toContain('hồ Hoàn Kiếm');
      expect(vi.reward).toBe('10.000.000 ₫');
      expect(vi.full_name).toBe('Nguyễn Văn Hùng');
      expect(vi.last_seen).toEqual({
        province: 'Hà Nội',
        commune: 'Phường Hoàn Kiếm',
        latitude: 21.03,
        longitude: 105.85,
      });
      const ar = find(await list('?lang=ar&per_page=100'));
      expect(ar.lang).toBe('ar');
      expect(ar.clothing).toMatch(/[\u0600-\u06ff]/);
      const unknown = find(await list('?lang=xx-YY&per_page=100'));
      expect(unknown.lang).toBe('en');
      expect(unknown.clothing).toContain('Light blue shirt');
      const regional = find(await list('?lang=ja-JP&per_page=100'));
      expect(regional.lang).toBe('ja');
    });

    it('serves each sample a drawn avatar, never a photo, the same drawing for the same case', async () => {
      const { data } = await list('?per_page=100');
      const first = data[0]!;
      expect(first.photo_url).toMatch(/^\/api\/files\/seed\/reunion\/VN-\d{4}-\d{5}\.webp$/);
      const image = await t.app.inject({ url: first.photo_url! });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      const subject = { case_number: 'VN-2025-00018', gender: 'male' as const, age: 72 };
      expect(avatarSvg(subject)).toBe(avatarSvg(subject));
      expect(avatarSvg(subject)).not.toBe(avatarSvg({ ...subject, case_number: 'VN-2025-00023' }));
      expect(avatarSvg(subject)).not.toMatch(/<image|href=|<script/);
    });
  });

  describe('one case', () => {
    it('answers a case with its status history, notes in the requested language', async () => {
      const res = await t.app.inject({ url: '/api/reunion/cases/VN-2026-00041?lang=fr' });
      expect(res.statusCode).toBe(200);
      const { data } = caseResponseSchema.parse(res.json());
      expect(data).toMatchObject({ full_name: 'Huỳnh Văn Phúc', status: 'found', lang: 'fr' });
      expect(data.status_history.map((change) => change.status)).toEqual(['missing', 'investigating', 'found']);
      expect(data.status_history[0]!.note).toBeNull();
      expect(data.status_history[2]!.note).toContain('hôpital');
      const times = data.status_history.map((change) => change.changed_at);
      expect(times).toEqual([...times].sort());
      expect(data.updated_at).toBe(times.at(-1));
    });

    it('answers 404 in the one error shape for an unknown case, 422 for a malformed number', async () => {
      const unknown = await t.app.inject({ url: '/api/reunion/cases/VN-1999-00001' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ success: false });
      for (const bad of ['nope', 'VN-2025-1', 'vn-2025-00018', '..%2F..%2Fetc', '%3Cscript%3E', "VN-2025-00018'--"]) {
        const res = await t.app.inject({ url: `/api/reunion/cases/${bad}` });
        expect(res.statusCode, bad).toBe(422);
        expect(res.json().success, bad).toBe(false);
      }
      // A path parameter past the router's length limit is refused before any lookup.
      const huge = await t.app.inject({ url: `/api/reunion/cases/VN-2025-${'9'.repeat(500)}` });
      expect(huge.statusCode).toBe(414);
      expect(huge.json().success).toBe(false);
    });
  });

  describe('figures', () => {
    it('counts the cases in the database by status, and follows changes at once', async () => {
      const before = reunionFiguresResponseSchema.parse((await t.app.inject({ url: '/api/reunion/figures' })).json());
      expect(before.data).toEqual({ total: 12, missing: 7, investigating: 2, found: 3, samples: 12 });

      const id = (await t.app.inject({ url: '/api/admin/reunion/cases?search=VN-2025-00018', headers })).json().data[0]
        .id as number;
      const changed = await t.app.inject({
        method: 'POST',
        url: `/api/admin/reunion/cases/${id}/status`,
        headers,
        payload: { status: 'found' },
      });
      expect(changed.statusCode).toBe(200);
      const after = reunionFiguresResponseSchema.parse((await t.app.inject({ url: '/api/reunion/figures' })).json());
      expect(after.data).toEqual({ total: 12, missing: 6, investigating: 2, found: 4, samples: 12 });
      // The public list moved on too (its cache follows the content version): the case is now first.
      const first = (await list()).data[0]!;
      expect(first).toMatchObject({ case_number: 'VN-2025-00018', status: 'found' });
    });

    it('answers lists from a cache with an ETag, revalidated with 304', async () => {
      const res = await t.app.inject({ url: '/api/reunion/cases?lang=vi' });
      const etag = res.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(res.headers['cache-control']).toBe('no-cache');
      const again = await t.app.inject({ url: '/api/reunion/cases?lang=vi', headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
    });
  });

  describe('seed', () => {
    it('is idempotent: a second run inserts nothing', async () => {
      expect(await seedReunion(t.app.db, t.app.storage)).toEqual([]);
      expect((await list()).total).toBe(12);
      expect(SEEDED.every((facts) => facts.contact.phone.startsWith('0900 000 0'))).toBe(true);
    });
  });
});
