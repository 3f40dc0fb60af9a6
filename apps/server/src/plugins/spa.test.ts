import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@site/contracts';
import { createTestApp, type TestApp } from '../test/helpers.js';
import { pickEncoding } from './spa.js';

describe('serving the built web app', () => {
  let t: TestApp;
  let dist: string;
  const html =
    '<!doctype html><html lang="en"><head><title>Site</title></head><body><div id="root"></div></body></html>';
  const hint = (lang: string, files: string[], data: string[] = []) => ({
    modulepreload: files.map((f) => `/assets/${f}-${lang}.js`),
    style: files.length ? [`/assets/${files[0]}-${lang}.css`] : [],
    fetch: data.map((url) => `${url}?lang=${lang}`),
  });
  const perLanguage = (files: string[], data: string[] = []) =>
    Object.fromEntries(LANGUAGE_CODES.map((lang) => [lang, hint(lang, files, data)]));
  const pageHints = {
    startup: perLanguage(['common']),
    areas: { site: perLanguage([], ['/api/site']) },
    pages: { home: perLanguage(['home-page'], ['/api/portfolio/home']) },
  };
  const js = 'console.log("hello from a hashed asset");'.repeat(20);

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'site-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), html);
    fs.writeFileSync(path.join(dist, 'index.html.br'), zlib.brotliCompressSync(html));
    fs.writeFileSync(path.join(dist, 'index.html.gz'), zlib.gzipSync(html));
    fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js'), js);
    fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js.br'), zlib.brotliCompressSync(js));
    fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js.gz'), zlib.gzipSync(js));
    fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\n');
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(path.join(dist, '.vite', 'page-hints.json'), JSON.stringify(pageHints));
    t = await createTestApp({ WEB_DIST: dist });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers client routes with index.html and 200, never cached', async () => {
    for (const url of ['/', '/language-test', '/admin/login', '/stories/some-story', '/media-gallery?item=x']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.vary, url).toBe('Accept-Encoding, Cookie');
      expect(res.body, url).toMatch(/<title>Site<\/title>.*<div id="root"><\/div>/);
    }
  });

  it('answers unknown page paths with index.html and a real 404', async () => {
    const res = await t.app.inject({ url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it("announces a page's first-visit files and data in its own language", async () => {
    const home = (await t.app.inject({ url: '/' })).body;
    expect(home).toContain('<html lang="en" dir="ltr">');
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/common-en.js">');
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-en.js">');
    expect(home).toContain('<link rel="preload" as="style" href="/assets/home-page-en.css">');
    expect(home).toContain('<link rel="preload" as="fetch" crossorigin href="/api/site?lang=en">');
    expect(home).toContain('<link rel="preload" as="fetch" crossorigin href="/api/portfolio/home?lang=en">');
    expect(home.indexOf('home-page-en.js')).toBeLessThan(home.indexOf('</head>'));

    // Another site page: the startup files and the site frame's data, not the home page's.
    const other = (await t.app.inject({ url: '/language-test' })).body;
    expect(other).toContain('/api/site?lang=en');
    expect(other).not.toContain('home-page');
    // An admin page: no site profile request; an unknown page: only the startup files.
    expect((await t.app.inject({ url: '/admin/login' })).body).not.toContain('/api/site');
    const missing = (await t.app.inject({ url: '/no-such-page' })).body;
    expect(missing).toContain('common-en.js');
    expect(missing).not.toContain('/api/');
  });

  it('starts Arabic right-to-left from ?lang= or the language cookie, and ignores anything else', async () => {
    const ar = (await t.app.inject({ url: '/?lang=AR' })).body;
    expect(ar).toContain('<html lang="ar" dir="rtl">');
    expect(ar).toContain('/assets/home-page-ar.js');
    expect(ar).toContain('/api/portfolio/home?lang=ar');
    const cookie = (await t.app.inject({ url: '/', headers: { cookie: 'theme=dark; lang=vi' } })).body;
    expect(cookie).toContain('<html lang="vi" dir="ltr">');
    // ?lang= wins over the cookie, as in the web app.
    expect((await t.app.inject({ url: '/?lang=ja', headers: { cookie: 'lang=vi' } })).body).toContain('lang="ja"');
    for (const headers of [{ cookie: 'lang=klingon' }, { cookie: 'lang="><script>' }, { cookie: 'lang=%E0%A4%A' }]) {
      const body = (await t.app.inject({ url: '/?lang=<script>', headers })).body;
      expect(body, headers.cookie).toContain('<html lang="en" dir="ltr">');
      expect(body, headers.cookie).not.toContain('<script>');
    }
  });

  it('sends the precompressed page when the client accepts it', async () => {
    const br = await t.app.inject({ url: '/language-test', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const plain = (await t.app.inject({ url: '/language-test' })).body;
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gz = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('serves hashed assets precompressed with a year-long immutable cache', async () => {
    const res = await t.app.inject({ url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(js);
    const plain = await t.app.inject({ url: '/assets/app-1a2b3c.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
  });

  it('serves other static files with a short cache and 404s missing files', async () => {
    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
    const missing = await t.app.inject({ url: '/assets/missing-123.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().success).toBe(false);
  });

  it('refuses to serve files outside the build folder', async () => {
    for (const url of ['/../package.json', '/assets/..%2f..%2fpackage.json', '/%2e%2e/%2e%2e/etc/passwd']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).not.toBe(200);
      expect(res.body, url).not.toMatch(/"name"|root:/);
    }
  });

  it('keeps API paths JSON and other methods out of the page fallback', async () => {
    expect((await t.app.inject({ url: '/api/unknown' })).json().success).toBe(false);
    const post = await t.app.inject({ method: 'POST', url: '/language-test' });
    expect(post.statusCode).toBe(404);
    expect(post.json().success).toBe(false);
  });
});

describe('pickEncoding', () => {
  const both = { br: true, gzip: true };
  it('prefers brotli, then gzip, honouring q=0', () => {
    expect(pickEncoding('gzip, deflate, br', both)).toBe('br');
    expect(pickEncoding('gzip', both)).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(pickEncoding('*', both)).toBe('br');
    expect(pickEncoding(undefined, both)).toBe('identity');
    expect(pickEncoding('br', { br: false, gzip: true })).toBe('identity');
  });
});
