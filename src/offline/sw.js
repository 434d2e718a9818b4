// @ts-check
/// <reference lib="webworker" />
/**
 * Offline reading, in the service worker of @docusaurus/plugin-pwa (its `swCustom` option).
 *
 * The plugin precaches what src/offline/precache.ts selects and answers only for those files.
 * This module answers every request of the site instead:
 * - what the build precached comes from the precache (pages of the latest version, the search
 *   index shards of that version and of everything unversioned, and the code, so search works
 *   offline);
 * - everything else (older versions and their index shards, the blog, /api/) comes from the
 *   network and is kept as it is visited or searched, for reading offline later;
 * - a page that is neither saved nor reachable gets static/offline.html, which says so, instead of
 *   the browser's error page; a prefetch of a file neither saved nor reachable gets an empty answer.
 * A new build replaces the precache (the plugin's reload prompt) and, when its worker takes over,
 * empties the visited-pages cache, so old pages never outlive the build they came from.
 *
 * The plugin registers its own fetch listener after this module runs; ours answers first and stops
 * the event there (stopImmediatePropagation), so a request is never answered twice.
 */
import {isPrefetch, pageKeys, routeFor} from './routes.js';

const sw = /** @type {ServiceWorkerGlobalScope} */ (
  /** @type {unknown} */ (self)
);

/** Workbox's precache, by its documented name (workbox-core `cacheNames.precache`). */
const PRECACHE = `workbox-precache-v2-${sw.registration.scope}`;
/** Pages and files kept as they are visited. */
const VISITED = 'receipt-wrangler-visited';
const OFFLINE_PAGE = new URL('offline.html', sw.registration.scope).href;

/**
 * @param {string} name
 * @param {string[]} keys
 * @param {CacheQueryOptions} [options]
 * @returns {Promise<Response | undefined>}
 */
async function fromCache(name, keys, options) {
  const cache = await caches.open(name);
  for (const key of keys) {
    const response = await cache.match(key, options);
    if (response) return response;
  }
  return undefined;
}

/**
 * Workbox stores files whose name has no hash as `<url>?__WB_REVISION__=<revision>`.
 * @param {string[]} keys
 */
const fromPrecache = (keys) => fromCache(PRECACHE, keys, {ignoreSearch: true});
/** @param {string[]} keys */
const fromVisited = (keys) => fromCache(VISITED, keys);

/**
 * @param {Request} request
 * @param {string} key
 * @returns {Promise<Response>}
 */
async function fromNetworkKeeping(request, key) {
  const response = await fetch(request);
  if (response.status === 200 && response.type === 'basic') {
    const copy = response.clone();
    void caches.open(VISITED).then((cache) => cache.put(key, copy));
  }
  return response;
}

/**
 * @param {Request} request
 * @returns {Promise<Response>}
 */
async function answerPage(request) {
  const keys = pageKeys(request.url);
  const saved = await fromPrecache(keys);
  if (saved) return saved;
  try {
    return await fromNetworkKeeping(request, keys[0] ?? request.url);
  } catch (error) {
    const visited = await fromVisited(keys);
    if (visited) return visited;
    const offline = await fromPrecache([OFFLINE_PAGE]);
    if (offline) return offline;
    throw error;
  }
}

/**
 * @param {Request} request
 * @param {boolean} immutable
 * @returns {Promise<Response>}
 */
async function answerFile(request, immutable) {
  const saved = await fromPrecache([request.url]);
  if (saved) return saved;
  if (immutable) {
    const visited = await fromVisited([request.url]);
    if (visited) return visited;
  }
  try {
    return await fromNetworkKeeping(request, request.url);
  } catch (error) {
    const visited = await fromVisited([request.url]);
    if (visited) return visited;
    // Offline, the code of a page that is not saved (an older version's, linked from every page
    // by the version dropdown) cannot be prefetched: a hint, so "nothing" is the answer, not an
    // error in the console. Nothing keeps it: the page's own request for it asks again.
    if (isPrefetch(request)) return new Response(null, {status: 204});
    throw error;
  }
}

/** @param {{offlineMode: boolean}} params the plugin's service worker parameters */
export default function offlineReading(params) {
  if (!params.offlineMode) return;
  sw.addEventListener('fetch', (event) => {
    const route = routeFor(event.request, sw.location.origin);
    if (route === 'pass') return;
    event.stopImmediatePropagation();
    event.respondWith(
      route === 'page'
        ? answerPage(event.request)
        : answerFile(event.request, route === 'asset'),
    );
  });
  sw.addEventListener('activate', (event) => {
    event.waitUntil(caches.delete(VISITED));
  });
}
