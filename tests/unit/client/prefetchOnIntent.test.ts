/**
 * A link's code is fetched on intent (src/client/prefetchOnIntent.ts): links on screen prefetch
 * nothing, hover and touch still preload through Docusaurus's own `preload`.
 */
import {describe, expect, it, vi} from 'vitest';
import {prefetchOnIntentOnly} from '../../../src/client/prefetchOnIntent';
import type {
  DocusaurusGlobal,
  PrefetchWindow,
} from '../../../src/client/prefetchOnIntent';

function fakeWindow() {
  const original: DocusaurusGlobal = {prefetch: vi.fn(), preload: vi.fn()};
  const win: PrefetchWindow = {docusaurus: original};
  return {win, original};
}

describe('prefetchOnIntentOnly', () => {
  it('makes a link on screen prefetch nothing', () => {
    const {win, original} = fakeWindow();
    prefetchOnIntentOnly(win);
    expect(win.docusaurus).not.toBe(original);
    expect(win.docusaurus?.prefetch('/docs/a')).toBe(false);
    expect(original.prefetch).not.toHaveBeenCalled();
  });

  it('keeps Docusaurus’s preload for hover and touch', () => {
    const {win, original} = fakeWindow();
    prefetchOnIntentOnly(win);
    win.docusaurus?.preload('/docs/a');
    expect(original.preload).toHaveBeenCalledWith('/docs/a');
  });

  it('replaces the global once, however many routes update', () => {
    const {win} = fakeWindow();
    prefetchOnIntentOnly(win);
    const replaced = win.docusaurus;
    prefetchOnIntentOnly(win);
    expect(win.docusaurus).toBe(replaced);
  });

  it('waits for Docusaurus to set its global', () => {
    const win: PrefetchWindow = {};
    prefetchOnIntentOnly(win);
    expect(win.docusaurus).toBeUndefined();
  });
});
