/** Records and loaded indexes built from Markdown pages, as the build builds them: shared by the search tests. */
import type MiniSearch from 'minisearch';
import {
  buildSearchIndex,
  loadSearchIndex,
} from '../../../src/search/engine/searchIndex';
import {extractRecords} from '../../../src/search/engine/records';
import type {
  IndexedRecord,
  PageSource,
} from '../../../src/search/engine/records';

const slugify = (heading: string): string =>
  heading.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export const recordsOf = (pages: readonly PageSource[]): IndexedRecord[] =>
  pages.flatMap((page) => extractRecords(page, slugify));

export const indexOf = (
  pages: readonly PageSource[],
): MiniSearch<IndexedRecord> =>
  loadSearchIndex(buildSearchIndex(recordsOf(pages)));
