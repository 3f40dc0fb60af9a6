import { useEffect } from 'react';
import { watchInstallPrompt } from './install-prompt';

export const MANIFEST_HREF = '/reunion-app.webmanifest';
export const WORKER_URL = '/reunion-sw.js';
/**
 * The worker serves the reunion pages only, registered once for each of their scopes (/reunion/app,
 * /reunion/cases/…; /stories/…; /shop): a worker at the root would sit in front of every page of the site.
 */
export const WORKER_SCOPES = ['/reunion', '/stories', '/shop'] as const;

/** Adds a <link> to the head while the reunion pages are shown; answers its removal. */
function headLink(rel: string, href: string): () => void {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  link.dataset.reunion = '';
  document.head.append(link);
  return () => link.remove();
}

/**
 * Makes the reunion section an installable web app while one of its pages is shown: its manifest and
 * touch icon in the head, the install offer kept, and its service worker registered once the page has
 * loaded and the browser is idle, so that it never competes with the page for the network.
 */
export function useReunionApp(): void {
  useEffect(() => {
    watchInstallPrompt();
    const removeManifest = headLink('manifest', MANIFEST_HREF);
    const removeIcon = headLink('apple-touch-icon', '/reunion-icons/apple-touch-icon.png');
    let idle = 0;
    const register = () => {
      if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
      for (const scope of WORKER_SCOPES) navigator.serviceWorker.register(WORKER_URL, { scope }).catch(() => undefined);
    };
    const whenIdle = () => {
      idle = window.setTimeout(register, 2000);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      removeManifest();
      removeIcon();
      window.clearTimeout(idle);
      window.removeEventListener('load', whenIdle);
    };
  }, []);
}
