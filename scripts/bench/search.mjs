/** Search figures: index size, the time the build took to make it, query latency over the relevance set. */
import {readFileSync, readdirSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
// The search modules are TypeScript shared with the site; jiti loads them as they are.
const load = require('jiti')(import.meta.url);
const {loadSearchIndex} = load('../../src/search/engine/searchIndex.ts');
const {queryIndex} = load('../../src/search/engine/query.ts');
const {RELEVANCE_CASES} = load('../../tests/fixtures/searchQueries.ts');

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

export function measureSearch({repeats = 20} = {}) {
  const file = readdirSync('build').find((name) => /^search-index\.[0-9a-f]+\.json$/.test(name));
  const serialised = readFileSync(`build/${file}`, 'utf8');
  const loadStarted = performance.now();
  const index = loadSearchIndex(serialised);
  const loadMs = performance.now() - loadStarted;
  const latencies = [];
  let hits = 0;
  for (const {query, expected} of RELEVANCE_CASES) {
    for (let i = 0; i < repeats; i += 1) {
      const started = performance.now();
      const result = queryIndex(index, query, {limit: 20, preferredVersion: '6.x'});
      latencies.push(performance.now() - started);
      if (i === 0 && result.hits.slice(0, 3).some((hit) => expected.includes(hit.url_without_anchor))) hits += 1;
    }
  }
  latencies.sort((a, b) => a - b);
  const stats = JSON.parse(readFileSync('.docusaurus/search-index-stats.json', 'utf8'));
  return {
    records: stats.records,
    rawBytes: Buffer.byteLength(serialised),
    gzipBytes: gzipSync(serialised, {level: 9}).length,
    indexBuildMs: stats.buildMs,
    loadMs,
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
    relevanceTop3: hits / RELEVANCE_CASES.length,
  };
}
