import {useEffect, useSyncExternalStore} from 'react';
import type {MouseEvent, ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {ModalSlot, fillSearchInput, useModalView} from './modalView';
import {INITIAL_STATE} from './store';
import type {SearchStore} from './store';
import {MAX_QUERY_LENGTH} from '../engine/queryLimit';
import styles from './SearchScreens.module.css';

interface Props {
  store: SearchStore;
  /** Searching the site's own index: the footer's "Powered by Algolia" would not be true. */
  local: boolean;
}

/** After the search form: a polite live region, in the modal from the start, so its text is announced. */
const afterSearchForm = (modal: Element, slot: HTMLElement): void =>
  modal.querySelector(':scope > .DocSearch-SearchBar')?.after(slot);

/**
 * The DocSearch screens 4.7 does not render (see ./modalView.tsx): "No recent searches" when the
 * modal opens with nothing stored, and "Try searching for" on "No results"; DocSearch's own error
 * screen, kept up while the latest search has failed (./store.ts), over the "No results" screen it
 * would show instead; and a notice when the query is longer than the engine searches. They reuse
 * DocSearch's classes so they look like the rest of the modal. Also drops the Algolia credit from
 * the footer while searching the local index.
 */
export default function SearchScreens({store, local}: Props): ReactNode {
  const view = useModalView();
  const {failed, suggestions} = useSyncExternalStore(
    store.subscribe,
    store.current,
    () => INITIAL_STATE,
  );
  useEffect(() => {
    view.modal?.classList.add(styles.modal ?? 'search-modal');
    if (local) view.modal?.classList.add(styles.localIndex ?? 'local-index');
  }, [local, view.modal]);
  useEffect(() => {
    view.modal?.classList.toggle(styles.failed ?? 'search-failed', failed);
  }, [failed, view.modal]);
  if (!view.modal) return null;
  const noResults = view.noResults?.querySelector(
    '.DocSearch-NoResults-Prefill-List',
  )
    ? null
    : view.noResults;
  return (
    <>
      <ModalSlot
        modal={view.modal}
        className={styles.queryLimitSlot}
        place={afterSearchForm}>
        <p aria-live="polite" className={styles.queryLimit}>
          {view.query.length > MAX_QUERY_LENGTH
            ? `Search text is limited to ${MAX_QUERY_LENGTH} characters: the rest is not searched.`
            : ''}
        </p>
      </ModalSlot>
      {!view.dropdown && view.query === '' ? (
        <ModalSlot modal={view.modal} className={styles.startScreenSlot}>
          <div className="DocSearch-StartScreen">
            <p className="DocSearch-Help">No recent searches</p>
          </div>
        </ModalSlot>
      ) : null}
      {noResults && suggestions.length > 0
        ? createPortal(<Suggestions queries={suggestions} />, noResults)
        : null}
      {failed && view.dropdown
        ? createPortal(
            <div className="DocSearch-ErrorScreen" role="alert">
              <p className="DocSearch-Title">Unable to fetch results</p>
              <p className="DocSearch-Help">
                You might want to check your network connection.
              </p>
            </div>,
            view.dropdown,
          )
        : null}
    </>
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
