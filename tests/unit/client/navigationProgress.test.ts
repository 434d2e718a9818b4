// @vitest-environment jsdom
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import type {ClientModule} from '@docusaurus/types';

const bar = vi.hoisted(() => ({
  fails: false,
  configure: vi.fn(),
  start: vi.fn(),
  done: vi.fn(),
}));

vi.mock('@docusaurus/theme-classic/lib/nprogress.css', () => ({}));
vi.mock('nprogress', () => {
  const nprogress = {
    // Mocked modules are not evaluated again; a failed download rejects the same promise.
    configure: (options: unknown) => {
      if (bar.fails) throw new Error('Loading chunk 7848 failed.');
      bar.configure(options);
      return nprogress;
    },
    start: bar.start,
    done: bar.done,
  };
  return {default: nprogress};
});

type Location = Parameters<NonNullable<ClientModule['onRouteUpdate']>>[0];

async function freshModule(): Promise<Required<ClientModule>> {
  vi.resetModules();
  return (await import('../../../src/client/navigationProgress'))
    .default as Required<ClientModule>;
}

function navigation(from: string | null, to: string): Location {
  const at = (pathname: string) => ({pathname, search: '', hash: ''});
  return {
    location: at(to),
    previousLocation: from === null ? null : at(from),
  } as unknown as Location;
}

// Lets the dynamic import of nprogress settle.
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  bar.fails = false;
  bar.configure.mockClear();
  bar.start.mockClear();
  bar.done.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('navigationProgress', () => {
  it('downloads nprogress neither on the first page nor when only the hash changes', async () => {
    const progress = await freshModule();
    expect(progress.onRouteUpdate(navigation(null, '/docs/'))).toBeUndefined();
    expect(
      progress.onRouteUpdate(navigation('/docs/', '/docs/')),
    ).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1000);
    expect(bar.configure).not.toHaveBeenCalled();
  });

  it('shows the bar, without spinner, when the next page takes over 200 ms, and ends it when the page is in', async () => {
    const progress = await freshModule();
    const arrived = progress.onRouteUpdate(navigation('/docs/', '/blog'));
    await settle();
    expect(bar.configure).toHaveBeenCalledWith({showSpinner: false});
    await vi.advanceTimersByTimeAsync(199);
    expect(bar.start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(bar.start).toHaveBeenCalledTimes(1);
    (arrived as () => void)();
    progress.onRouteDidUpdate(navigation('/docs/', '/blog'));
    expect(bar.done).toHaveBeenCalledTimes(1);
  });

  it('shows nothing when the next page is in within 200 ms', async () => {
    const progress = await freshModule();
    const arrived = progress.onRouteUpdate(navigation('/docs/', '/blog'));
    await vi.advanceTimersByTimeAsync(150);
    (arrived as () => void)();
    progress.onRouteDidUpdate(navigation('/docs/', '/blog'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(bar.start).not.toHaveBeenCalled();
  });

  it('goes on without a bar, and without an error, when nprogress cannot be downloaded', async () => {
    bar.fails = true;
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const progress = await freshModule();
      const arrived = progress.onRouteUpdate(navigation('/docs/', '/blog'));
      await vi.advanceTimersByTimeAsync(500);
      (arrived as () => void)();
      expect(() =>
        progress.onRouteDidUpdate(navigation('/docs/', '/blog')),
      ).not.toThrow();
      await vi.advanceTimersByTimeAsync(0);
      expect(bar.start).not.toHaveBeenCalled();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
