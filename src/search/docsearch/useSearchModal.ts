/**
 * Opening and closing the search modal, as the theme's SearchBar does it
 * (theme-search-algolia lib/theme/SearchBar/index.js): React state, set by DocSearch's own button and
 * keyboard hook (`useDocSearchKeyboardEvents`: Ctrl/⌘ K, "/", Escape). One difference: the theme
 * opens once the modal's code has arrived, and keys typed before that are lost; here search is open
 * from the click or shortcut on, the code is downloaded then (or earlier, on hover, focus or touch),
 * and the keys typed meanwhile become the modal's initial query (./typeAhead.ts).
 */
import {useCallback, useEffect, useRef, useState} from 'react';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import type {OnDemand} from '../../resilience/onDemand';
import {startTypeAhead} from './typeAhead';

const ignoreAskAi = (): void => undefined;

export function useSearchModal<Modal>(code: OnDemand<{default: Modal}>) {
  const ref = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [Modal, setModal] = useState(() => code.current()?.default);
  const [typed, setTyped] = useState('');

  const preload = useCallback(() => {
    code.load().catch(() => undefined);
  }, [code]);
  const open = useCallback(() => {
    setIsOpen(true);
    // Not caught: a failed download is an unhandled chunk-load rejection, which
    // src/client/chunkLoadRecovery.ts shows with a Retry button; the next click tries again.
    void code.load().then(
      (module) => setModal(() => module.default),
      (error: unknown) => {
        setIsOpen(false);
        throw error;
      },
    );
  }, [code]);
  const close = useCallback(() => {
    setIsOpen(false);
    setTyped('');
    ref.current?.focus();
  }, []);

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: open,
    onClose: close,
    isAskAiActive: false,
    onAskAiToggle: ignoreAskAi,
  });
  // From the click or shortcut on (the effect of that event's render runs before the next key).
  useEffect(() => {
    if (!isOpen) return undefined;
    return startTypeAhead(window, {
      input: () => document.querySelector('.DocSearch-Modal input'),
      onText: setTyped,
    });
  }, [isOpen]);

  return {
    /** Spread on DocSearch's button. */
    button: {
      ref,
      onClick: open,
      onMouseOver: preload,
      onFocus: preload,
      onTouchStart: preload,
    },
    /** The modal's component while search is open and its code has arrived. */
    Modal: isOpen ? Modal : undefined,
    /** The keys typed before the modal was there. */
    initialQuery: typed,
    close,
  };
}
