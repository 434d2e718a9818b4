import {describe, expect, it} from 'vitest';
import {
  docsEntry,
  sameDocInOtherVersions,
  searchWordsFromPath,
} from '../../../src/notFound/links';
import type {DocsVersionData} from '../../../src/notFound/links';

const doc = (base: string, id: string) => ({
  id,
  path: `${base}${id.replace(/(^|\/)index$/, '$1')}`,
});
// The cases the reader meets (a page of 4.x or 5.x that other versions have, a page none has, an
// address outside the docs) are tests/browser/not-found.test.ts's; these are the edges.
const VERSIONS: DocsVersionData[] = [
  {
    name: '6.x',
    label: '6.x',
    path: '/docs',
    mainDocId: 'getting-started/index',
    docs: ['getting-started/index', 'concepts/api-keys'].map((id) =>
      doc('/docs/', id),
    ),
  },
  {
    name: '5.x',
    label: '5.x',
    path: '/docs/5.x',
    mainDocId: 'getting-started/index',
    docs: ['getting-started/index'].map((id) => doc('/docs/5.x/', id)),
  },
];

const [, V5] = VERSIONS;

describe('sameDocInOtherVersions', () => {
  it('reads an address with a trailing slash, and offers nothing for a version root', () => {
    expect(
      sameDocInOtherVersions('/docs/5.x/concepts/api-keys/', V5, VERSIONS),
    ).toEqual([{label: '6.x', path: '/docs/concepts/api-keys'}]);
    expect(sameDocInOtherVersions('/docs/5.x', V5, VERSIONS)).toEqual([]);
  });
});

describe('docsEntry', () => {
  it('is the entry of the version of the path, else of the latest', () => {
    expect(docsEntry(V5, VERSIONS)).toBe('/docs/5.x/getting-started/');
    expect(docsEntry(undefined, VERSIONS)).toBe('/docs/getting-started/');
  });
});

describe('searchWordsFromPath', () => {
  it.each([
    ['/docs/4.x/configuration/index.html', 'configuration'],
    ['/docs/5.x/', ''],
    ['/blog/2025/some_post.html', 'some post'],
    ['/docs/%C3%A9t%C3%A9', 'été'],
    ['/docs/bad-%E0', 'bad %E0'],
  ])('reads %s as "%s"', (path, words) => {
    expect(searchWordsFromPath(path, ['6.x', '5.x', '4.x'])).toBe(words);
  });
});
