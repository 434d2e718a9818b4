// @vitest-environment jsdom
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {
  offlineReadingWanted,
  whenNetworkQuiet,
} from '../../../src/offline/registerWhenIdle';

/** The page's state and resource entries, fired by the test. */
function fakePage(readyState: DocumentReadyState) {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(readyState);
  let onResource: (() => void) | undefined;
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      constructor(callback: () => void) {
        onResource = callback;
      }
      observe(): void {}
      disconnect(): void {
        onResource = undefined;
      }
    },
  );
  return {
    load: () => window.dispatchEvent(new Event('load')),
    download: () => onResource?.(),
  };
}

describe('waiting for a quiet network', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('waits for the load event, then for the quiet period', async () => {
    const {load} = fakePage('interactive');
    const settled = vi.fn();
    void whenNetworkQuiet(2000).then(settled);
    await vi.advanceTimersByTimeAsync(5000);
    expect(settled).not.toHaveBeenCalled();
    load();
    await vi.advanceTimersByTimeAsync(1999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledOnce();
  });

  it('starts the quiet period again after each download', async () => {
    const {download} = fakePage('complete');
    const settled = vi.fn();
    void whenNetworkQuiet(2000).then(settled);
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
