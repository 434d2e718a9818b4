/**
 * `@docusaurus/Head` as the theme's SearchBar sees it in local-search mode (./index.ts): the same
 * head tags, without preconnect hints (the only one the SearchBar writes is to Algolia's servers).
 */
import {Children, isValidElement} from 'react';
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';

export function withoutPreconnect(children: ReactNode): ReactNode[] {
  return Children.toArray(children).filter(
    (child) =>
      !(
        isValidElement<{rel?: string}>(child) &&
        child.type === 'link' &&
        child.props.rel === 'preconnect'
      ),
  );
}

export default function SearchBarHead({
  children,
}: {
  children?: ReactNode;
}): ReactNode {
  const kept = withoutPreconnect(children);
  return kept.length > 0 ? <Head>{kept}</Head> : null;
}
