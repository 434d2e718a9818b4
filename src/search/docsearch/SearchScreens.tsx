import {useEffect, useState, useSyncExternalStore} from 'react';
import type {MouseEvent, ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {useModalView} from './useModalView';
import {fillSearchInput} from './modalView';
import type {SearchStore} from './store';
import {MAX_QUERY_LENGTH} from '../engine/queryLimit';
import styles from './SearchScreens.module.css';

const NO_SUGGESTIONS: readonly string[] = [];

interface Props {
  store: SearchStore;
  /** Searching the site's own index: the footer's "Powered by Algolia" would not be true. */
  local: boolean;
}

/**
 * The two DocSearch screens 4.7 does not render (see ./modalView.ts): "No recent
 * searches" when the modal opens with nothing stored, and "Try searching for" on "No results".
 * Both reuse DocSearch's classes so they look like the rest of the modal.
 * Also drops the Algolia credit from the footer while searching the local index.
 */
export default function SearchScreens({store, local}: Props): ReactNode {
  const view = useModalView();
  useEffect(() => {
    view.modal?.classList.add(styles.modal ?? 'search-modal');
    if (local) view.modal?.classList.add(styles.localIndex ?? 'local-index');
  }, [local, view.modal]);
  const suggested = useSyncExternalStore(
    store.subscribe,
    () => store.current().suggestions,
    () => NO_SUGGESTIONS,
  );
  const showStartScreen =
    view.modal !== null && !view.hasDropdown && view.query === '';
  const noResults = view.noResults?.querySelector(
    '.DocSearch-NoResults-Prefill-List',
  )
    ? null
    : view.noResults;
  return (
    <>
      {view.modal ? (
        <QueryLimitNotice
          modal={view.modal}
          cut={view.query.length >= MAX_QUERY_LENGTH}
        />
      ) : null}
      {showStartScreen && view.modal ? (
        <StartScreen modal={view.modal} />
      ) : null}
      {noResults && suggested.length > 0
        ? createPortal(<Suggestions queries={suggested} />, noResults)
        : null}
    </>
  );
}

/** Placed where DocSearch puts its results area: after the search form, before the footer. */
function StartScreen({modal}: {modal: Element}): ReactNode {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const element = document.createElement('div');
    element.className = styles.startScreenSlot ?? '';
    modal.insertBefore(
      element,
      modal.querySelector(':scope > .DocSearch-Footer'),
    );
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the portal's slot is made in DocSearch's DOM after it renders
    setSlot(element);
    return () => element.remove();
  }, [modal]);
  if (!slot) return null;
  return createPortal(
    <div className="DocSearch-StartScreen">
      <p className="DocSearch-Help">No recent searches</p>
    </div>,
    slot,
  );
}

/**
 * Says when the query reached the input's limit, so a long pasted message is not cut silently. A polite
 * live region under the search form: it is in the modal from the start, so the text is announced.
 */
function QueryLimitNotice({
  modal,
  cut,
}: {
  modal: Element;
  cut: boolean;
}): ReactNode {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const element = document.createElement('div');
    element.className = styles.queryLimitSlot ?? '';
    modal.querySelector(':scope > .DocSearch-SearchBar')?.after(element);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the portal's slot is made in DocSearch's DOM after it renders
    setSlot(element.isConnected ? element : null);
    return () => element.remove();
  }, [modal]);
  if (!slot) return null;
  return createPortal(
    <p aria-live="polite" className={styles.queryLimit}>
      {cut
        ? `Search text is limited to ${MAX_QUERY_LENGTH} characters: the rest was cut.`
        : ''}
    </p>,
    slot,
  );
}

function Suggestions({queries}: {queries: readonly string[]}): ReactNode {
  const prefill = (
    event: MouseEvent<HTMLButtonElement>,
    query: string,
  ): void => {
    const input = event.currentTarget
      .closest('.DocSearch-Modal')
      ?.querySelector<HTMLInputElement>('input.DocSearch-Input');
    if (input) fillSearchInput(input, query);
  };
  return (
    <div className="DocSearch-NoResults-Prefill-List">
      <p className="DocSearch-Help">Try searching for:</p>
      <ul
        className={`DocSearch-NoResults-Prefill-List-Items ${styles.suggestions}`}>
        {queries.map((query) => (
          <li key={query}>
            <button
              type="button"
              className="DocSearch-Prefill"
              onClick={(event) => prefill(event, query)}>
              {query}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
