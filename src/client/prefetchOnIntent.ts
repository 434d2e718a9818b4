/**
 * Client module: a link's code is fetched when the reader reaches for the link, not when it
 * scrolls into view.
 *
 * Each `Link` of @docusaurus/core calls `window.docusaurus.prefetch(itsRoute)` once it is on
 * screen, and `preload(itsRoute)` when the pointer enters it or a finger touches it. Prefetch
 * appends a `<link rel=prefetch>` for every chunk of the route: on a docs page about 40 routes,
 * 130 elements and as many requests, about an eighth of the page's main-thread work on a phone
 * (`npm run bench`, README "Performance budgets and the benchmark"), for pages the reader may
 * never open. The current docs version's files are fetched anyway, once, by the service worker
 * after the page has loaded (src/offline), so its pages open from the cache. Here `prefetch`
 * does nothing; `preload` (hover and touch) is Docusaurus's own.
 */
import type {ClientModule} from '@docusaurus/types';

/** Docusaurus's global (`@docusaurus/core` client `docusaurus.ts`). */
export interface DocusaurusGlobal {
  prefetch: (routePath: string) => unknown;
  preload: (routePath: string) => unknown;
}

export type PrefetchWindow = {docusaurus?: DocusaurusGlobal};

const REPLACED = Symbol.for('receipt-wrangler.prefetchOnIntent');

/** Replaces `win.docusaurus` with one whose `prefetch` does nothing; once per window. */
export function prefetchOnIntentOnly(win: PrefetchWindow): void {
  const original = win.docusaurus;
  if (!original || REPLACED in original) return;
  win.docusaurus = Object.freeze({
    ...original,
    [REPLACED]: true,
    prefetch: () => false,
  });
}

const clientModule: ClientModule = {
  // After the first render too: Docusaurus sets its global after the client modules have loaded,
  // and links report being on screen only after the render that mounted them.
  onRouteDidUpdate() {
    prefetchOnIntentOnly(window as unknown as PrefetchWindow);
  },
};

export default clientModule;
