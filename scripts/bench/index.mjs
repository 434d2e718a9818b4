/**
 * `npm run bench`: measures, never asserts. Prints one table and writes bench/results.json.
 *   --runs N             build runs for cold and warm times (default 3)
 *   --lighthouse-runs N  Lighthouse runs per page and preset, median reported (default 3)
 *   --skip-build         measure the existing build/ instead of building
 *   --compare FILE       print the change against an earlier results.json
 *   --pages LIST         only these paths, comma-separated (default: every page in BENCH_PAGES)
 *   --presets LIST       Lighthouse presets, comma-separated (default: mobile,desktop)
 *   --against DIR        also run Lighthouse on another site's build (say, the published site's),
 *                        served the same way, its runs alternating with ours; prints its figures
 *                        beside ours, the TBT ratio and the ratio of total main-thread work
 *                        (Lighthouse's mainthread-work-breakdown). Several builds:
 *                        LABEL=DIR,LABEL=DIR (say, base=../base/build,published=/tmp/published-build),
 *                        all alternating; a plain DIR is labelled "against"
 *   --lhr-dir DIR        also write each Lighthouse run's report (JSON, with its audits) in DIR
 *   --search-only        only the search figures (shards, first-search bytes, latency) of the
 *                        existing build/; writes bench/search-results.json
 */
import {mkdirSync, readFileSync, writeFileSync, existsSync} from 'node:fs';
import {parseArgs} from 'node:util';
import {CHROMIUM_PATH} from '../chromium.mjs';
import {buildFacts, measureBuilds} from './build.mjs';
import {BENCH_PAGES, measureLighthouse, measurePageWeights, withServer} from './pages.mjs';
import {SEARCH_STATS, measureSearch} from './search.mjs';
import {printReport} from './report.mjs';

const {values: flags} = parseArgs({
  options: {
    runs: {type: 'string', default: '3'},
    'lighthouse-runs': {type: 'string', default: '3'},
    'skip-build': {type: 'boolean', default: false},
    compare: {type: 'string'},
    pages: {type: 'string'},
    presets: {type: 'string', default: 'mobile,desktop'},
    against: {type: 'string'},
    'search-only': {type: 'boolean', default: false},
    'lhr-dir': {type: 'string'},
  },
});

if (flags['search-only']) {
  const results = {date: new Date().toISOString(), node: process.version, search: measureSearch()};
  mkdirSync('bench', {recursive: true});
  writeFileSync('bench/search-results.json', `${JSON.stringify(results, null, 2)}\n`);
  const previous = flags.compare ? JSON.parse(readFileSync(flags.compare, 'utf8')) : undefined;
  printReport(results, previous);
  console.log('\nWrote bench/search-results.json');
  process.exit(0);
}

if (!existsSync(CHROMIUM_PATH)) {
  console.error(`Chromium is missing at ${CHROMIUM_PATH}: apt-get update && apt-get install -y chromium`);
  process.exit(1);
}

// The search figures read the index's build statistics, which only a build in this checkout writes:
// say so before measuring anything, rather than after minutes of Lighthouse runs.
if (flags['skip-build'] && !existsSync(SEARCH_STATS)) {
  console.error(`${SEARCH_STATS} is missing: build/ was not built in this checkout. Run npm run build, or drop --skip-build.`);
  process.exit(1);
}

const pages = flags.pages ? flags.pages.split(',') : BENCH_PAGES;
const results = {date: new Date().toISOString(), node: process.version};
if (!flags['skip-build']) {
  console.log(`Building ${flags.runs}× cold and warm, once without Faster and once without the API reference…`);
  results.build = measureBuilds(Number(flags.runs));
}
results.output = buildFacts();
console.log('Measuring page weight and Lighthouse…');
await withServer(async (baseUrl) => {
  results.pages = await measurePageWeights(baseUrl, pages);
  const measure = (sites) => measureLighthouse(sites, Number(flags['lighthouse-runs']), pages, flags.presets.split(','), flags['lhr-dir']);
  const others = flags.against ? againstBuilds(flags.against) : [];
  // Each other build gets a server of its own, nested, so all are up while the runs alternate.
  const serve = (index, sites) =>
    index === others.length
      ? measure(sites)
      : withServer((url) => serve(index + 1, {...sites, [others[index].label]: url}), others[index].dir);
  results.lighthouse = await serve(0, {ours: baseUrl});
});
results.search = measureSearch();

/** `DIR` or `LABEL=DIR,LABEL=DIR`: the builds `--against` names, each with its label. */
function againstBuilds(value) {
  if (!value.includes('=')) return [{label: 'against', dir: value}];
  return value.split(',').map((entry) => {
    const [label, dir] = entry.split('=');
    if (!label || !dir || label === 'ours') throw new Error(`--against: expected LABEL=DIR, got ${entry}`);
    return {label, dir};
  });
}

mkdirSync('bench', {recursive: true});
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
const previous = flags.compare ? JSON.parse(readFileSync(flags.compare, 'utf8')) : undefined;
printReport(results, previous);
console.log('\nWrote bench/results.json');
