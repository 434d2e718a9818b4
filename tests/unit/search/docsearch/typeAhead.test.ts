// @vitest-environment jsdom
import {afterEach, describe, expect, it} from 'vitest';
import {
  startTypeAhead,
  typeKey,
} from '../../../../src/search/docsearch/typeAhead';

afterEach(() => {
  document.body.replaceChildren();
});

function press(key: string, options: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', {
    key,
    cancelable: true,
    bubbles: true,
    ...options,
  });
  document.body.dispatchEvent(event);
  return event;
}

describe('typeKey', () => {
  it.for([
    {key: 'r', options: {}, typed: 'ar'},
    {key: '/', options: {}, typed: 'a/'},
    {key: ' ', options: {}, typed: 'a '},
    {key: 'é', options: {}, typed: 'aé'},
    {key: 'Backspace', options: {}, typed: ''},
    {key: 'Enter', options: {}, typed: null},
    {key: 'ArrowDown', options: {}, typed: null},
    {key: 'Escape', options: {}, typed: null},
    {key: 'k', options: {ctrlKey: true}, typed: null},
    {key: 'v', options: {metaKey: true}, typed: null},
    {key: 'e', options: {isComposing: true}, typed: null},
  ])('after "a", $key types $typed', ({key, options, typed}) => {
    expect(typeKey('a', new KeyboardEvent('keydown', {key, ...options}))).toBe(
      typed,
    );
  });

  it('deletes a whole character, not half of a surrogate pair', () => {
    expect(
      typeKey('a😀', new KeyboardEvent('keydown', {key: 'Backspace'})),
    ).toBe('a');
  });
});

describe('startTypeAhead', () => {
  it('keeps the keys typed before the modal is there, and the page does not act on them', () => {
    const texts: string[] = [];
    const stop = startTypeAhead(window, {
      input: () => null,
      onText: (text) => texts.push(text),
    });
    const events = ['r', 'e', 'x', 'Backspace', 'd'].map((key) => press(key));
    expect(texts.at(-1)).toBe('red');
    expect(events.every((event) => event.defaultPrevented)).toBe(true);
    // Keys that type nothing are left to the page and to DocSearch's keyboard hook.
    expect(press('Escape').defaultPrevented).toBe(false);
    stop();
    expect(press('s').defaultPrevented).toBe(false);
    expect(texts.at(-1)).toBe('red');
  });

  it('once the modal is there, moves focus to its input for the next key and steps aside', () => {
    const field = document.createElement('input');
    document.body.append(field);
    let modal: HTMLInputElement | null = null;
    const texts: string[] = [];
    startTypeAhead(window, {
      input: () => modal,
      onText: (text) => texts.push(text),
    });
    press('r');
    modal = field;
    const reachedPage: string[] = [];
    const onPageKey = (event: KeyboardEvent) => reachedPage.push(event.key);
    document.addEventListener('keydown', onPageKey);
    const next = press('e');
    document.removeEventListener('keydown', onPageKey);
    expect(document.activeElement).toBe(field);
    // The browser types it into the focused input; the page, where the key started, does not see it.
    expect(next.defaultPrevented).toBe(false);
    expect(reachedPage).toEqual([]);
    expect(texts).toEqual(['r']);
    field.blur();
    press('d');
    expect(document.activeElement).not.toBe(field);
  });
});
