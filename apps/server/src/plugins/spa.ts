import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import zlib from 'node:zlib';
import { matchSiteRoute, routeParams, type LanguageCode, type SiteRoute } from '@site/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath, sendApiNotFound } from './errors.js';
import { loadPageRenderer, withRenderedRoot, type PageRenderer } from './page-render.js';
import { hintFetchUrls, hintModules, hintTags, pageHtml, readPageHints, requestLanguage } from './page-hints.js';

interface PageVariants {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * index.html per page, language and address, compressed once on first use. Addresses of pages with
 * parameters and of paths that are no page are open-ended: past SHELL_CACHE_SIZE entries it starts
 * afresh.
 */
const SHELL_CACHE_SIZE = 1000;

class PageCache {
  private readonly pages = new Map<string, PageVariants>();
  private readonly hints: ReturnType<typeof readPageHints>;
  private readonly template: string;

  constructor(dist: string) {
    this.template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    this.hints = readPageHints(dist);
  }

  /** The GET requests the page makes at once (what a server render reads). */
  dataUrls(route: SiteRoute | undefined, lang: LanguageCode, params: Record<string, string> = {}): string[] {
    return this.hints ? hintFetchUrls(this.hints, route, lang, params) : [];
  }

  /**
   * A server-rendered page: compressed per request (it carries live data), quickly rather than
   * tightly; the data already in the page is not announced as a preload.
   */
  rendered(
    route: SiteRoute,
    lang: LanguageCode,
    head: string | null,
    { markup, payload }: NonNullable<Awaited<ReturnType<PageRenderer['render']>>>,
  ): PageVariants {
    const tags = this.hints ? hintTags(this.hints, route, lang, { data: new Set(Object.keys(payload.data)) }) : '';
    const modules = this.hints ? hintModules(this.hints, route, lang) : [];
    const identity = Buffer.from(withRenderedRoot(pageHtml(this.template, tags, lang, head), markup, payload, modules));
    return {
      identity,
      br: zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzip: zlib.gzipSync(identity, { level: 6 }),
    };
  }

