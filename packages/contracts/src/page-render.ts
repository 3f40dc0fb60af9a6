import type { LanguageCode } from './languages.js';

/**
 * Server rendering of pages (docs/decisions/0009): the server renders a page's first screen to HTML
 * with the web app's own components, and embeds the API answers it used, so that the browser shows
 * the page before any script runs and then hydrates it with exactly the same data.
 */

/** Id of the `<script type="application/json">` element that carries the render payload. */
export const RENDER_PAYLOAD_ELEMENT_ID = 'render-payload';

/** API answers used for a render, keyed by the URL the browser would request (path and query). */
export type RenderData = Readonly<Record<string, unknown>>;

/** What the server embeds next to the rendered HTML. */
export interface RenderPayload {
  /** Language the page was rendered in; the browser hydrates only when it starts in the same one. */
  lang: LanguageCode;
  /** When the data was read (ms since epoch): the client treats it as fresh from then on, not from hydration. */
  renderedAt: number;
  data: RenderData;
}

export interface PageRenderInput {
  /** Path and query of the request (no origin). */
  url: string;
  lang: LanguageCode;
  data: RenderData;
}

/** Which page's head to write: the page key of the route table, or null for a path that is no page (404). */
export interface PageHeadInput {
  pageKey: string | null;
  lang: LanguageCode;
  /** Path of the request (no query): the canonical address and its alternates are built from it. */
  pathname: string;
  /** Scheme and host the site is reached at (`https://example.com`), for the absolute addresses. */
  origin: string;
}

/** The module the web build emits for the server (apps/web/src/entry-server.tsx). */
export interface PageRendererModule {
  /** Page keys (route table) the renderer can render; other pages are sent as the app shell. */
  RENDERED_PAGES: readonly string[];
  /** The markup of `#root` for the request. Rejects when the page cannot be rendered. */
  renderPage(input: PageRenderInput): Promise<string>;
  /** The page's `<title>`, description, Open Graph, canonical and hreflang tags, in its language. */
  pageHead(input: PageHeadInput): string;
}
