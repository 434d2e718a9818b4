import {useEffect, useState, useSyncExternalStore} from 'react';
import type {ReactNode} from 'react';
import {createPortal} from 'react-dom';
import type {SearchStore} from './store';
import styles from './SearchUnavailable.module.css';

/**
 * DocSearch's own error screen, kept on screen while the latest search has failed (see
 * ./store.ts). It is placed in the modal's results area, over the "No results"
 * screen DocSearch would otherwise show, with DocSearch's classes so it looks the same.
 */
export default function SearchUnavailable({
  store,
}: {
  store: SearchStore;
}): ReactNode {
  const failed = useSyncExternalStore(
    store.subscribe,
    () => store.current().failed,
    () => false,
  );
  const [dropdown, setDropdown] = useState<Element | null>(null);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- DocSearch's results area exists only in its DOM, found after render
    setDropdown(failed ? document.querySelector('.DocSearch-Dropdown') : null);
    document
      .querySelector('.DocSearch-Modal')
      ?.classList.toggle(styles.failed ?? 'search-failed', failed);
  }, [failed]);

  if (!failed || !dropdown) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen" role="alert">
      <p className="DocSearch-Title">Unable to fetch results</p>
      <p className="DocSearch-Help">
        You might want to check your network connection.
      </p>
    </div>,
    dropdown,
  );
}