  /** The app shell of a page; `address` is what its head depends on besides page and language. */
  get(route: SiteRoute | undefined, lang: LanguageCode, head: string | null, address: string): PageVariants {
    const key = `${route?.pageKey ?? ''}|${lang}|${address}`;
    let page = this.pages.get(key);
    if (!page) {
      const tags = this.hints ? hintTags(this.hints, route, lang) : '';
      const identity = Buffer.from(pageHtml(this.template, tags, lang, head));
      page = {
        identity,
        br: zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: zlib.gzipSync(identity, { level: 9 }),
      };
      if (this.pages.size >= SHELL_CACHE_SIZE) this.pages.clear();
      this.pages.set(key, page);
    }
    return page;
  }
}

/**
 * The parameters of a page's address that its hints may name: its query string's (`/search?q=`) and its
 * route's (`:caseNumber`), the route's winning a clash.
 */
export function addressParams(pattern: string, url: string): Record<string, string> {
  const [pathname = '/', query = ''] = url.split('?', 2);
  return { ...Object.fromEntries(new URLSearchParams(query)), ...routeParams(pattern, pathname) };
}

/** The best encoding the client accepts among those we have (brotli, then gzip, then none). */
export function pickEncoding(acceptEncoding: string | undefined, available: { br: boolean; gzip: boolean }) {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (available.br && ok('br')) return 'br' as const;
  if (available.gzip && ok('gzip')) return 'gzip' as const;
  return 'identity' as const;
}

const LONG_CACHE = 'public, max-age=31536000, immutable';

/**
 * Rendered pages are kept this long (and at most RENDER_CACHE_SIZE of them), and dropped at once when
 * the admin changes anything: the content only changes through the admin API. Another instance's
 * change shows here within this time.
 */
const RENDER_CACHE_MS = 10_000;
const RENDER_CACHE_SIZE = 200;

/**
 * Serves the built web app: hashed assets with a year-long immutable cache and their precompressed
 * .br/.gz variants; index.html (never cached) for every client route with 200, and with a real 404
 * for paths that are no route, in the visitor's language and with the page's preload hints; JSON 404
 * under the API prefixes.
 */
export const spaPlugin = fp<{ dist: string | null; renderer?: string | null; publicUrl?: string | undefined }>(
  async (app: FastifyInstance, { dist, renderer: rendererFile = null, publicUrl }) => {
    const hasBuild = dist !== null && fs.existsSync(path.join(dist, 'index.html'));
    if (!hasBuild) {
      app.log.warn({ dist }, 'web app not built; serving the API only (run `npm run build`)');
    }
    const pages = hasBuild ? new PageCache(dist) : null;
    const renderer = hasBuild ? await loadPageRenderer(app, rendererFile, app.log) : null;
    const rendered = new Map<string, { page: PageVariants; at: number; missing: boolean }>();
    if (renderer) {
      app.addHook('onResponse', async (request, reply) => {
        const write = request.method !== 'GET' && request.method !== 'HEAD';
        if (write && reply.statusCode < 300 && request.url.startsWith('/api/admin')) {
          rendered.clear();
        }
      });
    }

    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: dist,
        prefix: '/',
        index: false,
        wildcard: true,
        preCompressed: true,
        cacheControl: false,
        setHeaders: (res, filePath) => {
          const rel = path.relative(dist, filePath).split(path.sep).join('/');
          if (rel.startsWith('assets/')) res.setHeader('Cache-Control', LONG_CACHE);
          else if (rel === 'index.html') res.setHeader('Cache-Control', 'no-cache');
          else res.setHeader('Cache-Control', 'public, max-age=3600');
        },
      });
    }

    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      const looksLikeFile = /\.[a-z0-9]{1,8}$/i.test(pathname);
      if (!pages || isApiPath(pathname) || !wantsPage || looksLikeFile) return sendApiNotFound(reply);

      const route = matchSiteRoute(pathname);
      const lang = requestLanguage(request.url, request.headers.cookie);
      // The page's addresses in its head are absolute: the configured public address, else the one
      // the request came to (part of every cache key, so that one host's page is never another's).
      const origin = publicUrl ?? `${request.protocol}://${request.host}`;
      const canonicalPath = pathname.replace(/\/+$/, '') || '/';
      const head = renderer?.head({ pageKey: route?.pageKey ?? null, lang, pathname: canonicalPath, origin }) ?? null;
      const address = `${origin}${canonicalPath}`;
      let page: PageVariants | undefined;
      // A page of one record (`/reunion/cases/:caseNumber`) whose record does not exist is a real 404.
      let missing = false;
      if (renderer && route && !route.redirectTo && request.method === 'GET' && renderer.renders(route.pageKey)) {
        const key = `${lang} ${origin} ${request.url}`;
        const cached = rendered.get(key);
        if (cached && Date.now() - cached.at < RENDER_CACHE_MS) ({ page, missing } = cached);
        else {
          const dataUrls = pages.dataUrls(route, lang, addressParams(route.path, request.url));
          const common = new Set(pages.dataUrls(route, lang));
          const result = await renderer.render(request, { url: request.url, lang, dataUrls });
          if (result) {
            page = pages.rendered(route, lang, head, result);
            missing = dataUrls.some((url) => !common.has(url) && !(url in result.payload.data));
            if (rendered.size >= RENDER_CACHE_SIZE) rendered.clear();
            rendered.set(key, { page, at: Date.now(), missing });
          }
        }
      }
      page ??= pages.get(route, lang, head, address);
      const encoding = pickEncoding(request.headers['accept-encoding'], { br: true, gzip: true });
      const body = page[encoding];
      reply
        .status(route && !missing ? 200 : 404)
        .header('Content-Type', 'text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Encoding, Cookie');
      if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
      return reply.send(body);
    };

    app.setNotFoundHandler(sendPage);
    // The page template is no page of its own: its old address leads home, the same way every time.
    if (pages) {
      for (const url of ['/index.html', '/index.htm']) {
        app.get(url, { schema: { hide: true } }, async (request, reply) => {
          const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
          return reply.redirect(`/${query}`, 301);
        });
      }
    }
    // The static plugin would refuse the root folder itself (403); the home page is a client route.
    if (pages) app.get('/', { schema: { hide: true } }, sendPage);
  },
  { name: 'spa' },
);
