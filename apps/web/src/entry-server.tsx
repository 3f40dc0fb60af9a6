/**
 * The server renderer (docs/decisions/0009), built by `vite build --ssr` into dist-ssr/ and loaded by
 * the server (apps/server/src/plugins/page-render.ts). It renders the same tree as the browser
 * (app/root.tsx) with the API answers the server read for the page, in the visitor's language.
 */
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  SITE_ROUTES,
  type PageHeadInput,
  type PageRenderInput,
  type PageRendererModule,
} from '@site/contracts';
import i18n from 'i18next';
import { Writable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { initReactI18next } from 'react-i18next';
import { Root } from './app/root';
import { createQueryClient } from './lib/query-client';
import { bidiPostProcessor } from './lib/bidi';
import { i18nOptions, NAMESPACES } from './lib/i18n';
import { pageHead as headOf, pageHeadHtml } from './lib/page-head';

/**
 * Pages rendered on the server: those the route table marks so. Each one's first render must not
 * depend on the browser (window, storage, layout): what the server renders is what the browser's
 * first render must produce.
 */
export const RENDERED_PAGES: PageRendererModule['RENDERED_PAGES'] = [
  ...new Set(SITE_ROUTES.filter((r) => r.rendering === 'server' && !r.redirectTo).map((r) => r.pageKey)),
];

/** A render that takes longer than this is abandoned; the server then sends the app shell. */
const RENDER_TIMEOUT_MS = 2000;

// Every translation is in memory on the server: nothing to load, so a render never waits for one.
const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, content] of Object.entries(files)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
  if (!match?.[1] || !match[2]) continue;
  (resources[match[1]] ??= {})[match[2]] = content;
}
const ready = i18n
  .use(bidiPostProcessor)
  .use(initReactI18next)
  .init({
    ...i18nOptions(DEFAULT_LANGUAGE),
    ns: [...NAMESPACES],
    resources,
    initAsync: false,
  });

// The app reads the language from the one i18next instance, so renders take turns: each sets its
// language and renders to the end before the next starts. A render takes a few milliseconds.
let queue: Promise<unknown> = Promise.resolve();

/** Attempts per page: the first visit of a page loads its lazily imported parts (see renderNow). */
const MAX_ATTEMPTS = 3;

async function renderNow(input: PageRenderInput): Promise<string> {
  await ready;
  await i18n.changeLanguage(isLanguageCode(input.lang) ? input.lang : DEFAULT_LANGUAGE);
  // A part that suspends (a lazy page or section whose code is not loaded yet) is sent by React after
  // the rest with an inline script that moves it in place — which the Content-Security-Policy forbids,
  // and which would show the page only once scripts run. Such a render is done again: by then the
  // lazy parts are loaded, so the whole page is one piece of plain HTML.
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const html = await renderOnce(input);
    if (!html.includes('<script')) return html;
  }
  throw new Error(`page ${input.url} still suspends after ${MAX_ATTEMPTS} renders`);
}

async function renderOnce({ url, data }: PageRenderInput): Promise<string> {
  const render = { data, renderedAt: Date.now(), queryClient: createQueryClient() };
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(<Root render={render} ssrPath={url} />, {
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    // React outlines a large finished part to stream it (after the rest, moved in by a script): one
    // piece of HTML is wanted here, whatever its size.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError(error) {
      failure ??= error;
    },
  });
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    prelude
      .pipe(
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
        }),
      )
      .on('finish', resolve)
      .on('error', reject);
  });
  // A part that failed would be rendered by the browser instead: send the shell rather than half a page.
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return Buffer.concat(chunks).toString('utf8');
}

export function renderPage(input: PageRenderInput): Promise<string> {
  const result = queue.then(() => renderNow(input));
  queue = result.catch(() => undefined);
  return result;
}

/**
 * The head of a page as its component sets it in the browser (components/page-meta.tsx): the page's
 * title and summary (`pages.<pageKey>`), private areas kept out of search engines, and a path that
 * is no page described as "not found".
 */
export function pageHead({ pageKey, lang, pathname, origin }: PageHeadInput): string {
  const code = isLanguageCode(lang) ? lang : DEFAULT_LANGUAGE;
  const pages = i18n.getFixedT(code, 'pages');
  const common = i18n.getFixedT(code, 'common');
  const route = pageKey === null ? undefined : SITE_ROUTES.find((r) => r.pageKey === pageKey);
  const key = route ? route.pageKey : 'notFound';
  const site = common('site.defaultTitle');
  return pageHeadHtml(
    headOf(
      { title: pages(`${key}.title`), description: pages(`${key}.summary`), noindex: route?.access !== 'public' },
      { site, withPage: (page) => common('site.titleTemplate', { page, site }) },
      { origin, pathname, lang: code },
    ),
  );
}
