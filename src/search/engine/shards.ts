/**
 * The local index comes in shards: one per docs version and one for everything that belongs to no
 * version (the blog, the site's pages, the API reference), each a content-hashed file
 * `search-index.<shard>.<hash>.json`. A reader of one version downloads that version's shard and the
 * unversioned one, so a first search costs the same however many versions the site keeps. Shared
 * by the build (which writes the files), the browser (which picks the files a search needs), the
 * service worker's precache list and the hosting headers.
 */
import type {IndexedRecord} from './records';

/** The shard of the blog, the pages and the API reference. */
export const UNVERSIONED_SHARD = 'unversioned';

/** A shard's file in the output folder: `search-index.6.x.0123456789.json`, `search-index.unversioned.….json`. */
export const SEARCH_INDEX_FILE =
  /^search-index\.([A-Za-z0-9._-]+)\.([0-9a-f]{10})\.json$/;

/** Where the browser finds each shard (site-relative addresses), as the build publishes them. */
export interface SearchShards {
  unversioned: string;
  /** Docs version ('6.x'…) → its shard's address. */
  byVersion: Readonly<Record<string, string>>;
  /** The latest docs version: what a reader outside the docs searches first. */
  currentVersion: string | null;
}

/** The shard's name as it appears in its file name (a version name is kept to safe characters). */
export function shardFileName(shard: string, hash: string): string {
  return `search-index.${shard.replace(/[^A-Za-z0-9._-]/g, '-')}.${hash}.json`;
}

/** The shard a build file holds, or null when the file is not a search index shard. */
export function shardOfFile(fileName: string): string | null {
  return SEARCH_INDEX_FILE.exec(fileName)?.[1] ?? null;
}

/** Records grouped by shard (their docs version, or the unversioned one), in the order their shards first appear. */
export function splitIntoShards<T extends Pick<IndexedRecord, 'version'>>(
  records: readonly T[],
): Map<string, T[]> {
  const shards = new Map<string, T[]>();
  for (const record of records) {
    const key = record.version ?? UNVERSIONED_SHARD;
    const list = shards.get(key);
    if (list) list.push(record);
    else shards.set(key, [record]);
  }
  return shards;
}

/**
 * The docs versions a reader's first search covers: the version of the page being read, or the
 * latest outside the docs. The other versions' shards wait until the reader asks for all versions.
 */
export function readerVersions(
  shards: Pick<SearchShards, 'currentVersion'>,
  pageVersion: string | undefined,
): string[] {
  const version = pageVersion ?? shards.currentVersion;
  return version ? [version] : [];
}
