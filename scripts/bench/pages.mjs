/** Page weight (what a first visit downloads, by type, raw and gzip) and Lighthouse scores. */
import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {CHROMIUM_ARGS, CHROMIUM_PATH, launchChromium} from '../chromium.mjs';
import {startStaticServer} from '../static-server.mjs';

/** Lighthouse's main-thread groups (audit mainthread-work-breakdown), in its own order. */
export const MAIN_THREAD_GROUPS = ['scriptEvaluation', 'styleLayout', 'other', 'parseHTML', 'scriptParseCompile', 'paintCompositeRender', 'garbageCollection'];

/**
 * The main thread's CPU time (sum of its tasks' thread time, at Lighthouse's CPU slowdown as
 * mainthread-work-breakdown counts it): the tasks' wall time less the time the OS ran other work,
 * which on a busy machine is most of the wall time Lighthouse reports.
 */
async function mainThreadCpu(trace, settings) {
  const {TraceProcessor} = await import('lighthouse/core/lib/tracehouse/trace-processor.js');
  const {MainThreadTasks} = await import('lighthouse/core/lib/tracehouse/main-thread-tasks.js');
  const {mainThreadEvents, frames, timestamps} = TraceProcessor.processTrace(trace);
  const tasks = MainThreadTasks.getMainThreadTasks(mainThreadEvents, frames, timestamps.traceEnd, timestamps.timeOrigin);
  const multiplier = settings.throttlingMethod === 'simulate' ? settings.throttling.cpuSlowdownMultiplier : 1;
  const durations = tasks.filter((task) => !task.parent).map((task) => task.event.tdur ?? task.event.dur);
  // A task the trace cut off has no duration: then this run has no figure (left out of the median).
  if (!durations.every(Number.isFinite)) return undefined;
  return (durations.reduce((sum, duration) => sum + duration, 0) / 1000) * multiplier;
}

export const BENCH_PAGES = ['/', '/docs/getting-started/', '/docs/configuration/environment-variables', '/api/', '/api/receipt/', '/search', '/blog/2025/07/10/maintenance-mode-ends'];

function kind(response) {
  const type = response.request().resourceType();
  if (type === 'document') return 'html';
  if (type === 'script') return 'js';
  if (type === 'stylesheet') return 'css';
  return 'other';
}

export async function measurePageWeights(baseUrl, pages = BENCH_PAGES) {
  const browser = await launchChromium();
  const results = {};
  for (const path of pages) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const totals = {html: {raw: 0, gzip: 0}, js: {raw: 0, gzip: 0}, css: {raw: 0, gzip: 0}, other: {raw: 0, gzip: 0}, requests: 0};
    const pending = [];
    page.on('response', (response) => {
      if (response.url().startsWith('blob:')) return; // made in the page (Redoc's worker), not downloaded
      pending.push(
        response.body().then(
          (body) => {
            const bucket = totals[kind(response)];
            bucket.raw += body.length;
            bucket.gzip += Number(response.headers()['content-length'] ?? body.length);
            totals.requests += 1;
          },
          () => {},
        ),
      );
    });
    await page.goto(new URL(path, baseUrl).href, {waitUntil: 'load'});
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    results[path] = totals;
    await context.close();
  }
  await browser.close();
  return results;
}

/**
 * Lighthouse on each page and preset, `runs` times, median of each figure. `sites` maps a label to a
 * served build; with two sites (`--against`) their runs alternate, so both see the same machine load.
 * Results are keyed "<preset> <path>", with " [<label>]" after every site but the first.
 */
export async function measureLighthouse(sites, runs, pages = BENCH_PAGES, presets = ['mobile', 'desktop'], lhrDir = undefined) {
  process.env.CHROME_PATH = CHROMIUM_PATH;
  const {default: lighthouse} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const desktopConfig = (await import('lighthouse/core/config/desktop-config.js')).default;
  const labels = Object.keys(sites);
  if (lhrDir) mkdirSync(lhrDir, {recursive: true});
  const results = {};
  for (const preset of presets) {
    for (const path of pages) {
      const samples = Object.fromEntries(labels.map((label) => [label, []]));
      // The other build may not have this page (the published site has no tag pages).
      const served = [];
      for (const label of labels) if ((await fetch(new URL(path, sites[label]))).status === 200) served.push(label);
      for (let i = 0; i < runs; i += 1) {
        for (const label of served) {
          const url = new URL(path, sites[label]).href;
          const chrome = await chromeLauncher.launch({chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS, '--headless=new']});
          try {
            const result = await lighthouse(url, {port: chrome.port, output: 'json', logLevel: 'error'}, preset === 'desktop' ? desktopConfig : undefined);
            const {categories, audits} = result.lhr;
            if (lhrDir) {
              const name = `${preset}${path.replace(/[^a-z0-9]+/gi, '_').replace(/_$/, '')}_${label}-${i + 1}.json`;
              writeFileSync(join(lhrDir, name), result.report);
            }
            const breakdown = audits['mainthread-work-breakdown'];
            samples[label].push({
              performance: categories.performance.score * 100,
              accessibility: categories.accessibility.score * 100,
              bestPractices: categories['best-practices'].score * 100,
              seo: categories.seo.score * 100,
              lcp: audits['largest-contentful-paint'].numericValue,
              tbt: audits['total-blocking-time'].numericValue,
              cls: audits['cumulative-layout-shift'].numericValue,
              // Elements in the page once loaded (Lighthouse's dom-size audit).
              dom: audits['dom-size'].numericValue,
              // Total main-thread work and its groups, and JS boot-up (evaluation + parse/compile
              // of scripts over Lighthouse's threshold), at Lighthouse's CPU slowdown.
              mainThread: breakdown.numericValue,
              mainThreadGroups: Object.fromEntries(
                MAIN_THREAD_GROUPS.map((group) => [group, breakdown.details.items.find((item) => item.group === group)?.duration ?? 0]),
              ),
              bootup: audits['bootup-time'].numericValue,
              mainThreadCpu: await mainThreadCpu(result.artifacts.Trace, result.lhr.configSettings),
            });
          } finally {
            await chrome.kill();
          }
        }
      }
      for (const [index, label] of labels.entries()) {
        if (samples[label].length === 0) continue;
        results[`${preset} ${path}${index === 0 ? '' : ` [${label}]`}`] = medianOfEach(samples[label]);
      }
    }
  }
  return results;
}

/**
 * The median of each figure, separately (so a median's groups need not add up to its total), over
 * the runs that have it: a run without a figure (undefined, NaN) is left out of that figure's
 * median, and a figure no run has is undefined (the report leaves it out).
 */
export function medianOfEach(samples) {
  const keys = Object.keys(samples[0] ?? {});
  return Object.fromEntries(
    keys.map((key) => {
      if (samples[0][key] !== null && typeof samples[0][key] === 'object') return [key, medianOfEach(samples.map((sample) => sample[key]))];
      const sorted = samples
        .map((sample) => sample[key])
        .filter(Number.isFinite)
        .sort((a, b) => a - b);
      return [key, sorted.length === 0 ? undefined : sorted[Math.floor(sorted.length / 2)]];
    }),
  );
}

export async function withServer(fn, root = 'build') {
  const server = await startStaticServer(root);
  try {
    return await fn(server.url);
  } finally {
    await server.close();
  }
}
