import {describe, expect, it, vi} from 'vitest';
import {disableViewportPrefetch} from '../../../src/resilience/prefetch';

describe('disableViewportPrefetch', () => {
  it('stops prefetching visible links but keeps preloading on intent, without mutating the original', () => {
    const prefetch = vi.fn((_url: string) => Promise.resolve([]));
    const preload = vi.fn((_url: string) => Promise.resolve([]));
    const original = Object.freeze({prefetch, preload});
    const host: {docusaurus?: typeof original} = {docusaurus: original};
    disableViewportPrefetch(host);
    expect(host.docusaurus?.prefetch('/docs/getting-started/')).toBe(false);
    expect(prefetch).not.toHaveBeenCalled();
    expect(host.docusaurus?.preload).toBe(preload);
    const replaced = host.docusaurus;
    disableViewportPrefetch(host);
    expect(host.docusaurus).toBe(replaced);
  });

  it('does nothing before Docusaurus has started', () => {
    expect(() => disableViewportPrefetch({})).not.toThrow();
  });
});
