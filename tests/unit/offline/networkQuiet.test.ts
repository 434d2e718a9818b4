import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {
  whenNetworkQuiet,
  type QuietHost,
} from '../../../src/offline/networkQuiet';
import {offlineReadingWanted} from '../../../src/offline/registerWhenIdle';

/** A page whose load event and resource entries the test fires by hand. */
function fakeHost(readyState: DocumentReadyState) {
  let onLoad: (() => void) | undefined;
  let onResource: (() => void) | undefined;
  class Observer {
    constructor(callback: () => void) {
      onResource = callback;
    }
    observe(): void {}
    disconnect(): void {
      onResource = undefined;
    }
  }
  const host: QuietHost = {
    document: {readyState},
    addEventListener: (_type, listener) => {
      onLoad = listener;
    },
    PerformanceObserver: Observer as unknown as typeof PerformanceObserver,
    setTimeout: (callback, ms) => setTimeout(callback, ms) as unknown as number,
    clearTimeout: (id) => clearTimeout(id),
  };
  return {host, load: () => onLoad?.(), download: () => onResource?.()};
}

describe('waiting for a quiet network', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the load event, then for the quiet period', async () => {
    const {host, load} = fakeHost('interactive');
    const settled = vi.fn();
    void whenNetworkQuiet(host, 2000).then(settled);
    await vi.advanceTimersByTimeAsync(5000);
    expect(settled).not.toHaveBeenCalled();
    load();
    await vi.advanceTimersByTimeAsync(1999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledOnce();
  });

  it('starts the quiet period again after each download', async () => {
    const {host, download} = fakeHost('complete');
    const settled = vi.fn();
    void whenNetworkQuiet(host, 2000).then(settled);
    await vi.advanceTimersByTimeAsync(1500);
    download();
    await vi.advanceTimersByTimeAsync(1500);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    expect(settled).toHaveBeenCalledOnce();
  });
});

describe('whether to offer offline reading', () => {
  it('needs service workers and respects Save-Data', () => {
    expect(
      offlineReadingWanted({serviceWorker: {}} as unknown as Navigator),
    ).toBe(true);
    expect(offlineReadingWanted({} as Navigator)).toBe(false);
    expect(
      offlineReadingWanted({
        serviceWorker: {},
        connection: {saveData: true},
      } as unknown as Navigator),
    ).toBe(false);
  });
});
