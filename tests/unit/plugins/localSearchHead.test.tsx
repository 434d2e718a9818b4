import {describe, expect, it, vi} from 'vitest';
import {answerSearchBarHead} from '../../../src/plugins/local-search-head';
import {withoutPreconnect} from '../../../src/plugins/local-search-head/SearchBarHead';

// Docusaurus ships Head as JSX for its bundler; these tests only need the filter.
vi.mock('@docusaurus/Head', () => ({default: () => null}));

describe('the theme SearchBar’s head in local-search mode', () => {
  it('answers only the theme SearchBar’s import of @docusaurus/Head', () => {
    const fromSearchBar = {
      request: '@docusaurus/Head',
      contextInfo: {
        issuer:
          '/site/node_modules/@docusaurus/theme-search-algolia/lib/theme/SearchBar/index.js',
      },
    };
    const fromSearchPage = {
      request: '@docusaurus/Head',
      contextInfo: {
        issuer:
          '/site/node_modules/@docusaurus/theme-search-algolia/lib/theme/SearchPage/index.js',
      },
    };
    answerSearchBarHead(fromSearchBar, '/ours.tsx');
    answerSearchBarHead(fromSearchPage, '/ours.tsx');
    expect(fromSearchBar.request).toBe('/ours.tsx');
    expect(fromSearchPage.request).toBe('@docusaurus/Head');
  });

  it('keeps every head tag but the preconnect hint', () => {
    const kept = withoutPreconnect([
      <link
        key="a"
        rel="preconnect"
        href="https://local-dsn.algolia.net"
        crossOrigin="anonymous"
      />,
      <link key="b" rel="search" href="/opensearch.xml" />,
      <meta key="c" name="x" content="y" />,
    ]);
    expect(
      kept.map(
        (element) =>
          (element as {props: {rel?: string; name?: string}}).props.rel ??
          (element as {props: {name?: string}}).props.name,
      ),
    ).toEqual(['search', 'x']);
  });
});
