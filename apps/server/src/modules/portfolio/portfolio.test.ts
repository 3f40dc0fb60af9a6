import {
  adminCategorySchema,
  adminProjectSchema,
  categoryListResponseSchema,
  homeContentResponseSchema,
  pagedSchema,
  projectListResponseSchema,
} from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { suiteAdminHeaders, suiteApp, TEST_DIALECT } from '../../test/helpers.js';

const projectInput = (overrides: Record<string, unknown> = {}) => ({
  category_id: null,
  translations: {
    en: {
      title: 'Test harbour portal',
      description: 'A portal used by the tests.',
      metrics: [{ label: 'Users', value: '5k' }],
    },
    fr: { title: 'Portail portuaire de test', description: 'Un portail utilisé par les tests.', metrics: [] },
  },
  image_url: null,
  technologies: ['TypeScript', 'TypeScript', 'Fastify'],
  liveUrl: '',
  githubUrl: 'https://github.com/example/portal',
  size: 'medium',
  badgeColor: '#123abc',
  is_published: true,
  is_featured: false,
  sort_order: 50,
  ...overrides,
});

describe(`portfolio API (${TEST_DIALECT})`, () => {
  const t = suiteApp();
  const headers = suiteAdminHeaders(t);

  const projects = async (lang: string) =>
    projectListResponseSchema.parse((await t.app.inject({ url: `/api/portfolio/projects?lang=${lang}` })).json()).data;

  describe('public', () => {
    it('lists the eight seeded projects with the spec fields, image_url on the wire', async () => {
      const res = await t.app.inject({ url: '/api/portfolio/projects' });
      expect(res.statusCode).toBe(200);
      const data = projectListResponseSchema.parse(res.json()).data;
      expect(data).toHaveLength(8);
      expect(data[0]).toMatchObject({
        title: 'HarborPay payment gateway',
        category: 'fintech',
        liveUrl: '#',
        lang: 'en',
      });
      expect(data[0]!.image_url).toMatch(/^\/api\/files\/seed\/projects\/.+\.webp$/);
      const image = await t.app.inject({ url: data[0]!.image_url! });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
    });

    it('translates per language and falls back to English for unknown ones', async () => {
      expect((await projects('fr'))[0]!.title).toBe('Passerelle de paiement HarborPay');
      expect((await projects('ar'))[0]!.lang).toBe('ar');
      expect((await projects('xx'))[0]!.title).toBe('HarborPay payment gateway');
      const categories = categoryListResponseSchema.parse(
        (await t.app.inject({ url: '/api/portfolio/categories?lang=de' })).json(),
      ).data;
      expect(categories.map((c) => c.key)).toEqual([
        'web-app',
        'saas',
        'enterprise',
        'fintech',
        'ecommerce',
        'blockchain',
      ]);
      expect(categories.find((c) => c.key === 'saas')?.count).toBe(2);
    });

    it('answers from a cache with an ETag (304 on revalidation) that an admin edit invalidates at once', async () => {
      const first = await t.app.inject({ url: '/api/portfolio/categories?lang=en' });
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await t.app.inject({
        url: '/api/portfolio/categories?lang=en',
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/admin/categories',
        headers,
        payload: { key: 'cache-probe', names: { en: 'Cache probe' }, sort_order: 99 },
      });
      const after = await t.app.inject({
        url: '/api/portfolio/categories?lang=en',
        headers: { 'if-none-match': etag },
      });
      expect(after.statusCode).toBe(200);
      expect(after.json().data.map((c: { key: string }) => c.key)).toContain('cache-probe');
      await t.app.inject({ method: 'DELETE', url: `/api/admin/categories/${created.json().data.id}`, headers });
      const gone = await t.app.inject({ url: '/api/portfolio/categories?lang=en' });
      expect(gone.json().data.map((c: { key: string }) => c.key)).not.toContain('cache-probe');
    });

    it('serves the home content in each language and the seeded CV as a PDF download', async () => {
      const home = homeContentResponseSchema.parse(
        (await t.app.inject({ url: '/api/portfolio/home?lang=vi' })).json(),
      ).data;
      expect(home.counters.map((c) => `${c.value}${c.suffix}`)).toEqual(['7+', '20+', '99.9%']);
      expect(home.experience).toHaveLength(3);
      expect(home.experience.every((job) => job.achievements.length === 4)).toBe(true);
      expect(home.certifications).toHaveLength(3);
      expect(home.skills.languages.length).toBeGreaterThan(0);
      expect(home.testimonials.length).toBeGreaterThan(1);
      expect(home.lang).toBe('vi');
      expect(home.cv?.url).toBe('/api/portfolio/cv');
      const cv = await t.app.inject({ url: home.cv!.url });
      expect(cv.statusCode).toBe(200);
      expect(cv.headers['content-type']).toBe('application/pdf');
      expect(cv.headers['content-disposition']).toContain('attachment; filename="Minh-Nguyen-CV.pdf"');
      expect(cv.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });
  });

  describe('admin projects', () => {
    it('creates a project with a French title that the French home page then shows', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/projects', headers, payload: projectInput() });
      expect(res.statusCode).toBe(201);
      const created = adminProjectSchema.parse(res.json().data);
      expect(created.technologies).toEqual(['TypeScript', 'Fastify']);
      expect(created.liveUrl).toBe('#');
      expect((await projects('fr')).map((p) => p.title)).toContain('Portail portuaire de test');
      // A language without its own text falls back to English, metrics included.
      const ja = (await projects('ja')).find((p) => p.id === created.id)!;
      expect(ja.title).toBe('Test harbour portal');
      const fr = (await projects('fr')).find((p) => p.id === created.id)!;
      expect(fr.metrics).toEqual([{ label: 'Users', value: '5k' }]);
    });

    it('validates every field and answers per-field messages', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ translations: { fr: { title: 'x', description: 'y', metrics: [] } } }, 'translations.en'],
        [{ translations: { en: { title: '', description: 'y', metrics: [] } } }, 'translations.en.title'],
        [{ liveUrl: 'javascript:alert(1)' }, 'liveUrl'],
        [{ image_url: 'data:image/png;base64,AAAA' }, 'image_url'],
        [{ size: 'huge' }, 'size'],
        [{ badgeColor: 'red' }, 'badgeColor'],
        [{ sort_order: -1 }, 'sort_order'],
        [{ technologies: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'technologies'],
      ];
      for (const [override, field] of cases) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/admin/projects',
          headers,
          payload: projectInput(override),
        });
        expect(res.statusCode, field).toBe(422);
        expect(Object.keys(res.json().errors), field).toContain(field);
      }
      const unknownCategory = await t.app.inject({
        method: 'POST',
        url: '/api/admin/projects',
        headers,
        payload: projectInput({ category_id: 9999 }),
      });
      expect(unknownCategory.statusCode).toBe(422);
      expect(unknownCategory.json().errors.category_id).toBeDefined();
    });

    it('lists with search, filters and pages, then updates, bulk-edits and deletes', async () => {
      const list = await t.app.inject({ url: '/api/admin/projects?per_page=3&page=2', headers });
      const page = pagedSchema(adminProjectSchema).parse(list.json());
      expect(page).toMatchObject({ current_page: 2, per_page: 3, total: 9, last_page: 3 });
      expect(page.data).toHaveLength(3);
      const search = pagedSchema(adminProjectSchema).parse(
        (await t.app.inject({ url: '/api/admin/projects?search=PORTUAIRE', headers })).json(),
      );
      expect(search.total).toBe(1);
      // Vietnamese titles are found without their marks: "Cổng thanh toán HarborPay" by "cong thanh toan".
      const vietnamese = pagedSchema(adminProjectSchema).parse(
        (await t.app.inject({ url: '/api/admin/projects?search=cong%20thanh%20toan', headers })).json(),
      );
      expect(vietnamese.total).toBe(1);
      const id = search.data[0]!.id;
      const featured = pagedSchema(adminProjectSchema).parse(
        (await t.app.inject({ url: '/api/admin/projects?featured=true', headers })).json(),
      );
      expect(featured.data.every((p) => p.is_featured)).toBe(true);
      const byTitle = pagedSchema(adminProjectSchema).parse(
        (await t.app.inject({ url: '/api/admin/projects?sort=title&per_page=100', headers })).json(),
      );
      const titles = byTitle.data.map((p) => p.translations.en!.title.toLowerCase());
      expect(titles).toEqual([...titles].sort());

      const update = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/projects/${id}`,
        headers,
        payload: projectInput({
          is_published: true,
          translations: { en: { title: 'Renamed', description: 'D', metrics: [] } },
        }),
      });
      expect(update.statusCode).toBe(200);
      expect(update.json().data.translations.fr).toBeUndefined();

      const bulk = await t.app.inject({
        method: 'POST',
        url: '/api/admin/projects/bulk-action',
        headers,
        payload: { action: 'unpublish', ids: [id, id] },
      });
      expect(bulk.json()).toMatchObject({ success: true, affected: 1 });
      expect((await projects('en')).some((p) => p.id === id)).toBe(false);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/admin/projects/bulk-action',
            headers,
            payload: { action: 'explode', ids: [id] },
          })
        ).statusCode,
      ).toBe(422);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/admin/projects/bulk-action',
            headers,
            payload: { action: 'delete', ids: [] },
          })
        ).statusCode,
      ).toBe(422);

      expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/projects/${id}`, headers })).statusCode).toBe(
        200,
      );
      expect((await t.app.inject({ url: `/api/admin/projects/${id}`, headers })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/projects/${id}`, headers })).statusCode).toBe(
        404,
      );
      expect((await t.app.inject({ url: '/api/admin/projects/abc', headers })).statusCode).toBe(422);
    });
  });

  describe('admin categories', () => {
    it('creates, renames, reorders, reports stats and deletes (projects become uncategorised)', async () => {
      const create = await t.app.inject({
        method: 'POST',
        url: '/api/admin/categories',
        headers,
        payload: { key: 'open-source', names: { en: 'Open source', fr: 'Logiciel libre' }, sort_order: 9 },
      });
      expect(create.statusCode).toBe(201);
      const category = adminCategorySchema.parse(create.json().data);
      const duplicate = await t.app.inject({
        method: 'POST',
        url: '/api/admin/categories',
        headers,
        payload: { key: 'open-source', names: { en: 'Again' }, sort_order: 1 },
      });
      expect(duplicate.statusCode).toBe(422);
      expect(duplicate.json().errors.key).toBeDefined();
      const badKey = await t.app.inject({
        method: 'POST',
        url: '/api/admin/categories',
        headers,
        payload: { key: 'Not A Key', names: {}, sort_order: 1 },
      });
      expect(Object.keys(badKey.json().errors).sort()).toEqual(['key', 'names.en']);

      const project = await t.app.inject({
        method: 'POST',
        url: '/api/admin/projects',
        headers,
        payload: projectInput({ category_id: category.id }),
      });
      const projectId = project.json().data.id as number;
      const fr = categoryListResponseSchema.parse(
        (await t.app.inject({ url: '/api/portfolio/categories?lang=fr' })).json(),
      ).data;
      expect(fr.find((c) => c.key === 'open-source')).toEqual({ key: 'open-source', name: 'Logiciel libre', count: 1 });

      const all = pagedSchema(adminCategorySchema).parse(
        (await t.app.inject({ url: '/api/admin/categories', headers })).json(),
      );
      const ids = all.data.map((c) => c.id);
      const reordered = [category.id, ...ids.filter((id) => id !== category.id)];
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/admin/categories/update-order',
            headers,
            payload: { ids: reordered },
          })
        ).statusCode,
      ).toBe(200);
      const after = pagedSchema(adminCategorySchema).parse(
        (await t.app.inject({ url: '/api/admin/categories', headers })).json(),
      );
      expect(after.data[0]!.key).toBe('open-source');
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/admin/categories/update-order',
            headers,
            payload: { ids: [999999] },
          })
        ).statusCode,
      ).toBe(422);

      const stats = (await t.app.inject({ url: '/api/admin/categories/stats', headers })).json().data;
      expect(stats).toEqual({ total: 7, with_projects: 7, empty: 0 });

      const rename = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/categories/${category.id}`,
        headers,
        payload: { key: 'oss', names: { en: 'OSS' }, sort_order: 0 },
      });
      expect(rename.json().data).toMatchObject({ key: 'oss', project_count: 1 });

      expect(
        (await t.app.inject({ method: 'DELETE', url: `/api/admin/categories/${category.id}`, headers })).statusCode,
      ).toBe(200);
      const orphan = await t.app.inject({ url: `/api/admin/projects/${projectId}`, headers });
      expect(orphan.json().data.category_id).toBeNull();
      const publicOrphan = (await projects('en')).find((p) => p.id === projectId)!;
      expect(publicOrphan).toMatchObject({ category: null, category_name: null });
    });
  });

  describe('admin guard', () => {
    it('answers 401 without the admin token on every registered /api/admin route', async () => {
      const adminRoutes = t.app.routeList.filter((r) => r.url.startsWith('/api/admin'));
      expect(adminRoutes.length).toBeGreaterThanOrEqual(25);
      for (const route of adminRoutes) {
        const url = route.url.replace(/:\w+/g, '1');
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
        const bogus = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: { authorization: 'Bearer forged' },
        });
        expect(bogus.statusCode, `${route.method} ${route.url} (forged)`).toBe(401);
      }
    });
  });

  describe('dashboard and audit log', () => {
    it('counts real content and lists recent admin actions', async () => {
      const res = await t.app.inject({ url: '/api/admin/dashboard', headers });
      expect(res.statusCode).toBe(200);
      const { counts, recent_activity, system } = res.json().data;
      const all = pagedSchema(adminProjectSchema).parse(
        (await t.app.inject({ url: '/api/admin/projects?per_page=100', headers })).json(),
      );
      expect(counts.projects).toBe(all.total);
      expect(counts.active_projects).toBe(all.data.filter((p) => p.is_published).length);
      expect(counts.featured_projects).toBe(all.data.filter((p) => p.is_featured).length);
      expect(counts.categories).toBe(6);
      expect(recent_activity.map((a: { action: string }) => a.action)).toContain('category.deleted');
      expect(system.checks.database.status).toBe('ok');
    });
  });
});
