import {afterEach, describe, expect, it, vi} from 'vitest';
import {cleanup, renderHook} from '@testing-library/react';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import {
  closeSearchEvent,
  isSearchShortcut,
  openSearchEvent,
} from '../../../../src/search/docsearch/shortcut';

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

/** DocSearch's own keyboard hook (closed unless `isOpen`), reporting each time it would open or close the modal. */
function renderDocSearchHook(isOpen = false): {
  onOpen: ReturnType<typeof vi.fn>;
  onClose: ReturnType<typeof vi.fn>;
  unmount: () => void;
} {
  const onOpen = vi.fn();
  const onClose = vi.fn();
  const {unmount} = renderHook(() =>
    useDocSearchKeyboardEvents({
      isOpen,
      onOpen,
      onClose,
      onInput: () => undefined,
      searchButtonRef: {current: null},
      isAskAiActive: false,
      onAskAiToggle: () => undefined,
    }),
  );
  return {onOpen, onClose, unmount};
}

/** Whether DocSearch's own hook opens the modal for this key on this element. */
function docSearchOpens(target: HTMLElement, init: KeyboardEventInit): boolean {
  const hook = renderDocSearchHook();
  target.dispatchEvent(new KeyboardEvent('keydown', {...init, bubbles: true}));
  hook.unmount();
  return hook.onOpen.mock.calls.length > 0;
}

function ours(target: HTMLElement, init: KeyboardEventInit): boolean {
  let result: boolean | undefined;
  const listener = (event: KeyboardEvent) => {
    result = isSearchShortcut(event);
  };
  window.addEventListener('keydown', listener);
  target.dispatchEvent(new KeyboardEvent('keydown', {...init, bubbles: true}));
  window.removeEventListener('keydown', listener);
  return result ?? false;
}

const TARGETS: Record<string, () => HTMLElement> = {
  paragraph: () => document.createElement('p'),
  input: () => document.createElement('input'),
  textarea: () => document.createElement('textarea'),
  select: () => document.createElement('select'),
  button: () => document.createElement('button'),
  editable: () => {
    const element = document.createElement('div');
    element.contentEditable = 'true';
    // jsdom does not derive isContentEditable from the attribute.
    Object.defineProperty(element, 'isContentEditable', {value: true});
    return element;
  },
};

const KEYS: Record<string, KeyboardEventInit> = {
  'Ctrl K': {key: 'k', ctrlKey: true},
  '⌘ K': {key: 'k', metaKey: true},
  'Ctrl Shift K': {key: 'K', ctrlKey: true, shiftKey: true},
  '/': {key: '/'},
  k: {key: 'k'},
  'Ctrl F': {key: 'f', ctrlKey: true},
  Escape: {key: 'Escape', code: 'Escape'},
};

describe('isSearchShortcut', () => {
  const cases = Object.keys(TARGETS).flatMap((target) =>
    Object.keys(KEYS).map((key) => ({target, key})),
  );

  it.each(cases)(
    'agrees with DocSearch’s keyboard hook on $key in a $target',
    ({target, key}) => {
      const element = TARGETS[target]!();
      document.body.append(element);
      expect(ours(element, KEYS[key]!)).toBe(
        docSearchOpens(element, KEYS[key]!),
      );
    },
  );

  it('opens on Ctrl K everywhere and on "/" only outside fields and buttons', () => {
    const opening = cases.filter(({target, key}) => {
      const element = TARGETS[target]!();
      document.body.append(element);
      return ours(element, KEYS[key]!);
    });
    expect(
      opening.filter(({key}) => key === '/').map(({target}) => target),
    ).toEqual(['paragraph']);
    expect(opening.filter(({key}) => key !== '/')).toHaveLength(
      3 * Object.keys(TARGETS).length,
    );
  });
});

describe('openSearchEvent', () => {
  it('is an event DocSearch’s keyboard hook opens the modal on', () => {
    const {onOpen} = renderDocSearchHook();
    window.dispatchEvent(openSearchEvent());
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});

describe('closeSearchEvent', () => {
  it('is an event DocSearch’s keyboard hook closes the open modal on', () => {
    const {onClose} = renderDocSearchHook(true);
    window.dispatchEvent(closeSearchEvent());
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
