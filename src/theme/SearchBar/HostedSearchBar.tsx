import type {ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import {useDocSearch} from '@site/src/search/docsearch';

type Props = WrapperProps<typeof SearchBarType>;

// With a hosted DocSearch index (DOCSEARCH_* set at build time): the theme's SearchBar, with the
// seam's error screen, storage swap and extra screens (src/search/docsearch). Loaded by ./index.tsx.
export default function HostedSearchBar(props: Props): ReactNode {
  const seam = useDocSearch({engine: null, preferredVersion: undefined});
  return (
    <>
      <SearchBar {...props} {...seam.props} />
      {seam.screens}
    </>
  );
}
