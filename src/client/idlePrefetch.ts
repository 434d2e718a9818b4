/**
 * Client module: Docusaurus's link prefetch, run in idle moments instead of all at once.
 *
 * Each `Link` of @docusaurus/core watches itself with an IntersectionObserver and, once on screen,
 * calls `window.docusaurus.prefetch(itsRoute)`. After load every link on screen reports in the same
 * task; each call matches the route, walks the whole table of route chunk names and appends a
 * `<link rel=prefetch>` per chunk. On a docs page that is about 40 calls and 130 elements in one
 * task of about 100 ms on a phone, counted as blocking time. Here `prefetch` only queues the route,
 * and Docusaurus's own prefetch runs on the queue from `requestIdleCallback`, a slice of at most
 * SLICE_MS at a time, and less when the frame has less time left (at least one route per
 * callback). Hover and touch preloading (`preload`) are unchanged.
 */
import type {ClientModule} from '@docusaurus/types';

/** Docusaurus's global (`@docusaurus/core` client `docusaurus.ts`). */
export interface DocusaurusGlobal {
  prefetch: (routePath: string) => unknown;
  preload: (routePath: string) => unknown;
}

interface IdleDeadlineLike {
  timeRemaining: () => number;
}

type RequestIdle = (
  callback: (deadline: IdleDeadlineLike) => void,
  options?: {timeout: number},
) => unknown;

export type PrefetchWindow = Pick<Window, 'setTimeout'> & {
  performance: Pick<Performance, 'now'>;
  docusaurus?: DocusaurusGlobal;
  requestIdleCallback?: RequestIdle;
};

/** Left in a frame before another route is prefetched, in ms. */
export const FRAME_MARGIN_MS = 4;
/**
 * The longest an idle callback goes on prefetching, in ms: a phone four times slower than this
 * machine still sees no task of 50 ms (the threshold of blocking time).
 */
export const SLICE_MS = 8;
/** At most this long before the queue runs, idle or not, in ms. */
export const IDLE_TIMEOUT_MS = 2000;

const DEFERRED = Symbol.for('receipt-wrangler.idlePrefetch');

/** Replaces `win.docusaurus` with one whose `prefetch` queues; once per window. */
export function deferPrefetch(win: PrefetchWindow): void {
  const original = win.docusaurus;
  if (!original || DEFERRED in original) return;
  const requestIdle: RequestIdle =
    win.requestIdleCallback?.bind(win) ??
    ((callback) => win.setTimeout(() => callback({timeRemaining: () => 0})));
  const queue = new Set<string>();
  let scheduled = false;
  const run = (deadline: IdleDeadlineLike) => {
    scheduled = false;
    const start = win.performance.now();
    for (const routePath of queue) {
      queue.delete(routePath);
      original.prefetch(routePath);
      if (
        deadline.timeRemaining() <= FRAME_MARGIN_MS ||
        win.performance.now() - start >= SLICE_MS
      )
        break;
    }
    schedule();
  };
  const schedule = () => {
    if (scheduled || queue.size === 0) return;
    scheduled = true;
    requestIdle(run, {timeout: IDLE_TIMEOUT_MS});
  };
  win.docusaurus = Object.freeze({
    ...original,
    [DEFERRED]: true,
    prefetch(routePath: string) {
      queue.add(routePath);
      schedule();
      return true;
    },
  });
}

const clientModule: ClientModule = {
  // After the first render too: Docusaurus sets its global after the client modules have loaded,
  // and links report being on screen only after the render that mounted them.
  onRouteDidUpdate() {
    deferPrefetch(window as unknown as PrefetchWindow);
  },
};

export default clientModule;
