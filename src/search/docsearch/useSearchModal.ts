/**
 * Opening and closing the search modal, as the theme's SearchBar does it
 * (theme-search-algolia lib/theme/SearchBar/index.js): React state, set by DocSearch's own button and
 * keyboard hook (`useDocSearchKeyboardEvents`: Ctrl/⌘ K, "/", Escape). Differences: the theme
 * opens once the modal's code has arrived, and keys typed before that are lost; here search is open
 * from the click or shortcut on, the code is downloaded then (or earlier, on hover, focus or touch),
 * and the keys typed meanwhile become the modal's initial query (./typeAhead.ts). And a shortcut
 * pressed before the page's script ran, caught by the inline script of ./earlyShortcut.ts, opens
 * the modal with the keys typed since as soon as this hook mounts.
 */
import {useCallback, useEffect, useRef, useState} from 'react';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import type {OnDemand} from '../../resilience/onDemand';
import {takeEarlySearch} from './earlyShortcut';
import {startTypeAhead} from './typeAhead';

const ignoreAskAi = (): void => undefined;
const modalInput = (): HTMLElement | null =>
  document.querySelector('.DocSearch-Modal input');

export function useSearchModal<Modal>(code: OnDemand<{default: Modal}>) {
  const ref = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [Modal, setModal] = useState(() => code.current()?.default);
  const [typed, setTyped] = useState('');
  // Set while search is open: stops the type-ahead (it also stops itself once the input has focus).
  const stopTypeAhead = useRef<(() => void) | null>(null);

  const preload = useCallback(() => {
    code.load().catch(() => undefined);
  }, [code]);
  const endTypeAhead = useCallback(() => {
    stopTypeAhead.current?.();
    stopTypeAhead.current = null;
  }, []);
  /** Opens search with `text` typed so far. The type-ahead starts here, before the next key. */
  const openWith = useCallback(
    (text: string) => {
      if (stopTypeAhead.current) return;
      setTyped(text);
      setIsOpen(true);
      stopTypeAhead.current = startTypeAhead(window, {
        text,
        input: modalInput,
        onText: setTyped,
      });
      // Not caught: a failed download is an unhandled chunk-load rejection, which
      // src/client/chunkLoadRecovery.ts shows with a Retry button; the next click tries again.
      void code.load().then(
        (module) => setModal(() => module.default),
        (error: unknown) => {
          endTypeAhead();
          setIsOpen(false);
          throw error;
        },
      );
    },
    [code, endTypeAhead],
  );
  const open = useCallback(() => openWith(''), [openWith]);
  const close = useCallback(() => {
    endTypeAhead();
    setIsOpen(false);
    setTyped('');
    ref.current?.focus();
  }, [endTypeAhead]);

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: open,
    onClose: close,
    isAskAiActive: false,
    onAskAiToggle: ignoreAskAi,
  });
  // After the keyboard hook's effect (it listens from now on): what the inline script caught.
  useEffect(() => {
    const early = takeEarlySearch(window);
    if (early?.open) openWith(early.text);
  }, [openWith]);
  useEffect(() => endTypeAhead, [endTypeAhead]);

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
