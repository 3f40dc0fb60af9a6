import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';

// The worker is a plain script served as is (public/reunion-sw.js): it is run here without a worker
// global, where it only defines its functions, and its routing is asked directly.
const publicDir = (file: string) => path.resolve(import.meta.dirname, '../../../../public', file);
const source = readFileSync(publicDir('reunion-sw.js'), 'utf8');

type Route = 'network-first' | 'cache-first' | 'pass';
interface Worker {
  routeOf: (request: { method: string; url: string; mode: string }, origin: string) => Route;
  keepable: (response: { ok: boolean; status: number; type: string } | null) => boolean;
  CACHE_NAME: string;
}
const worker = vm.runInNewContext(`${source}\n;({ routeOf, keepable, CACHE_NAME })`, { URL }) as Worker;

const origin = 'https://example.org';
const get = (path: string, mode = 'cors') => ({ method: 'GET', url: `${origin}${path}`, mode });

describe('reunion service worker routing', () => {
  it('keeps the reunion pages, network first', () => {
    for (const path of [
      '/reunion',
      '/reunion/',
      '/reunion/app',
      '/reunion/cases/MP-2024-001',
      '/reunion?lang=vi',
      '/stories',
      '/stories/guides',
      '/stories/first-24-hours',
      '/shop',
    ])
      expect(worker.routeOf(get(path, 'navigate'), origin)).toBe('network-first');
  });

  it('leaves every other page to the browser', () => {
    for (const path of [
      '/',
      '/search?q=da nang',
      '/reunionx',
      '/storiesx',
      '/shopping',
      '/admin',
      '/admin/reunion',
      '/note-dance/admin',
    ])
      expect(worker.routeOf(get(path, 'navigate'), origin)).toBe('pass');
  });

  it('keeps the public reunion API answers and the site frame, network first', () => {
    for (const path of [
      '/api/reunion/figures',
      '/api/reunion/cases/MP-2024-001?lang=vi',
      '/api/reunion/stories?lang=vi&kind=guide',
      '/api/reunion-shop/products?lang=vi',
      '/api/site?lang=en',
    ])
      expect(worker.routeOf(get(path), origin)).toBe('network-first');
  });

  it('never keeps the admin API, sign-in, other APIs, writes or other origins', () => {
    for (const path of [
      '/api/admin/reunion/cases',
      '/api/auth/session',
      '/api/contact',
      '/api/portfolio/home',
      '/api/sitemap',
      '/api/reunionx',
    ])
      expect(worker.routeOf(get(path), origin)).toBe('pass');
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect(worker.routeOf({ ...get('/api/reunion/figures'), method }, origin)).toBe('pass');
    expect(worker.routeOf(get('/reunion', 'navigate'), 'https://other.example')).toBe('pass');
    expect(
      worker.routeOf({ method: 'GET', url: 'https://tile.openstreetmap.org/5/25/14.png', mode: 'no-cors' }, origin),
    ).toBe('pass');
  });

  it('serves the hashed app files and icons from the cache first', () => {
    for (const path of [
      '/assets/index-abc123.js',
      '/assets/locales/0123456789/vi/reunion.json',
      '/reunion-icons/icon-192.png',
    ])
      expect(worker.routeOf(get(path), origin)).toBe('cache-first');
    expect(worker.routeOf(get('/reunion-app.webmanifest'), origin)).toBe('network-first');
  });

  it('keeps only complete same-origin successes, in a versioned cache', () => {
    expect(worker.keepable({ ok: true, status: 200, type: 'basic' })).toBe(true);
    expect(worker.keepable({ ok: true, status: 206, type: 'basic' })).toBe(false);
    expect(worker.keepable({ ok: false, status: 404, type: 'basic' })).toBe(false);
    expect(worker.keepable({ ok: false, status: 0, type: 'opaque' })).toBe(false);
    expect(worker.keepable(null)).toBe(false);
    expect(worker.CACHE_NAME).toMatch(/^reunion-offline-v\d+$/);
  });
});

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(file: string): [number, number] {
  const bytes = readFileSync(publicDir(file));
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe('reunion web app manifest', () => {
  const manifest = JSON.parse(readFileSync(publicDir('reunion-app.webmanifest'), 'utf8')) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };

  it('installs the reunion section as a standalone app', () => {
    expect(manifest.name.length).toBeGreaterThan(0);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest).toMatchObject({
      start_url: '/reunion',
      scope: '/reunion',
      display: 'standalone',
      theme_color: '#efc940',
    });
  });

  it('has 192 and 512 px icons, maskable too, each file of the size it says', () => {
    for (const purpose of ['any', 'maskable'])
      for (const size of ['192x192', '512x512'])
        expect(manifest.icons.some((icon) => icon.purpose === purpose && icon.sizes === size)).toBe(true);
    for (const icon of manifest.icons.filter((item) => item.type === 'image/png')) {
      const [width, height] = pngSize(icon.src.slice(1));
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  });
});
