/**
 * Serialises the index in shards (src/search/engine/shards.ts): one MiniSearch index per docs
 * version and one for the unversioned records, all with the same options (buildSearchIndex), each
 * named after its content's hash. Build-time only.
 */
import {createHash} from 'node:crypto';
import {gzipSync} from 'node:zlib';
import type {IndexedRecord} from '../engine/records';
import {buildSearchIndex} from '../engine/searchIndex';
import {
  UNVERSIONED_SHARD,
  readerVersions,
  shardFileName,
  splitIntoShards,
} from '../engine/shards';
import type {SearchShards} from '../engine/shards';

export interface ShardFile {
  shard: string;
  /** The file's name in the output folder. */
  file: string;
  serialised: string;
  records: number;
}

function shardFile(
  shard: string,
  records: readonly IndexedRecord[],
): ShardFile {
  const serialised = buildSearchIndex(records);
  const hash = createHash('sha256')
    .update(serialised)
    .digest('hex')
    .slice(0, 10);
  return {
    shard,
    file: shardFileName(shard, hash),
    serialised,
    records: records.length,
  };
}

/**
 * The shard files of `records` and their addresses under `baseUrl`. `versions` are the site's docs
 * versions, latest first. There is always an unversioned shard (empty if need be), so every search
 * has one to read; a version without records has no shard.
 */
export function buildShards(
  records: readonly IndexedRecord[],
  versions: readonly string[],
  baseUrl: string,
): {files: ShardFile[]; shards: SearchShards} {
  const groups = splitIntoShards(records);
  const files = [
    shardFile(UNVERSIONED_SHARD, groups.get(UNVERSIONED_SHARD) ?? []),
    ...versions.flatMap((version) => {
      const members = groups.get(version);
      return members ? [shardFile(version, members)] : [];
    }),
  ];
  const stray = [...groups.keys()].filter(
    (shard) => shard !== UNVERSIONED_SHARD && !versions.includes(shard),
  );
  if (stray.length > 0)
    throw new Error(
      `Search index: records of unknown docs versions ${stray.join(', ')}`,
    );
  const url = (file: ShardFile) => `${baseUrl}${file.file}`;
  const [unversioned, ...versioned] = files;
  return {
    files,
    shards: {
      unversioned: unversioned ? url(unversioned) : '',
      byVersion: Object.fromEntries(
        versioned.map((file) => [file.shard, url(file)]),
      ),
      currentVersion: versions[0] ?? null,
    },
  };
}

/** Bytes a browser downloads for a file served gzip-compressed (level 9, as the benchmark counts). */
export function gzipBytes(text: string): number {
  return gzipSync(text, {level: 9}).length;
}

/**
 * The shard files a reader's first search downloads on a page of `pageVersion` (undefined: outside
 * the docs), and their gzip bytes in total.
 */
export function firstSearch(
  files: readonly ShardFile[],
  shards: SearchShards,
  pageVersion: string | undefined,
): {files: string[]; gzipBytes: number} {
  const versions = readerVersions(shards, pageVersion);
  const chosen = files.filter(
    (file) => file.shard === UNVERSIONED_SHARD || versions.includes(file.shard),
  );
  return {
    files: chosen.map((file) => file.file),
    gzipBytes: chosen.reduce(
      (sum, file) => sum + gzipBytes(file.serialised),
      0,
    ),
  };
}
