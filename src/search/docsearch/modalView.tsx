/**
 * What the open DocSearch modal shows, read from its DOM: the one place the seam reads DocSearch's
 * markup back. DocSearch 4.7 renders no start screen without recent searches (its StartScreen has no
 * "No recent searches" text; `translations.startScreen` only names the lists it shows) and no
 * suggestions under "No results" (its `searchSuggestions` context is built with an object spread, so
 * it is never an array). No public prop places content in those screens: `resultsFooterComponent`
 * renders only under hits, `getMissingResultsUrl` is a link, `translations` are strings. And the
 * input's value is not given to any prop while it is empty (no search runs), which is when the start
 * screen shows. So ./SearchScreens.tsx adds both screens and the query-limit notice beside
 * DocSearch's own markup (in a `ModalSlot`), and this watcher tells it when each applies. No upstream
 * algolia/docsearch issue found for either screen. Delete with the screens once DocSearch renders them.
 */
import {useEffect, useState} from 'react';
import type {ReactNode} from 'react';
import {createPortal} from 'react-dom';

export interface ModalView {
  /** The modal element, or null while it is closed. */
  modal: Element | null;
  query: string;
  /** The results area: DocSearch renders it only when it has something to show. */
  dropdown: Element | null;
  /** The "No results for" screen, when shown. */
  noResults: Element | null;
}

export const CLOSED_MODAL: ModalView = {
  modal: null,
  query: '',
  dropdown: null,
  noResults: null,
};

export function readModalView(root: ParentNode): ModalView {
  const modal = root.querySelector('.DocSearch-Modal');
  if (!modal) return CLOSED_MODAL;
  const input = modal.querySelector<HTMLInputElement>('input.DocSearch-Input');
  return {
    modal,
    query: input?.value ?? '',
    dropdown: modal.querySelector('.DocSearch-Dropdown'),
    noResults: modal.querySelector('.DocSearch-NoResults'),
  };
}

function sameModalView(a: ModalView, b: ModalView): boolean {
  return (
    a.modal === b.modal &&
    a.query === b.query &&
    a.dropdown === b.dropdown &&
    a.noResults === b.noResults
  );
}

/**
 * Calls `onChange` with the modal's view whenever it changes; returns the unsubscribe function.
 * Until the modal opens only <body>'s class is watched (DocSearch marks it `DocSearch--active`),
 * so the rest of the page's DOM work costs nothing; then the modal's subtree, while it is open.
 */
export function watchModalView(
  doc: Document,
  onChange: (view: ModalView) => void,
): () => void {
  let current = readModalView(doc);
  const insideModal = new MutationObserver(() => update());
  const update = (): void => {
    const next = readModalView(doc);
    if (next.modal !== current.modal) {
      insideModal.disconnect();
      if (next.modal)
        insideModal.observe(next.modal, {childList: true, subtree: true});
    }
    if (sameModalView(current, next)) return;
    current = next;
    onChange(next);
  };
  const bodyClass = new MutationObserver(update);
  bodyClass.observe(doc.body, {attributes: true, attributeFilter: ['class']});
  if (current.modal)
    insideModal.observe(current.modal, {childList: true, subtree: true});
  doc.addEventListener('input', update, true);
  onChange(current);
  return () => {
    bodyClass.disconnect();
    insideModal.disconnect();
    doc.removeEventListener('input', update, true);
  };
}

/**
 * Types `text` into DocSearch's input the way a user would, so its own change handler runs the
 * search. React tracks the value it last set; going through the native setter makes the input
 * event count as a change.
 */
export function fillSearchInput(input: HTMLInputElement, text: string): void {
  const setValue = Object.getOwnPropertyDescriptor(
    HTMLInputElement.prototype,
    'value',
  )?.set;
  setValue?.call(input, text);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  input.focus();
}

/**
 * The open DocSearch modal's parts, as `watchModalView` watches them. Closed on the server and at
 * hydration; the watcher reports the real view as soon as it starts.
 */
export function useModalView(): ModalView {
  const [view, setView] = useState<ModalView>(CLOSED_MODAL);
  // The watcher reports only changes, and a closed modal as CLOSED_MODAL itself.
  useEffect(() => watchModalView(document, setView), []);
  return view;
}

/** Puts a slot before the modal's footer, where DocSearch places its own screens. */
export const beforeFooter = (modal: Element, slot: HTMLElement): void => {
  modal.insertBefore(slot, modal.querySelector(':scope > .DocSearch-Footer'));
};

/** `children` in a slot of ours that `place` puts in DocSearch's modal (made after DocSearch renders). */
export function ModalSlot({
  modal,
  className,
  place = beforeFooter,
  children,
}: {
  modal: Element;
  className: string | undefined;
  place?: (modal: Element, slot: HTMLElement) => void;
  children: ReactNode;
}): ReactNode {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const element = document.createElement('div');
    element.className = className ?? '';
    place(modal, element);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the portal's slot is made in DocSearch's DOM after it renders
    setSlot(element.isConnected ? element : null);
    return () => element.remove();
  }, [modal, className, place]);
  return slot ? createPortal(children, slot) : null;
}
