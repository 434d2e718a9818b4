// @ts-check
/**
 * How the service worker answers a request (plain functions, unit-tested in tests/unit/offline).
 * Plain JavaScript because @docusaurus/plugin-pwa compiles the service worker with Babel for
 * `.js` files only.
 */

/** @typedef {'pass' | 'page' | 'asset' | 'file'} Route */

/**
 * - `pass`: not ours to answer (another host, not a GET): the browser does as without a worker.
 * - `page`: a navigation: saved copy first (pages are precached per build), then the network.
 * - `asset`: a content-hashed bundle under /assets/: never changes under its name.
 * - `file`: any other file of this site (search index, images, the OpenAPI document).
 * @param {{url: string, method: string, mode: string}} request
 * @param {string} origin the service worker's origin
 * @returns {Route}
 */
export function routeFor(request, origin) {
  if (request.method !== 'GET') return 'pass';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'pass';
  if (request.mode === 'navigate') return 'page';
  if (url.pathname.startsWith('/assets/')) return 'asset';
  return 'file';
}

/**
 * The addresses a page may be saved under, as the static host resolves it: /x, /x/index.html,
 * /x.html; without query or fragment (/search?q=… is the /search page).
 * @param {string} href
 * @returns {string[]}
 */
export function pageKeys(href) {
  const url = new URL(href);
  url.search = '';
  url.hash = '';
  const base = url.href;
  if (base.endsWith('/')) return [base, `${base}index.html`];
  return [base, `${base}/index.html`, `${base}.html`];
}

/**
 * A prefetch (`<link rel="prefetch">`, which Docusaurus adds for the links a page shows, the version
 * dropdown's included): Chromium marks it `Sec-Purpose: prefetch`, others `Purpose: prefetch`.
 * @param {{headers: {get(name: string): string | null}}} request
 * @returns {boolean}
 */
export function isPrefetch(request) {
  return /prefetch/.test(
    request.headers.get('Sec-Purpose') ?? request.headers.get('Purpose') ?? '',
  );
}

/**
 * A picture: an image file the precache does not hold (it globs PNG, JPEG, GIF, SVG and ICO, and
 * the selection keeps those; the web app's pictures are WebP). Pictures are kept as they are seen,
 * in a cache of their own with a size limit (src/offline/sw.js).
 * @param {string} href
 * @returns {boolean}
 */
export function isPicture(href) {
  return /\.(webp|avif|png|jpe?g|gif)$/i.test(new URL(href).pathname);
}
