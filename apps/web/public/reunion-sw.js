/*
 * The reunion section's service worker (registered only by the reunion pages, once per scope: /reunion,
 * /stories and /shop): the pages and API answers a visitor has already opened stay readable offline.
 * - Reunion pages (the landing, cases, the app page, stories and guides, the shop) and the public API answers
 *   they read: network first, the last copy when offline.
 * - The app's hashed files (/assets/…, translations included): they never change, so the cached copy is used.
 * - Never: anything but GET, another origin, the admin areas, sign-in, a search, or any other page.
 * The cache name carries a version: a new version deletes the caches of older ones when it activates.
 */
/* global self, caches */
const CACHE_NAME = 'reunion-offline-v2';
const CACHE_PREFIX = 'reunion-offline-';

/** The public API answers the reunion pages read (their cases, figures, map tiles, the site frame). */
const API_PREFIXES = ['/api/reunion/', '/api/reunion-shop/'];
/** The reunion pages kept for offline reading (each is also a scope the worker is registered for). */
const PAGE_PREFIXES = ['/reunion', '/stories', '/shop'];
const API_PATHS = ['/api/site'];
const PRIVATE_PREFIXES = ['/admin', '/api/admin', '/api/auth', '/note-dance/admin', '/api/note-dance'];
const STATIC_FILES = ['/reunion-app.webmanifest', '/favicon.svg'];

function startsWithPath(pathname, prefix) {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * How one request is answered: 'network-first', 'cache-first' or 'pass' (the worker leaves it to the
 * browser). A pure function of the request's method, address, mode and the worker's origin.
 */
function routeOf(request, origin) {
  if (request.method !== 'GET') return 'pass';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'pass';
  const path = url.pathname;
  if (PRIVATE_PREFIXES.some((prefix) => startsWithPath(path, prefix))) return 'pass';
  if (request.mode === 'navigate')
    return PAGE_PREFIXES.some((prefix) => startsWithPath(path, prefix)) ? 'network-first' : 'pass';
  if (path.startsWith('/api/'))
    return API_PATHS.includes(path) || API_PREFIXES.some((prefix) => path.startsWith(prefix))
      ? 'network-first'
      : 'pass';
  if (path.startsWith('/assets/') || path.startsWith('/reunion-icons/')) return 'cache-first';
  if (STATIC_FILES.includes(path)) return 'network-first';
  return 'pass';
}

/** Only a complete, same-origin, successful answer is kept (never an error page or an opaque answer). */
function keepable(response) {
  return Boolean(response) && response.ok && response.status === 200 && response.type === 'basic';
}

async function networkFirst(request) {
  const cache = await caches.open(CACHE_NAME);
  try {
    const response = await fetch(request);
    if (keepable(response)) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(request);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE_NAME);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (keepable(response)) await cache.put(request, response.clone());
  return response;
}

if (typeof self !== 'undefined' && typeof self.addEventListener === 'function' && typeof caches !== 'undefined') {
  self.addEventListener('install', () => self.skipWaiting());
  self.addEventListener('activate', (event) => {
    event.waitUntil(
      caches
        .keys()
        .then((names) =>
          Promise.all(
            names
              .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME)
              .map((name) => caches.delete(name)),
          ),
        )
        .then(() => self.clients.claim()),
    );
  });
  self.addEventListener('fetch', (event) => {
    const route = routeOf(event.request, self.location.origin);
    if (route === 'network-first') event.respondWith(networkFirst(event.request));
    else if (route === 'cache-first') event.respondWith(cacheFirst(event.request));
  });
}
