// @vitest-environment jsdom
import {afterEach, describe, expect, it} from 'vitest';
import {act, cleanup, renderHook} from '@testing-library/react';
import {
  earlyShortcutScript,
  takeEarlySearch,
} from '../../../../src/search/docsearch/earlyShortcut';
import {useSearchModal} from '../../../../src/search/docsearch/useSearchModal';
import type {OnDemand} from '../../../../src/resilience/onDemand';

/** What the page's <head> runs: the script's text, as the build puts it in every page. */
const runInlineScript = (): void => {
  new Function(earlyShortcutScript())();
};

function press(
  key: string,
  options: KeyboardEventInit = {},
  target: EventTarget = document.body,
): KeyboardEvent {
  const event = new KeyboardEvent('keydown', {
    key,
    cancelable: true,
    bubbles: true,
    composed: true,
    ...options,
  });
  target.dispatchEvent(event);
  return event;
}

const type = (text: string): KeyboardEvent[] =>
  Array.from(text).map((key) => press(key));

afterEach(() => {
  takeEarlySearch(window);
  cleanup();
  document.body.replaceChildren();
});

describe('the inline search shortcut script', () => {
  it.for([
    {shortcut: 'k', options: {ctrlKey: true}},
    {shortcut: 'K', options: {ctrlKey: true, shiftKey: true}},
    {shortcut: 'k', options: {metaKey: true}},
    {shortcut: '/', options: {}},
  ])(
    'after $shortcut ($options), keeps "redis" from the page and hands it over',
    ({shortcut, options}) => {
      runInlineScript();
      const before = press('x');
      const opened = press(shortcut, options);
      const typed = type('redis');
      expect(before.defaultPrevented).toBe(false);
      expect(opened.defaultPrevented).toBe(true);
      expect(typed.every((event) => event.defaultPrevented)).toBe(true);
      expect(takeEarlySearch(window)).toEqual({open: true, text: 'redis'});
    },
  );

  it('leaves "/" typed in a field to the field, and keys without a shortcut to the page', () => {
    runInlineScript();
    const field = document.createElement('input');
    document.body.append(field);
    expect(press('/', {}, field).defaultPrevented).toBe(false);
    expect(type('ab').some((event) => event.defaultPrevented)).toBe(false);
    expect(takeEarlySearch(window)).toEqual({open: false, text: ''});
  });

  it('deletes with Backspace, skips keys that type nothing, and is taken back by Escape or a second Ctrl K', () => {
    runInlineScript();
    press('k', {ctrlKey: true});
    type('redix');
    press('Backspace');
    press('s');
    expect(press('ArrowDown').defaultPrevented).toBe(false);
    expect(press('c', {ctrlKey: true}).defaultPrevented).toBe(false);
    press('Escape');
    press('k', {ctrlKey: true});
    type('db');
    press('k', {metaKey: true});
    const after = press('q');
    expect(after.defaultPrevented).toBe(false);
    expect(takeEarlySearch(window)).toEqual({open: false, text: ''});
  });

  it('stops listening once handed over, and hands over once', () => {
    runInlineScript();
    press('k', {ctrlKey: true});
    type('a');
    expect(takeEarlySearch(window)).toEqual({open: true, text: 'a'});
    expect(press('b').defaultPrevented).toBe(false);
    expect(press('k', {ctrlKey: true}).defaultPrevented).toBe(false);
    expect(takeEarlySearch(window)).toBeNull();
  });
});

describe('useSearchModal after the inline script', () => {
  // The modal's code has not arrived: the keys have nowhere to go but the query.
  const neverArrives: OnDemand<{default: () => null}> = {
    load: () => new Promise(() => undefined),
    current: () => undefined,
  };

  it('opens with the keys the script kept, and keeps every key typed after it took over', () => {
    runInlineScript();
    press('k', {ctrlKey: true});
    type('postg');
    const {result} = renderHook(() => useSearchModal(neverArrives));
    expect(result.current.initialQuery).toBe('postg');
    let next: KeyboardEvent[] = [];
    act(() => {
      next = type('res');
    });
    expect(next.every((event) => event.defaultPrevented)).toBe(true);
    expect(result.current.initialQuery).toBe('postgres');
    expect(takeEarlySearch(window)).toBeNull();
  });

  it('stays closed when the shortcut was not pressed, and leaves the keys to the page', () => {
    runInlineScript();
    const {result} = renderHook(() => useSearchModal(neverArrives));
    expect(type('ab').some((event) => event.defaultPrevented)).toBe(false);
    expect(result.current.initialQuery).toBe('');
  });
});
