/**
 * Issue 15 item 3: hits of the docs version being read come first; then what has no version (blog,
 * pages, API reference); then the other versions, each in score order.
 */
import {describe, expect, it} from 'vitest';
import {rankByVersion} from '../../../../src/search/engine/query';
import {searchPageLink} from '../../../../src/search/searchPageQuery';
import {
  contextualSearchFor,
  resolveSearchMode,
} from '../../../../src/search/searchMode';

const hits = [
  {id: 'a', version: '6.x'},
  {id: 'b', version: '5.x'},
  {id: 'c', version: null},
  {id: 'd', version: '4.x'},
  {id: 'e', version: '5.x'},
  {id: 'f', version: '6.x'},
];

describe('rankByVersion', () => {
  it.each([
    {preferred: '5.x', order: 'becadf'},
    {preferred: '4.x', order: 'dcabef'},
    {preferred: '6.x', order: 'afcbde'},
    {preferred: undefined, order: 'abcdef'},
    {preferred: '9.x', order: 'cabdef'},
  ])('with $preferred first: $order', ({preferred, order}) => {
    expect(
      rankByVersion(hits, preferred)
        .map((hit) => hit.id)
        .join(''),
    ).toBe(order);
  });

  it('does not change its input', () => {
    const copy = [...hits];
    rankByVersion(hits, '4.x');
    expect(hits).toEqual(copy);
  });
});

describe('searchPageLink', () => {
  it.each([
    {version: '5.x', link: '/search?q=environment+variables&version=5.x'},
    {version: undefined, link: '/search?q=environment+variables'},
  ])('keeps the version $version', ({version, link}) => {
    expect(searchPageLink('/search', 'environment variables', version)).toBe(
      link,
    );
  });
});

describe('contextualSearchFor', () => {
  it('is on for the hosted index only (the local index ranks by version itself)', () => {
    expect(contextualSearchFor(resolveSearchMode({}))).toBe(false);
    expect(
      contextualSearchFor(
        resolveSearchMode({
          DOCSEARCH_APP_ID: 'a',
          DOCSEARCH_API_KEY: 'k',
          DOCSEARCH_INDEX_NAME: 'i',
        }),
      ),
    ).toBe(true);
  });
});
