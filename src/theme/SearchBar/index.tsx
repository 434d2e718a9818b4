import {lazy, Suspense} from 'react';
import type {ComponentType, ReactNode} from 'react';
import {DocSearchButton} from '@docsearch/react/button';
import {createPortal} from 'react-dom';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import {onDemand} from '@site/src/resilience/onDemand';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {SearchIndexGlobalData} from '@site/src/plugins/search-index';
import {useSearchModal} from '@site/src/search/docsearch/useSearchModal';
import type {LocalSearchModalProps} from './LocalSearchModal';
import './styles.css';

type Props = WrapperProps<typeof SearchBarType>;

// The modal and what adapts it to the local index (8 KB gzip, and DocSearch's modal) are
// downloaded when the reader reaches for search, not with every page.
const localSearchModal = onDemand<{
  default: ComponentType<LocalSearchModalProps>;
}>(() => import('./LocalSearchModal'));

// With a hosted index, the theme's own SearchBar (loaded after the page, not in local mode).
const HostedSearchBar = lazy(() => import('./HostedSearchBar'));

// The theme's label (theme-search-algolia SearchTranslations, `button`).
const label = translate({
  id: 'theme.SearchBar.label',
  message: 'Search',
  description: 'The ARIA label and placeholder for search button',
});
const translations = {buttonText: label, buttonAriaLabel: label};

/** DocSearch's public pieces, as the theme's SearchBar uses them, over the local index. */
function LocalSearchBar(): ReactNode {
  const {button, Modal, initialQuery, close} = useSearchModal(localSearchModal);
  return (
    <>
      <DocSearchButton translations={translations} {...button} />
      {Modal
        ? createPortal(
            <Modal initialQuery={initialQuery} onClose={close} />,
            document.body,
          )
        : null}
    </>
  );
}

export default function SearchBarWrapper(props: Props): ReactNode {
  // With the local index. Its engine (src/search/useLocalSearch.ts) comes with the modal.
  const data = usePluginData('search-index') as
    SearchIndexGlobalData | undefined;
  // Hosted: DocSearch's button until the theme's SearchBar has arrived, mounted after hydration
  // (hydrated from the server's HTML, its Suspense boundary logged React #421 on an early update).
  const isBrowser = useIsBrowser();
  if (data?.shards) return <LocalSearchBar />;
  const button = <DocSearchButton translations={translations} />;
  return isBrowser ? (
    <Suspense fallback={button}>
      <HostedSearchBar {...props} />
    </Suspense>
  ) : (
    button
  );
}
