import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@site/contracts';
import { adminHeaders, createTestApp, type TestApp } from '../test/helpers.js';
import { scriptJson, withRenderedRoot } from './page-render.js';
import { pickEncoding } from './spa.js';

describe('serving the built web app', () => {
  let t: TestApp;
  let dist: string;
  const html =
    '<!doctype html><html lang="en"><head><title>Site</title></head><body><div id="root"></div></body></html>';
  const hint = (lang: string, files: string[], data: string[] = [], namespaces: string[] = []) => ({
    modulepreload: files.map((f) => `/assets/${f}-${lang}.js`),
    style: files.length ? [`/assets/${files[0]}-${lang}.css`] : [],
    fetch: data.map((url) => `${url}?lang=${lang}`),
    translations: namespaces.map((ns) => `/assets/locales/v1/${lang}/${ns}.json`),
  });
  const perLanguage = (files: string[], data: string[] = [], namespaces: string[] = []) =>
    Object.fromEntries(LANGUAGE_CODES.map((lang) => [lang, hint(lang, files, data, namespaces)]));
  const pageHints = {
    startup: perLanguage([], [], ['common']),
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

  it('sends /index.html (and /index.htm) to the home page, keeping the query, instead of a page that says not found', async () => {
    for (const [url, location] of [
      ['/index.html', '/'],
      ['/index.html?lang=vi', '/?lang=vi'],
      ['/index.htm', '/'],
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location, url).toBe(location);
    }
  });

  it("announces a page's first-visit files and data in its own language", async () => {
    const home = (await t.app.inject({ url: '/' })).body;
    for (const tag of [
      '<html lang="en" dir="ltr">',
      '<link rel="preload" as="fetch" crossorigin href="/assets/locales/v1/en/common.json">',
      '<link rel="modulepreload" crossorigin href="/assets/home-page-en.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/home-page-en.css">',
      '<link rel="preload" as="fetch" crossorigin href="/api/site?lang=en">',
      '<link rel="preload" as="fetch" crossorigin href="/api/portfolio/home?lang=en">',
    ]) {
      expect(home).toContain(tag);
    }
    expect(home.indexOf('home-page-en.js')).toBeLessThan(home.indexOf('</head>'));

    // Another site page: the startup files and the site frame's data, not the home page's.
    const other = (await t.app.inject({ url: '/language-test' })).body;
    expect(other).toContain('/api/site?lang=en');
    expect(other).not.toContain('home-page');
    // An admin page: no site profile request; an unknown page: only the startup files.
    expect((await t.app.inject({ url: '/admin/login' })).body).not.toContain('/api/site');
    const missing = (await t.app.inject({ url: '/no-such-page' })).body;
    expect(missing).toContain('/assets/locales/v1/en/common.json');
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

describe('server-rendered pages (docs/decisions/0009)', () => {
  let t: TestApp;
  let dir: string;
  const template =
    '<!doctype html><html lang="en"><head><title>Site</title>' +
    '\n    <meta\n      name="description"\n      content="The site"\n    />' +
    '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/runtime-abc.js">' +
    '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">' +
    '</head><body><div id="root"></div></body></html>';
  const perLanguage = (hint: { modulepreload: string[]; style: string[]; fetch: string[]; translations?: string[] }) =>
    Object.fromEntries(
      LANGUAGE_CODES.map((lang) => [
        lang,
        {
          modulepreload: hint.modulepreload.map((f) => f.replace('{lang}', lang)),
          style: hint.style,
          fetch: hint.fetch.map((f) => f.replace('{lang}', lang)),
          translations: (hint.translations ?? []).map((f) => f.replace('{lang}', lang)),
        },
      ]),
    );
  // A stand-in for the web build's renderer: echoes what it was given, fails on request.
  const renderer = `
    export const RENDERED_PAGES = ['home', 'languageTest'];
    export async function renderPage(input) {
      if (input.url.includes('fail')) throw new Error('render failed');
      const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
      return '<main data-lang="' + input.lang + '">' + esc(JSON.stringify(input.data)) + ' $& $1 </main>';
    }
    export function pageHead(input) {
      return '<title>' + (input.pageKey ?? 'not-found') + ' ' + input.lang + '</title>' +
        '<meta name="description" content="About ' + input.pageKey + '">' +
        '<link rel="canonical" href="' + input.origin + input.pathname + '" data-managed>';
    }`;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-render-'));
    const dist = path.join(dir, 'dist');
    fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), template);
    fs.writeFileSync(
      path.join(dist, '.vite', 'page-hints.json'),
      JSON.stringify({
        startup: perLanguage({
          modulepreload: [],
          style: [],
          fetch: [],
          translations: ['/assets/locales/v1/{lang}/common.json'],
        }),
        areas: { site: perLanguage({ modulepreload: [], style: [], fetch: ['/api/site?lang={lang}'] }) },
        pages: {
          home: perLanguage({
            modulepreload: ['/assets/home-page.js'],
            style: ['/assets/home-page.css'],
            fetch: ['/api/portfolio/home?lang={lang}', '/api/no-such-data'],
          }),
        },
      }),
    );
    fs.mkdirSync(path.join(dir, 'dist-ssr'));
    fs.writeFileSync(path.join(dir, 'dist-ssr', 'entry-server.js'), renderer);
    t = await createTestApp({ WEB_DIST: dist });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const payloadOf = (html: string) => {
    const match = /<script id="render-payload" type="application\/json">(.*?)<\/script>/s.exec(html);
    return match
      ? (JSON.parse(match[1] ?? '') as { lang: string; renderedAt: number; data: Record<string, unknown> })
      : null;
  };

  it('renders the page into #root with the data it read, and embeds that data', async () => {
    const before = Date.now();
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).toMatch(/<div id="root"><main data-lang="en">.*<\/main><\/div><script id="render-payload"/s);
    // `$&` and `$1` in the markup stay as they are (no replacement patterns).
    expect(html).toContain(' $& $1 </main>');
    const payload = payloadOf(html);
    expect(payload?.lang).toBe('en');
    expect(payload?.renderedAt).toBeGreaterThanOrEqual(before);
    // The site frame's and the page's data, as the API answers them; a failed read is left to the browser.
    expect(Object.keys(payload?.data ?? {}).sort()).toEqual(['/api/portfolio/home?lang=en', '/api/site?lang=en']);
    const site = (await t.app.inject({ url: '/api/site?lang=en' })).json();
    expect(payload?.data['/api/site?lang=en']).toEqual(site);
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/no-such-data">');
    expect(html).not.toContain('as="fetch" crossorigin href="/api/site');
    // The page's own head (title, canonical) replaces the template's title.
    expect(html).toContain('<title>home en</title>');
    expect(html).toContain('<link rel="canonical" href="http://localhost:80/" data-managed>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"[^>]*>/g)).toEqual(['name="description" content="About home">']);
  });

  it('paints before the app starts: styles block, modules load only once the starter runs after the paint', async () => {
    const html = (await t.app.inject({ url: '/' })).body;
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('rel="prefetch"');
    expect(html).toContain(
      '<script defer src="/start-after-paint.js" data-entry="/assets/index-abc.js"' +
        ' data-preload="/assets/runtime-abc.js /assets/locales/v1/en/common.json /assets/home-page.js"></script>',
    );
    // Translations too are fetched only after the paint (the starter preloads them).
    expect(html).not.toContain('href="/assets/locales/');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/home-page.css">');
  });

  it('renders in the language of ?lang= or the cookie, Arabic right-to-left', async () => {
    const ar = (await t.app.inject({ url: '/?lang=ar' })).body;
    expect(ar).toContain('<html lang="ar" dir="rtl">');
    expect(ar).toContain('<main data-lang="ar">');
    expect(payloadOf(ar)?.data).toHaveProperty(['/api/portfolio/home?lang=ar']);
    const vi = (await t.app.inject({ url: '/', headers: { cookie: 'lang=vi' } })).body;
    expect(payloadOf(vi)?.lang).toBe('vi');
  });

  it('keeps data that could close the script element inert', () => {
    const hostile = '</script><script>alert(1)</script><!-- \u2028';
    const payload = { lang: 'en' as const, renderedAt: 1, data: { '/api/site?lang=en': { data: { name: hostile } } } };
    const html = withRenderedRoot(template, '<main></main>', payload);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!--');
    expect(payloadOf(html)).toEqual(payload);
    expect(scriptJson('a</b>\u2028')).toBe('"a\\u003c/b>\\u2028"');
    expect(() => withRenderedRoot('<div id="root">x</div>', '', payload)).toThrow(/root/);
  });

  it('sends the app shell when the page cannot be rendered, and for pages it does not render', async () => {
    const failed = await t.app.inject({ url: '/?fail=1' });
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<div id="root"></div>');
    expect(failed.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    expect(payloadOf(failed.body)).toBeNull();
    for (const url of ['/race-condition-presentation', '/admin/login', '/no-such-page']) {
      const body = (await t.app.inject({ url })).body;
      expect(body, url).toContain('<div id="root"></div>');
      expect(payloadOf(body), url).toBeNull();
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
  });

  it('keeps a rendered page for a few seconds, until the admin changes something', async () => {
    const first = payloadOf((await t.app.inject({ url: '/?lang=de' })).body);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(payloadOf((await t.app.inject({ url: '/?lang=de' })).body)?.renderedAt).toBe(first?.renderedAt);
    // A refused write changes nothing; a real one drops the kept pages.
    const refused = await t.app.inject({ method: 'POST', url: '/api/admin/categories', payload: {} });
    expect(refused.statusCode).toBe(401);
    expect(payloadOf((await t.app.inject({ url: '/?lang=de' })).body)?.renderedAt).toBe(first?.renderedAt);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: await adminHeaders(t.app),
      payload: { key: 'render-cache-probe', names: { en: 'Render cache probe' }, sort_order: 99 },
    });
    expect(created.statusCode).toBe(201);
    expect(payloadOf((await t.app.inject({ url: '/?lang=de' })).body)?.renderedAt).toBeGreaterThan(
      first?.renderedAt ?? 0,
    );
  });

  it('compresses a rendered page like any other', async () => {
    const br = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('<main data-lang="en">');
  });
});
