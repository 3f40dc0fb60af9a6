import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import {
  RENDER_PAYLOAD_ELEMENT_ID,
  type LanguageCode,
  type PageHeadInput,
  type PageRendererModule,
  type RenderPayload,
} from '@site/contracts';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Server rendering of pages (docs/decisions/0009): the web build's renderer (apps/web/src/entry-server.tsx)
 * turns a page into HTML with the API answers the page would ask for at once, read here through the
 * server's own routes (same answers, same limits as the browser's requests).
 */
export interface PageRenderer {
  renders(pageKey: string): boolean;
  /** The page's markup and the payload to embed, or null when it could not be rendered (the shell is sent then). */
  render(
    request: FastifyRequest,
    input: { url: string; lang: LanguageCode; dataUrls: readonly string[] },
  ): Promise<{ markup: string; payload: RenderPayload } | null>;
  /** The page's head tags (title, description, canonical, hreflang…), or null when they cannot be written. */
  head(input: PageHeadInput): string | null;
}

/** Loads the renderer module; null (with a warning) when it is absent or not a renderer. */
export async function loadPageRenderer(
  app: FastifyInstance,
  file: string | null,
  log: FastifyBaseLogger,
): Promise<PageRenderer | null> {
  if (!file) return null;
  if (!fs.existsSync(file)) {
    log.warn({ file }, 'web renderer not built; pages are sent as the app shell (run `npm run build`)');
    return null;
  }
  const module = (await import(pathToFileURL(file).href)) as Partial<PageRendererModule>;
  if (
    !Array.isArray(module.RENDERED_PAGES) ||
    typeof module.renderPage !== 'function' ||
    typeof module.pageHead !== 'function'
  ) {
    log.warn({ file }, 'web renderer has no RENDERED_PAGES/renderPage/pageHead; pages are sent as the app shell');
    return null;
  }
  const pages = new Set(module.RENDERED_PAGES);
  const renderPage = module.renderPage;
  const pageHead = module.pageHead;

  /** One API answer as the browser would get it, counted against the visitor's own limits. */
  async function read(request: FastifyRequest, url: string): Promise<unknown> {
    const res = await app.inject({ method: 'GET', url, remoteAddress: request.ip });
    if (res.statusCode !== 200 || !String(res.headers['content-type'] ?? '').includes('application/json')) {
      return undefined;
    }
    return res.json();
  }

  return {
    renders: (pageKey) => pages.has(pageKey),
    head(input) {
      try {
        return pageHead(input);
      } catch (error) {
        log.warn({ err: error, pageKey: input.pageKey }, 'page head failed; sending the default head');
        return null;
      }
    },
    async render(request, { url, lang, dataUrls }) {
      try {
        const data: Record<string, unknown> = {};
        const answers = await Promise.all(dataUrls.map((dataUrl) => read(request, dataUrl)));
        dataUrls.forEach((dataUrl, i) => {
          // A failed read is left out: the browser then asks for it itself, as without a server render.
          if (answers[i] !== undefined) data[dataUrl] = answers[i];
        });
        const renderedAt = Date.now();
        const markup = await renderPage({ url, lang, data });
        return { markup, payload: { lang, renderedAt, data } };
      } catch (error) {
        request.log.warn({ err: error, url }, 'page render failed; sending the app shell');
        return null;
      }
    },
  };
}

/** JSON that is safe inside a `<script>` element: no `<` can close it or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The script that starts the app after a rendered page's first paint (apps/web/public). */
export const START_AFTER_PAINT_SCRIPT = '/start-after-paint.js';

/**
 * index.html for a rendered page: the markup in `#root` with the payload right after it, and the app
 * started after the first paint. The app's module script and its module preloads are replaced by the
 * small deferred starter, which preloads them (`data-preload`) and imports the app (`data-entry`) once
 * the page is painted: the first paint waits for the HTML and the styles only.
 */
export function withRenderedRoot(html: string, markup: string, payload: RenderPayload, preload: string[] = []): string {
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error('index.html has no empty <div id="root"></div>');
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry?.[1]) throw new Error('index.html has no module script of the app');
  const templatePreloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const modules = [...new Set([...templatePreloads.map((m) => m[1] ?? ''), ...preload])].filter(Boolean);
  const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const starter =
    `<script defer src="${START_AFTER_PAINT_SCRIPT}" data-entry="${attr(entry[1])}"` +
    ` data-preload="${attr(modules.join(' '))}"></script>`;
  const data = `<script id="${RENDER_PAYLOAD_ELEMENT_ID}" type="application/json">${scriptJson(payload)}</script>`;
  let page = html.replace(entry[0], () => starter);
  for (const match of templatePreloads) page = page.replace(match[0], '');
  // A function replacement: `$` in the markup or the data must not be read as a replacement pattern.
  return page.replace(root, () => `<div id="root">${markup}</div>${data}`);
}
