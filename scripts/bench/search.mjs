/**
 * Search figures: each index shard's size, the bytes a reader's first search downloads on a page of
 * each docs version (and outside the docs), the time the build took to make the index, and query
 * latency over the relevance set (wall clock, and the process's CPU time, which a busy machine does
 * not inflate), for a reader of the latest version (its shard and the unversioned one) and over
 * every shard.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
// The search modules are TypeScript shared with the site; jiti loads them as they are.
const load = require('jiti')(import.meta.url);
const {loadSearchIndex} = load('../../src/search/engine/searchIndex.ts');
const {queryIndexes} = load('../../src/search/engine/query.ts');
const {firstSearch, gzipBytes} = load('../../src/search/plugin/buildShards.ts');
const {RELEVANCE_CASES} = load('../../tests/fixtures/searchQueries.ts');

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

function latencies(indexes, preferredVersion, repeats) {
  const times = [];
  const cpuTimes = [];
  let hits = 0;
  for (const {query, expected} of RELEVANCE_CASES) {
    for (let i = 0; i < repeats; i += 1) {
      const cpuStarted = process.cpuUsage();
      const started = performance.now();
      const result = queryIndexes(indexes, query, {limit: 20, preferredVersion});
      times.push(performance.now() - started);
      const cpu = process.cpuUsage(cpuStarted);
      cpuTimes.push((cpu.user + cpu.system) / 1000);
      if (i === 0 && result.hits.slice(0, 3).some((hit) => expected.includes(hit.url_without_anchor))) hits += 1;
    }
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  return {p50Ms: percentile(times, 0.5), p95Ms: percentile(times, 0.95), cpuP95Ms: percentile(cpuTimes, 0.95), relevanceTop3: hits / RELEVANCE_CASES.length};
}

/** The search index's build statistics, written by the build into .docusaurus/. */
export const SEARCH_STATS = '.docusaurus/search-index-stats.json';

export function measureSearch({repeats = 20} = {}) {
  const stats = JSON.parse(readFileSync(SEARCH_STATS, 'utf8'));
  const {addresses} = stats;
  const files = stats.shards.map(({shard, file, records}) => ({shard, file, records, serialised: readFileSync(`build/${file}`, 'utf8')}));
  const loadStarted = performance.now();
  const indexes = new Map(files.map((file) => [file.shard, loadSearchIndex(file.serialised)]));
  const loadMs = performance.now() - loadStarted;
  const current = addresses.currentVersion;
  const reader = latencies([indexes.get('unversioned'), indexes.get(current)].filter(Boolean), current, repeats);
  const all = latencies([...indexes.values()], current, repeats);
  const pages = [...Object.keys(addresses.byVersion), undefined];
  return {
    records: stats.records,
    rawBytes: files.reduce((sum, file) => sum + Buffer.byteLength(file.serialised), 0),
    gzipBytes: files.reduce((sum, file) => sum + gzipBytes(file.serialised), 0),
    shards: files.map(({shard, file, records, serialised}) => ({shard, file, records, rawBytes: Buffer.byteLength(serialised), gzipBytes: gzipBytes(serialised)})),
    firstSearch: Object.fromEntries(pages.map((version) => [version ?? 'outside the docs', firstSearch(files, addresses, version)])),
    indexBuildMs: stats.buildMs,
    loadMs,
    p50Ms: reader.p50Ms,
    p95Ms: reader.p95Ms,
    // Wall-clock time includes waiting for the CPU on a busy machine; CPU time does not.
    cpuP95Ms: reader.cpuP95Ms,
    allVersionsCpuP95Ms: all.cpuP95Ms,
    allVersionsP50Ms: all.p50Ms,
    allVersionsP95Ms: all.p95Ms,
    relevanceTop3: reader.relevanceTop3,
    allVersionsRelevanceTop3: all.relevanceTop3,
  };
}
