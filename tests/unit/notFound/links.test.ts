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
const VERSIONS: DocsVersionData[] = [
  {
    name: '6.x',
    label: '6.x',
    path: '/docs',
    mainDocId: 'getting-started/index',
    docs: [
      'getting-started/index',
      'concepts/api-keys',
      'concepts/receipts/overview',
    ].map((id) => doc('/docs/', id)),
  },
  {
    name: '5.x',
    label: '5.x',
    path: '/docs/5.x',
    mainDocId: 'getting-started/index',
    docs: [
      'getting-started/index',
      'concepts/tasks',
      'concepts/receipts/overview',
    ].map((id) => doc('/docs/5.x/', id)),
  },
  {
    name: '4.x',
    label: '4.x',
    path: '/docs/4.x',
    mainDocId: 'getting-started/index',
    docs: ['getting-started/index'].map((id) => doc('/docs/4.x/', id)),
  },
];

const [, V5, V4] = VERSIONS;

describe('sameDocInOtherVersions', () => {
  it('offers the versions that have the page, in order', () => {
    expect(
      sameDocInOtherVersions(
        '/docs/4.x/concepts/receipts/overview',
        V4,
        VERSIONS,
      ),
    ).toEqual([
      {label: '6.x', path: '/docs/concepts/receipts/overview'},
      {label: '5.x', path: '/docs/5.x/concepts/receipts/overview'},
    ]);
    expect(
      sameDocInOtherVersions('/docs/5.x/concepts/api-keys/', V5, VERSIONS),
    ).toEqual([{label: '6.x', path: '/docs/concepts/api-keys'}]);
  });

  it('offers nothing when no version has it, or outside the docs', () => {
    expect(sameDocInOtherVersions('/docs/5.x/nope', V5, VERSIONS)).toEqual([]);
    expect(sameDocInOtherVersions('/nope', undefined, VERSIONS)).toEqual([]);
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
    ['/docs/5.x/concepts/api-keys', 'api keys'],
    ['/no-such-page', 'no such page'],
    ['/docs/4.x/configuration/index.html', 'configuration'],
    ['/docs/5.x/', ''],
    ['/blog/2025/some_post.html', 'some post'],
    ['/docs/%C3%A9t%C3%A9', 'été'],
    ['/docs/bad-%E0', 'bad %E0'],
  ])('reads %s as "%s"', (path, words) => {
    expect(searchWordsFromPath(path, ['6.x', '5.x', '4.x'])).toBe(words);
  });
});
