import {lazy, Suspense} from 'react';
import type {ReactNode} from 'react';
import {DocSearchButton} from '@docsearch/react/button';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {SearchIndexGlobalData} from '@site/src/search/globalData';
import LocalSearchBar, {
  searchButtonTranslations,
} from '@site/src/search/docsearch/LocalSearchBar';
import './styles.css';

type Props = WrapperProps<typeof SearchBarType>;

// With a hosted index, the theme's own SearchBar (loaded after the page, not in local mode).
const HostedSearchBar = lazy(() => import('./HostedSearchBar'));

export default function SearchBarWrapper(props: Props): ReactNode {
  // With the local index: src/search/docsearch. Its engine comes with the modal.
  const data = usePluginData('search-index') as
    SearchIndexGlobalData | undefined;
  // Hosted: DocSearch's button until the theme's SearchBar has arrived, mounted after hydration
  // (hydrated from the server's HTML, its Suspense boundary logged React #421 on an early update).
  const isBrowser = useIsBrowser();
  if (data?.shards) return <LocalSearchBar />;
  const button = <DocSearchButton translations={searchButtonTranslations} />;
  return isBrowser ? (
    <Suspense fallback={button}>
      <HostedSearchBar {...props} />
    </Suspense>
  ) : (
    button
  );
}
