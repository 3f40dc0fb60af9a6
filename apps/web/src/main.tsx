// First: configures zod before any schema of the app or the contracts is used.
import './lib/zod-jitless';
import { matchSiteRoute } from '@site/contracts';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { preloadPage } from './app/pages/registry';
import { Root } from './app/root';
import { initialLanguage, setupI18n, STARTUP_NAMESPACES } from './lib/i18n';
import { readRenderPayload } from './lib/render-data';
import { yieldToBrowser } from './lib/yield';
import './styles/global.css';

/**
 * Translation namespaces a server-rendered page's first screen uses. The server announced their files with
 * the page (the start script's `data-preload`, from app/pages/page-hints.ts), so the entry does not carry
 * every page's hints: it reads the namespace names from those addresses (`…/en/media.json` → `media`).
 */
function pageNamespaces(): string[] {
  const preload = document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset.preload ?? '';
  return preload.split(' ').flatMap((href) => /\/([\w-]+)\.json$/.exec(href)?.[1] ?? []);
}

async function start(): Promise<void> {
  // The app's modules have just been evaluated, in one task; the app starts in the next one, so that
  // a slow phone gets two shorter tasks and can paint or respond in between (docs/decisions/0009).
  await yieldToBrowser();

  const lang = initialLanguage();
  const i18n = setupI18n(lang);

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');

  // A server-rendered page (docs/decisions/0009) is hydrated with the data it was rendered with; when the
  // visitor's language differs from the one the server chose (a choice stored before the cookie existed),
  // the page is rendered afresh instead.
  const payload = readRenderPayload();
  const rendered = payload !== null && payload.lang === lang && container.firstElementChild !== null;
  const render = rendered ? { data: payload.data, renderedAt: payload.renderedAt } : { data: {}, renderedAt: 0 };

  // A transition: React works in short slices and lets the browser paint and respond in between,
  // instead of one long task while a slow phone starts the page.
  if (rendered) {
    // The page's code and texts first: hydration then covers the whole page in one sliced pass,
    // where a part still loading would be hydrated later in one piece (a long task).
    const route = matchSiteRoute(window.location.pathname);
    const namespaces = [...new Set([...STARTUP_NAMESPACES, ...pageNamespaces()])];
    void Promise.all([route && preloadPage(route.pageKey), i18n.loadNamespaces(namespaces)])
      .catch(() => undefined) // a part that failed to load suspends in hydration and retries there
      .then(() => startTransition(() => void hydrateRoot(container, <Root render={render} />)));
  } else {
    startTransition(() => createRoot(container).render(<Root render={render} />));
  }
}

void start();
