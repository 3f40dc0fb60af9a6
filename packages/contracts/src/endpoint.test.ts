import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ENDPOINT_FAMILIES } from './api/index.js';
import { endpointUrl } from './endpoint.js';

describe('declared endpoints', () => {
  const all = ENDPOINT_FAMILIES.flatMap((family) =>
    Object.entries(family.routes).map(([key, route]) => ({ family, key, route, schemas: family.schemas[key] })),
  );

  it('have a route and schemas under the same keys in every family', () => {
    for (const family of ENDPOINT_FAMILIES) {
      expect(Object.keys(family.routes).sort(), family.tag).toEqual(Object.keys(family.schemas).sort());
    }
  });

  it('are each declared once, under the API bases, admin exactly under /api/admin', () => {
    const seen = new Set<string>();
    for (const { family, key, route } of all) {
      const id = `${route.method} ${route.path}`;
      expect(seen.has(id), `${family.tag}.${key}: ${id} declared twice`).toBe(false);
      seen.add(id);
      expect(route.path, id).toMatch(/^\/(api|perf|ai)(\/|$)/);
      expect(route.auth === 'admin', id).toBe(route.path.startsWith('/api/admin/'));
    }
  });

  it('name in their path exactly the parameters their schema reads', () => {
    for (const { route, schemas } of all) {
      const inPath = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
      const params = schemas?.params instanceof z.ZodObject ? Object.keys(schemas.params.shape).sort() : [];
      expect(inPath, route.path).toEqual(params);
    }
  });

  it('answer JSON with a success schema, or a file', () => {
    for (const { route, schemas } of all) {
      const successes = Object.keys(schemas?.responses ?? {}).filter((status) => /^2/.test(status));
      expect(successes.length > 0 || typeof schemas?.file === 'string', route.path).toBe(true);
      expect(schemas?.body !== undefined && route.method === 'GET', route.path).toBe(false);
    }
  });
});

describe('endpointUrl', () => {
  const route = { method: 'GET', path: '/api/things/:id/parts/:part', auth: 'public' } as const;

  it('writes path parameters encoded and the query in the order given, leaving out empty values', () => {
    expect(endpointUrl(route, { params: { id: 7, part: 'a b/c' } })).toBe('/api/things/7/parts/a%20b%2Fc');
    expect(
      endpointUrl(route, {
        params: { id: 1, part: 'x' },
        query: { lang: 'vi', page: 2, q: '', s: undefined, f: true },
      }),
    ).toBe('/api/things/1/parts/x?lang=vi&page=2&f=true');
    expect(endpointUrl({ ...route, path: '/api/site' }, { query: { lang: 'Đà Lạt & co' } })).toBe(
      '/api/site?lang=%C4%90%C3%A0+L%E1%BA%A1t+%26+co',
    );
  });

  it('refuses a call without a path parameter rather than calling a wrong address', () => {
    expect(() => endpointUrl(route, { params: { id: 1 } })).toThrow(/:part/);
  });
});
