/**
 * Docusaurus's link prefetch run in idle moments (src/client/idlePrefetch.ts): every route a link
 * asks for is still prefetched, once, by Docusaurus's own prefetch, a few per idle callback.
 */
import {describe, expect, it, vi} from 'vitest';
import {
  FRAME_MARGIN_MS,
  IDLE_TIMEOUT_MS,
  SLICE_MS,
  deferPrefetch,
} from '../../../src/client/idlePrefetch';
import type {
  DocusaurusGlobal,
  PrefetchWindow,
} from '../../../src/client/idlePrefetch';

/** A window whose idle callbacks run when the test says, each with the time it is given. */
function fakeWindow() {
  const pending: ((deadline: {timeRemaining: () => number}) => void)[] = [];
  // Each prefetch takes `cost` ms of the clock.
  const clock = {now: 0, cost: 1};
  const original: DocusaurusGlobal = {
    prefetch: vi.fn(() => {
      clock.now += clock.cost;
    }),
    preload: vi.fn(),
  };
  const win: PrefetchWindow = {
    docusaurus: original,
    performance: {now: () => clock.now},
    setTimeout: vi.fn() as unknown as Window['setTimeout'],
    requestIdleCallback: vi.fn((callback, options) => {
      expect(options).toEqual({timeout: IDLE_TIMEOUT_MS});
      pending.push(callback);
    }),
  };
  /** Runs the next idle callback with `budget` ms of idle time. */
  const idle = (budget: number) => {
    const callback = pending.shift();
    if (!callback) throw new Error('no idle callback pending');
    const start = clock.now;
    callback({timeRemaining: () => Math.max(0, budget - (clock.now - start))});
  };
  return {win, original, pending, idle, clock};
}

describe('deferPrefetch', () => {
  it('queues what links ask for and prefetches nothing until the browser is idle', () => {
    const {win, original, pending} = fakeWindow();
    deferPrefetch(win);
    expect(win.docusaurus).not.toBe(original);
    expect(win.docusaurus?.prefetch('/docs/a')).toBe(true);
    win.docusaurus?.prefetch('/docs/b');
    expect(original.prefetch).not.toHaveBeenCalled();
    expect(pending).toHaveLength(1);
  });

  it('prefetches each route once, in order, while the frame has time left, then asks for another callback', () => {
    const {win, original, pending, idle} = fakeWindow();
    deferPrefetch(win);
    for (const path of ['/a', '/b', '/a', '/c', '/d', '/e'])
      win.docusaurus?.prefetch(path);
    // 3 routes fit in 7 ms at 1 ms each before FRAME_MARGIN_MS is reached.
    idle(FRAME_MARGIN_MS + 3);
    expect(vi.mocked(original.prefetch).mock.calls.flat()).toEqual([
      '/a',
      '/b',
      '/c',
    ]);
    expect(pending).toHaveLength(1);
    idle(50);
    expect(vi.mocked(original.prefetch).mock.calls.flat()).toEqual([
      '/a',
      '/b',
      '/c',
      '/d',
      '/e',
    ]);
    expect(pending).toHaveLength(0);
  });

  it('stops after SLICE_MS however long the browser would stay idle', () => {
    const {win, original, idle, clock} = fakeWindow();
    clock.cost = 3;
    deferPrefetch(win);
    for (const path of ['/a', '/b', '/c', '/d', '/e', '/f'])
      win.docusaurus?.prefetch(path);
    idle(50);
    expect(original.prefetch).toHaveBeenCalledTimes(Math.ceil(SLICE_MS / 3));
  });

  it('prefetches one route per callback when the callback comes with no time left (its timeout)', () => {
    const {win, original, idle} = fakeWindow();
    deferPrefetch(win);
    win.docusaurus?.prefetch('/a');
    win.docusaurus?.prefetch('/b');
    idle(0);
    expect(original.prefetch).toHaveBeenCalledTimes(1);
    idle(0);
    expect(original.prefetch).toHaveBeenCalledTimes(2);
  });

  it('keeps preload as it is, and wraps only once', () => {
    const {win, original} = fakeWindow();
    deferPrefetch(win);
    const wrapped = win.docusaurus;
    deferPrefetch(win);
    expect(win.docusaurus).toBe(wrapped);
    win.docusaurus?.preload('/docs/a');
    expect(original.preload).toHaveBeenCalledWith('/docs/a');
  });

  it('falls back to a timeout without requestIdleCallback, and does nothing before Docusaurus has set its global', () => {
    const {win, original} = fakeWindow();
    delete win.requestIdleCallback;
    deferPrefetch(win);
    win.docusaurus?.prefetch('/a');
    const [callback] = vi.mocked(win.setTimeout).mock.calls[0] ?? [];
    (callback as () => void)();
    expect(original.prefetch).toHaveBeenCalledWith('/a');
    const bare: PrefetchWindow = {
      setTimeout: win.setTimeout,
      performance: win.performance,
    };
    deferPrefetch(bare);
    expect(bare.docusaurus).toBeUndefined();
  });
});
