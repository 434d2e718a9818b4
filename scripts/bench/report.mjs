/** Formats bench results as one readable table, with deltas against an earlier run if given. */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const s = (seconds) => `${seconds.toFixed(1)} s`;
const ms = (value) => `${Math.round(value).toLocaleString('en-US')} ms`;

function delta(now, before, format) {
  if (typeof before !== 'number' || typeof now !== 'number') return '';
  const change = now - before;
  return ` (${change >= 0 ? '+' : ''}${format(change)})`;
}

function get(object, path) {
  return path.reduce((value, key) => (value == null ? undefined : value[key]), object);
}

export function printReport(results, previous) {
  const rows = [];
  const add = (label, path, format) => rows.push([label, format(get(results, path)) + delta(get(results, path), get(previous, path), format)]);
  if (results.build) {
    for (const kind of ['cold', 'warm']) {
      const {min, median, max, runs} = results.build[kind];
      rows.push([`build ${kind} (min / median / max of ${runs})`, `${s(min)} / ${s(median)} / ${s(max)}${delta(median, get(previous, ['build', kind, 'median']), s)}`]);
    }
    add('build cold without Faster', ['build', 'coldWithoutFaster'], s);
    rows.push(['Faster speed-up (cold)', `${(results.build.coldWithoutFaster / results.build.cold.median).toFixed(2)}×`]);
    add('build cold without the API reference', ['build', 'coldWithoutApiReference'], s);
  }
  if (results.output) {
    add('pages built', ['output', 'pages'], String);
    add('build folder size', ['output', 'bytes'], kb);
  }
  for (const [path, totals] of Object.entries(results.pages ?? {})) {
    const total = ['html', 'js', 'css', 'other'].reduce((sum, key) => sum + totals[key].gzip, 0);
    rows.push([
      `weight ${path}`,
      `HTML ${kb(totals.html.raw)}/${kb(totals.html.gzip)} · JS ${kb(totals.js.raw)}/${kb(totals.js.gzip)} · CSS ${kb(totals.css.raw)}/${kb(totals.css.gzip)} · total gzip ${kb(total)}` +
        delta(total, previous ? ['html', 'js', 'css', 'other'].reduce((sum, key) => sum + (get(previous, ['pages', path, key, 'gzip']) ?? 0), 0) : undefined, kb),
    ]);
  }
  for (const [key, scores] of Object.entries(results.lighthouse ?? {})) {
    rows.push([
      `lighthouse ${key}`,
      `perf ${scores.performance} · a11y ${scores.accessibility} · bp ${scores.bestPractices} · seo ${scores.seo} · LCP ${(scores.lcp / 1000).toFixed(2)} s · TBT ${Math.round(scores.tbt)} ms · DOM ${scores.dom ?? '?'} · CLS ${scores.cls.toFixed(3)}` +
        delta(scores.performance, get(previous, ['lighthouse', key, 'performance']), (n) => `${n} perf`),
    ]);
    if (typeof scores.mainThread !== 'number') continue; // a results.json from before these figures
    const groups = Object.entries(scores.mainThreadGroups).filter(([, ms]) => ms >= 0.5);
    rows.push([
      `main thread ${key}`,
      `total ${ms(scores.mainThread)}${typeof scores.mainThreadCpu === 'number' ? ` (thread CPU ${ms(scores.mainThreadCpu)})` : ''} · JS boot-up ${ms(scores.bootup)} · ${groups.map(([group, value]) => `${group} ${ms(value)}`).join(' · ')}` +
        delta(scores.mainThread, get(previous, ['lighthouse', key, 'mainThread']), ms),
    ]);
  }
  const lighthouse = Object.entries(results.lighthouse ?? {});
  for (const [key, scores] of lighthouse) {
    if (key.endsWith(']')) continue;
    for (const [otherKey, other] of lighthouse) {
      const label = otherKey.startsWith(`${key} [`) && otherKey.endsWith(']') ? otherKey.slice(key.length + 2, -1) : undefined;
      if (!label || other.tbt === 0) continue;
      rows.push([`TBT ${key}: ours / ${label}`, `${(scores.tbt / other.tbt).toFixed(2)}× (${Math.round(scores.tbt)} / ${Math.round(other.tbt)} ms)`]);
      if (typeof scores.mainThread === 'number' && typeof other.mainThread === 'number')
        rows.push([
          `main-thread work ${key}: ours / ${label}`,
          `${(scores.mainThread / other.mainThread).toFixed(2)}× (${ms(scores.mainThread)} / ${ms(other.mainThread)})` +
            (typeof scores.mainThreadCpu === 'number' && typeof other.mainThreadCpu === 'number'
              ? ` · thread CPU ${(scores.mainThreadCpu / other.mainThreadCpu).toFixed(2)}× (${ms(scores.mainThreadCpu)} / ${ms(other.mainThreadCpu)})`
              : ''),
        ]);
    }
  }
  const search = results.search;
  rows.push(['search index (all shards)', `${search.records} records · ${kb(search.rawBytes)} raw · ${kb(search.gzipBytes)} gzip${delta(search.gzipBytes, get(previous, ['search', 'gzipBytes']), kb)}`]);
  for (const shard of search.shards ?? []) {
    const before = (get(previous, ['search', 'shards']) ?? []).find((entry) => entry.shard === shard.shard);
    rows.push([`search shard ${shard.shard}`, `${shard.records} records · ${kb(shard.rawBytes)} raw · ${kb(shard.gzipBytes)} gzip${delta(shard.gzipBytes, before?.gzipBytes, kb)}`]);
  }
  for (const [page, first] of Object.entries(search.firstSearch ?? {})) {
    rows.push([`search first-search bytes, ${page}`, `${kb(first.gzipBytes)} gzip (${first.files.join(' + ')})${delta(first.gzipBytes, get(previous, ['search', 'firstSearch', page, 'gzipBytes']), kb)}`]);
  }
  rows.push(['search index build / load', `${search.indexBuildMs.toFixed(0)} ms / ${search.loadMs.toFixed(0)} ms`]);
  rows.push(['search latency p50 / p95 (reader)', `${search.p50Ms.toFixed(2)} ms / ${search.p95Ms.toFixed(2)} ms${delta(search.p95Ms, get(previous, ['search', 'p95Ms']), (n) => `${n.toFixed(2)} ms`)}`]);
  if (typeof search.allVersionsP95Ms === 'number')
    rows.push(['search latency p50 / p95 (all shards)', `${search.allVersionsP50Ms.toFixed(2)} ms / ${search.allVersionsP95Ms.toFixed(2)} ms`]);
  if (typeof search.cpuP95Ms === 'number')
    rows.push(['search CPU time p95 (reader / all shards)', `${search.cpuP95Ms.toFixed(2)} ms / ${search.allVersionsCpuP95Ms.toFixed(2)} ms`]);
  rows.push(['search relevance (top 3)', `${(search.relevanceTop3 * 100).toFixed(1)} %${typeof search.allVersionsRelevanceTop3 === 'number' ? ` (all shards: ${(search.allVersionsRelevanceTop3 * 100).toFixed(1)} %)` : ''}`]);
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(`\n${'measure'.padEnd(width)}  value`);
  console.log(`${'-'.repeat(width)}  ${'-'.repeat(60)}`);
  for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
}
