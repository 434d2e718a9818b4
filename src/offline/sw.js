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
 * - pictures (the web app's WebP images: 1.5 MB, not precached) come from the network and are kept
 *   as they are seen, in a cache of their own that holds the PICTURES_KEPT last seen, across builds
 *   (a picture seen online is still there offline after a deploy; online it is fetched afresh). A
 *   page that showed pictures before this worker existed (the first visit) names them in a message
 *   (./picturesSeen.ts) and they are kept the same way;
 * - a page that is neither saved nor reachable gets static/offline.html, which says so, instead of
 *   the browser's error page; a prefetch of a file neither saved nor reachable gets an empty answer,
 *   and so does a picture never seen: the page shows its alt text (src/screenshots/Screenshot)
 *   without a failed request in the console.
 * A new build replaces the precache (the plugin's reload prompt) and, when its worker takes over,
 * empties the visited-pages cache, so old pages never outlive the build they came from.
 *
 * The plugin registers its own fetch listener after this module runs; ours answers first and stops
 * the event there (stopImmediatePropagation), so a request is never answered twice.
 */
import {isPicture, isPrefetch, pageKeys, routeFor} from './routes.js';
import {KEEP_PICTURES} from './picturesMessage.js';

const sw = /** @type {ServiceWorkerGlobalScope} */ (
  /** @type {unknown} */ (self)
);

/** Workbox's precache, by its documented name (workbox-core `cacheNames.precache`). */
const PRECACHE = `workbox-precache-v2-${sw.registration.scope}`;
/** Pages and files kept as they are visited. */
const VISITED = 'receipt-wrangler-visited';
const OFFLINE_PAGE = new URL('offline.html', sw.registration.scope).href;
/** Pictures kept as they are seen; not emptied by a new build. */
const PICTURES = 'receipt-wrangler-pictures';
/**
 * How many pictures it keeps, the last seen: every picture of the current docs (32, 1.5 MB) and
 * some to spare; the oldest seen goes first.
 */
const PICTURES_KEPT = 48;

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

/**
 * Keeps a picture (a response that may be read once: pass a copy), then drops the oldest seen beyond
 * PICTURES_KEPT. Cache keys are listed in the order they were put, and putting a key again moves it
 * to the end.
 * @param {string} url
 * @param {Response} response
 */
async function keepPicture(url, response) {
  const cache = await caches.open(PICTURES);
  await cache.put(url, response);
  const keys = await cache.keys();
  await Promise.all(
    keys
      .slice(0, Math.max(0, keys.length - PICTURES_KEPT))
      .map((key) => cache.delete(key)),
  );
}

/**
 * @param {Request} request
 * @returns {Promise<Response>}
 */
async function answerPicture(request) {
  const saved = await fromPrecache([request.url]);
  if (saved) return saved;
  try {
    const response = await fetch(request);
    if (response.status === 200 && response.type === 'basic')
      await keepPicture(request.url, response.clone());
    return response;
  } catch (error) {
    const kept = await fromCache(PICTURES, [request.url]);
    if (kept) return kept;
    if (request.mode === 'navigate') {
      const offline = await fromPrecache([OFFLINE_PAGE]);
      if (offline) return offline;
      throw error;
    }
    // Never seen, so not kept: nothing, rather than an error in the console; the page shows the
    // picture's alt text instead.
    return new Response(null, {status: 204});
  }
}

/**
 * Keeps the pictures a page showed before this worker controlled it (./picturesSeen.ts), from the
 * browser's HTTP cache where it can.
 * @param {unknown[]} urls
 */
async function keepPicturesSeen(urls) {
  const cache = await caches.open(PICTURES);
  for (const url of urls) {
    if (
      typeof url !== 'string' ||
      new URL(url).origin !== sw.location.origin ||
      !isPicture(url) ||
      (await cache.match(url))
    )
      continue;
    try {
      const response = await fetch(url);
      if (response.status === 200 && response.type === 'basic')
        await keepPicture(url, response);
    } catch {
      // Offline already: the page showed it, but it cannot be fetched again; next time.
    }
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
      isPicture(event.request.url)
        ? answerPicture(event.request)
        : route === 'page'
          ? answerPage(event.request)
          : answerFile(event.request, route === 'asset'),
    );
  });
  sw.addEventListener('message', (event) => {
    const data = /** @type {{type?: unknown, urls?: unknown}} */ (
      event.data ?? {}
    );
    if (data.type === KEEP_PICTURES && Array.isArray(data.urls))
      event.waitUntil(keepPicturesSeen(data.urls));
  });
  sw.addEventListener('activate', (event) => {
    event.waitUntil(caches.delete(VISITED));
  });
}
