import {useCallback, useEffect, useRef, useState} from 'react';
import type {ComponentType, ReactNode} from 'react';
import {DocSearchButton} from '@docsearch/react/button';
import {translate} from '@docusaurus/Translate';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import {onDemand} from '@site/src/resilience/onDemand';
import {
  isSearchShortcut,
  openSearchEvent,
} from '@site/src/search/docsearch/shortcut';

type Props = WrapperProps<typeof SearchBarType>;

// The search bar proper (the theme's SearchBar, DocSearch's keyboard hook and translations, the
// local engine's seam: 8 KB gzip) is downloaded when the reader reaches for search, not with
// every page. Until then the navbar shows DocSearch's own button, as the theme's bar renders it.
const searchBar = onDemand<{default: ComponentType<Props>}>(
  () => import('./LocalSearchBar'),
);

// Started by hover, focus or touch; if it fails, opening search tries again and reports it.
function preload(): void {
  searchBar.load().catch(() => undefined);
}

// The theme's label (theme-search-algolia SearchTranslations, `button`).
const label = translate({
  id: 'theme.SearchBar.label',
  message: 'Search',
  description: 'The ARIA label and placeholder for search button',
});

export default function SearchBarWrapper(props: Props): ReactNode {
  const [SearchBar, setSearchBar] = useState(
    () => searchBar.current()?.default,
  );
  // A click or shortcut came before the search bar: it opens the modal once mounted.
  const opening = useRef(false);
  const open = useCallback(() => {
    opening.current = true;
    // Not caught: a failed download is an unhandled chunk-load rejection, which
    // src/client/chunkLoadRecovery.ts shows with a Retry button; the next click tries again.
    void searchBar.load().then((module) => setSearchBar(() => module.default));
  }, []);
  useEffect(() => {
    if (SearchBar) {
      // The search bar's keyboard hook listens from its own effect, which has run by now.
      if (opening.current) {
        opening.current = false;
        window.dispatchEvent(openSearchEvent());
      }
      return undefined;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      open();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [SearchBar, open]);
  if (SearchBar) return <SearchBar {...props} />;
  return (
    <DocSearchButton
      translations={{buttonText: label, buttonAriaLabel: label}}
      onMouseOver={preload}
      onFocus={preload}
      onTouchStart={preload}
      onClick={open}
    />
  );
}
