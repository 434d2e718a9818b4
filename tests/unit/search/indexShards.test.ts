/**
 * Issue 31: the index comes in shards, one per docs version and one for the rest, so what a
 * reader's first search downloads does not grow with the number of versions the site keeps.
 * The fixture is the current docs copied N times (the current version, copy-2.x … copy-N.x) and the
 * blog.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {PageSource} from '../../../src/search/engine/records';
import {
  buildShards,
  firstSearch,
  gzipBytes,
} from '../../../src/search/plugin/buildShards';
import {shardOfFile} from '../../../src/search/engine/shards';
import {CURRENT_DOCS, CURRENT_VERSION} from '../../support/docsVersions';
import {recordsOf} from './buildIndex';

const SITE = path.resolve(__dirname, '../../..');
const DOCS = CURRENT_DOCS;

const docs = (readdirSync(DOCS, {recursive: true}) as string[])
  .filter((file) => /\.mdx?$/.test(file))
  .sort()
  .map((file) => ({
    slug: file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, ''),
    markdown: readFileSync(path.join(DOCS, file), 'utf8'),
  }));
const blog: PageSource[] = readdirSync(path.join(SITE, 'blog'))
  .filter((file) => file.endsWith('.md'))
  .map((file) => ({
    permalink: `/blog/${file.replace(/\.md$/, '')}`,
    title: file,
    lvl0: 'Blog',
    version: null,
    markdown: readFileSync(path.join(SITE, 'blog', file), 'utf8'),
  }));

function versionsOf(copies: number): string[] {
  return [
    CURRENT_VERSION,
    ...Array.from({length: copies - 1}, (_, i) => `copy-${i + 2}.x`),
  ];
}

function site(copies: number) {
  const versions = versionsOf(copies);
  const records = recordsOf([
    ...versions.flatMap((version, position) =>
      docs.map(({slug, markdown}) => ({
        permalink: `/docs/${position === 0 ? '' : `${version}/`}${slug}`,
        title: slug,
        lvl0: `Docs ${version}`,
        version,
        markdown,
      })),
    ),
    ...blog,
  ]);
  return {versions, ...buildShards(records, versions, '/')};
}

describe('index shards', () => {
  const three = site(3);
  const ten = site(10);

  it('has one shard per docs version and one unversioned shard', () => {
    expect(ten.files.map((file) => file.shard)).toEqual([
      'unversioned',
      ...ten.versions,
    ]);
    for (const file of ten.files)
      expect(shardOfFile(file.file), file.file).toBe(file.shard);
    expect(Object.keys(ten.shards.byVersion)).toEqual(ten.versions);
    expect(ten.shards.currentVersion).toBe(CURRENT_VERSION);
  });

  it.for([
    {page: CURRENT_VERSION, version: CURRENT_VERSION},
    {page: 'copy-2.x', version: 'copy-2.x'},
    {page: 'outside the docs', version: undefined},
  ])(
    'a first search on $page downloads the same bytes with 3 and with 10 versions',
    ({version}) => {
      const withThree = firstSearch(three.files, three.shards, version);
      const withTen = firstSearch(ten.files, ten.shards, version);
      console.log(
        `first search, ${version ?? 'outside the docs'}: ${(withThree.gzipBytes / 1024).toFixed(1)} KB gzip with 3 versions, ${(withTen.gzipBytes / 1024).toFixed(1)} KB with 10`,
      );
      expect(withThree.files).toHaveLength(2);
      expect(withTen.files).toEqual(withThree.files);
      expect(withTen.gzipBytes).toBe(withThree.gzipBytes);
    },
  );

  it('while the whole index grows with the versions', () => {
    const total = (files: {serialised: string}[]) =>
      files.reduce((sum, file) => sum + gzipBytes(file.serialised), 0);
    const first = firstSearch(ten.files, ten.shards, CURRENT_VERSION).gzipBytes;
    expect(total(ten.files)).toBeGreaterThan(3 * total(three.files) - first);
    expect(total(ten.files)).toBeGreaterThan(4 * first);
  });
});
