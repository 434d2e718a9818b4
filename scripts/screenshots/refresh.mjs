#!/usr/bin/env node
/**
 * Takes the docs' pictures of the web app from the app itself, at a release tag of the monorepo.
 *
 *   npm run refresh:screenshots -- --tag v6.7.0 --git-dir <clone or bare mirror of the monorepo> [--only id,id] [--flows] [--preview dir]
 *
 * `--flows` runs only the write flows (no pictures) and, without `--only`, rewrites their request log.
 *
 * Extracts desktop/ at the tag, installs and builds it once per tag (cached in
 * $TMPDIR/receipt-wrangler-screenshots/<tag>-<commit>), serves the build with the stand-in API
 * (standIn.mjs: every call checked against api-spec/openapi.yaml and answered from the demo fixtures),
 * signs in and drives each screen of screens.mjs in Debian's Chromium, and writes
 * static/img/screenshots/<id>.webp and its manifest tests/fixtures/screenshots/<id>.json. A call the
 * document does not describe, or a demo answer it does not allow, stops the refresh with the call shown.
 * CI never runs this: the tests read the checked-in images and manifests (tests/unit/screenshots/).
 */
import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import * as prettier from 'prettier';
import {launchChromium} from '../chromium.mjs';
import {commandOptions, failWith} from '../shared/cli.mjs';
import {
  STILL_CSS,
  encodeWebp,
  readScreen,
  runStep,
  settle,
} from './capture.mjs';
import {
  CLOCK,
  LOCALE,
  SCREENS,
  SIGN_IN,
  TIMEZONE,
  VIEWPORT,
  WRITE_FLOWS,
} from './screens.mjs';
import {OCR_ARGS, ocrEngine, ocrText} from './ocr.mjs';
import {startStandIn} from './standIn.mjs';
import {stableFlows} from './requestLog.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const DEMO_IMAGES = JSON.parse(
  readFileSync(
    path.join(HERE, '../../tests/fixtures/demo-api/images.json'),
    'utf8',
  ),
).images;
const ROOT = path.resolve(HERE, '../..');
const REPOSITORY = 'Receipt-Wrangler/receipt-wrangler';
const IMAGES = path.join(ROOT, 'static/img/screenshots');
const MANIFESTS = path.join(ROOT, 'tests/fixtures/screenshots');
/** The calls of the write flows (screens.mjs WRITE_FLOWS), replayed by the unit tests. */
const WRITE_LOG = path.join(MANIFESTS, 'requests/write-flows.json');
/** The before-stop hook flags files over 400 KB; an image of a docs page should stay far below. */
const MAX_IMAGE_BYTES = 80 * 1024;

const fail = failWith('refresh:screenshots');

const run = (command, args, options = {}) =>
  execFileSync(command, args, {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    ...options,
  });

const args = commandOptions(
  process.argv.slice(2),
  {
    usage:
      'usage: npm run refresh:screenshots -- --tag v6.7.0 --git-dir <monorepo clone or mirror> [--only id,id] [--flows] [--preview dir]',
    options: {
      tag: {required: true},
      'git-dir': {required: true, env: 'RW_GIT_DIR'},
      only: {},
      flows: {type: 'boolean'},
      preview: {},
    },
  },
  fail,
);
const tag = args.tag;
const gitDir = args['git-dir'];
const only = args.only?.split(',');
/** Only the write flows: no picture is taken, and no manifest or image is touched. */
const flowsOnly = args.flows;
const OCR_ENGINE = ocrEngine();
if (!OCR_ENGINE)
  fail(
    'tesseract is not installed (apt-get install tesseract-ocr): the manifests keep what it reads',
  );
/** A folder for the PNG of each capture, to look at while writing a screen. */
const preview = args.preview;
const started = Date.now();

const commit = run('git', [
  '--git-dir',
  gitDir,
  'rev-parse',
  `${tag}^{commit}`,
]).trim();
const cache = path.join(
  tmpdir(),
  'receipt-wrangler-screenshots',
  `${tag}-${commit.slice(0, 12)}`,
);
const app = path.join(cache, 'desktop');
const built = path.join(app, 'dist/receipt-wrangler/browser');
if (!existsSync(path.join(built, 'index.html'))) {
  rmSync(app, {recursive: true, force: true});
  mkdirSync(cache, {recursive: true});
  // Only desktop/'s tree: a mirror may lack blobs elsewhere (mobile/ release builds).
  const archive = execFileSync(
    'git',
    [
      '--git-dir',
      gitDir,
      'archive',
      '--format=tar',
      '--prefix=desktop/',
      `${commit}:desktop`,
    ],
    {maxBuffer: 512 * 1024 * 1024},
  );
  execFileSync('tar', ['-x', '-C', cache], {input: archive});
  console.log(`refresh:screenshots: installing desktop/ at ${tag} in ${app}`);
  // `npm install`, not `npm ci`: the tag's lock file is out of step with its package.json.
  run('npm', ['install', '--no-audit', '--no-fund'], {
    cwd: app,
    stdio: 'inherit',
  });
  console.log('refresh:screenshots: building the web app');
  run('npx', ['ng', 'build'], {cwd: app, stdio: 'inherit'});
}

const standIn = await startStandIn({
  root: built,
  specPath: path.join(ROOT, 'api-spec/openapi.yaml'),
  now: () => new Date(CLOCK),
});
const browser = await launchChromium();
const problems = [];
/** The write flows run: {id, actions, requests}. */
const flows = [];
try {
  // A fresh context: the app keeps its state in localStorage.
  const context = await browser.newContext({
    viewport: {width: VIEWPORT.width, height: VIEWPORT.height},
    deviceScaleFactor: VIEWPORT.deviceScaleFactor,
    locale: LOCALE,
    timezoneId: TIMEZONE,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(CLOCK));
  const consoleErrors = [];
  page.on('pageerror', (error) => consoleErrors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.addStyleTag({content: STILL_CSS}).catch(() => {});
  await context.addInitScript((css) => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = css;
      document.head.append(style);
    });
  }, STILL_CSS);

  for (const step of SIGN_IN.steps) await runStep(page, standIn.origin, step);
  await page
    .waitForURL((url) => url.pathname.startsWith(SIGN_IN.landsOn), {
      timeout: 15_000,
    })
    .catch(() => {});
  const landed = new URL(page.url()).pathname;
  if (!landed.startsWith(SIGN_IN.landsOn))
    fail(
      `signing in landed on ${landed}, not ${SIGN_IN.landsOn}${standIn.state.failure ? `:\n${standIn.state.failure}` : ''}`,
    );
  await settle(page, standIn);

  mkdirSync(IMAGES, {recursive: true});
  mkdirSync(MANIFESTS, {recursive: true});
  const encoder = await context.newPage();
  let firstScreen = true;
  for (const screen of SCREENS) {
    if (flowsOnly || (only && !only.includes(screen.id))) continue;
    const viewport = {...VIEWPORT, ...(screen.viewport ?? {})};
    await page.setViewportSize({
      width: viewport.width,
      height: viewport.height,
    });
    // The first screen's manifest also holds the sign-in: its steps and calls.
    const isFirst = firstScreen;
    firstScreen = false;
    const firstCall = isFirst ? 0 : standIn.state.calls.length;
    const errorsBefore = consoleErrors.length;
    for (const step of screen.steps)
      await runStep(page, standIn.origin, step, DEMO_IMAGES);
    await settle(page, standIn);
    // Each crop is measured from the top of the page (the app scrolls inside its drawer content).
    await page.evaluate(() => {
      document.scrollingElement?.scrollTo(0, 0);
      for (const scroller of document.querySelectorAll('mat-drawer-content'))
        scroller.scrollTo(0, 0);
    });
    if (standIn.state.failure)
      fail(
        `screen ${screen.id}: the stand-in refused a call:\n${standIn.state.failure}`,
      );
    const box = await cropBox(page, screen.crop, viewport);
    const png = await page.screenshot({
      clip: box,
      scale: 'device',
      animations: 'disabled',
    });
    const {state, counts, ...screenRead} = await page.evaluate(readScreen, {
      box,
      count: screen.count,
    });
    if (preview) {
      mkdirSync(preview, {recursive: true});
      writeFileSync(path.join(preview, `${screen.id}.png`), png);
    }
    const webp = await encodeWebp(encoder, png, MAX_IMAGE_BYTES);
    const bytes = Buffer.from(webp.data, 'base64');
    if (bytes.length > MAX_IMAGE_BYTES)
      problems.push(
        `${screen.id}: ${bytes.length} bytes at quality ${webp.quality}`,
      );
    writeFileSync(path.join(IMAGES, `${screen.id}.webp`), bytes);
    const calls = standIn.state.calls.slice(firstCall);
    const manifest = {
      id: screen.id,
      app: {repository: REPOSITORY, tag, commit, path: 'desktop/'},
      route: new URL(page.url()).pathname + new URL(page.url()).search,
      actions: isFirst ? [...SIGN_IN.steps, ...screen.steps] : screen.steps,
      crop: screen.crop ?? null,
      viewport,
      locale: LOCALE,
      timezone: TIMEZONE,
      clock: CLOCK,
      image: {
        file: `static/img/screenshots/${screen.id}.webp`,
        format: 'webp',
        quality: webp.quality,
        pixels: {width: webp.width, height: webp.height},
        // Shown at half its pixel size, so that a 2x screen gets every pixel.
        display: {
          width: Math.round(webp.width / VIEWPORT.deviceScaleFactor),
          height: Math.round(webp.height / VIEWPORT.deviceScaleFactor),
        },
        bytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      },
      screen: screenRead,
      // What state the picture is in, and how many of each counted thing it shows wholly
      // (tests/unit/screenshots/ checks them against screens.mjs and the alt text).
      state,
      counts,
      // The picture read back by tesseract: the labels a page quotes must be in it.
      ocr: {engine: OCR_ENGINE, args: OCR_ARGS, lines: ocrText(png)},
      consoleErrors: consoleErrors.slice(errorsBefore),
      requests: recorded(calls),
    };
    // Formatted as the repository formats JSON, so that `prettier --check` passes on the manifest.
    await writeJson(path.join(MANIFESTS, `${screen.id}.json`), manifest);
    console.log(
      `${screen.id}: ${manifest.image.display.width}x${manifest.image.display.height}, ${bytes.length} B (q ${webp.quality}), ${calls.length} calls${manifest.consoleErrors.length ? `, ${manifest.consoleErrors.length} console errors` : ''}`,
    );
  }
  // The write flows: no pictures, only their calls, each checked live like every other.
  for (const flow of WRITE_FLOWS) {
    if (only && !only.includes(flow.id)) continue;
    const firstCall = standIn.state.calls.length;
    standIn.resetDemo();
    for (const step of flow.steps)
      await runStep(page, standIn.origin, step, DEMO_IMAGES).catch((error) =>
        // A step that times out after a refused call: the refusal is the cause.
        fail(
          `write flow ${flow.id}: ${JSON.stringify(step)} failed: ${String(error).split('\n')[0]}${standIn.state.failure ? `\nthe stand-in refused a call:\n${standIn.state.failure}` : ''}`,
        ),
      );
    await settle(page, standIn);
    if (standIn.state.failure)
      fail(
        `write flow ${flow.id}: the stand-in refused a call:\n${standIn.state.failure}`,
      );
    const calls = standIn.state.calls.slice(firstCall);
    const missing = flow.writes.filter(
      (write) => !calls.some((call) => call.operationId === write),
    );
    if (missing.length)
      fail(
        `write flow ${flow.id}: the app did not call ${missing.join(', ')} (it called ${calls.map((call) => call.operationId).join(', ') || 'nothing'})`,
      );
    flows.push({id: flow.id, actions: flow.steps, requests: recorded(calls)});
    console.log(`${flow.id}: ${calls.length} calls`);
  }
  if (flows.length && !only) {
    mkdirSync(path.dirname(WRITE_LOG), {recursive: true});
    await writeJson(WRITE_LOG, {
      app: {repository: REPOSITORY, tag, commit, path: 'desktop/'},
      clock: CLOCK,
      flows: stableFlows(flows),
    });
  }
  if (!only && !flowsOnly) {
    const ids = new Set(SCREENS.map((screen) => screen.id));
    for (const file of readdirSync(IMAGES))
      if (!ids.has(file.replace(/\.webp$/, '')))
        rmSync(path.join(IMAGES, file));
    for (const file of readdirSync(MANIFESTS))
      if (file.endsWith('.json') && !ids.has(file.replace(/\.json$/, '')))
        rmSync(path.join(MANIFESTS, file));
  }
} finally {
  await browser.close();
  await standIn.close();
}
if (problems.length)
  fail(`images over ${MAX_IMAGE_BYTES} bytes:\n${problems.join('\n')}`);
updatePageSizes();
console.log(
  `refresh:screenshots: ${flowsOnly ? `${flows.length} write flows` : `${only?.length ?? SCREENS.length} screens`} of ${tag} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

/**
 * Sets the width and height of every `<Screenshot id="…" />` on the current docs' pages (the first
 * entry of versions.json) and on docs/ to its image's display size, so a page keeps the picture's
 * place while it loads whatever the crop became.
 */
function updatePageSizes() {
  const sizes = new Map();
  for (const file of readdirSync(MANIFESTS)) {
    if (!file.endsWith('.json')) continue;
    const manifest = JSON.parse(
      readFileSync(path.join(MANIFESTS, file), 'utf8'),
    );
    sizes.set(manifest.id, manifest.image.display);
  }
  const pages = (dir) =>
    readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return pages(full);
      return /\.mdx?$/.test(entry.name) ? [full] : [];
    });
  const [current] = JSON.parse(
    readFileSync(path.join(ROOT, 'versions.json'), 'utf8'),
  );
  for (const file of [
    ...pages(path.join(ROOT, 'versioned_docs', `version-${current}`)),
    ...pages(path.join(ROOT, 'docs')),
  ]) {
    const source = readFileSync(file, 'utf8');
    const updated = source.replace(/<Screenshot\b[^>]*\/>/g, (tag) => {
      const id = /\bid="([^"]+)"/.exec(tag)?.[1];
      const size = sizes.get(id);
      if (!size) return tag;
      return tag
        .replace(/\bwidth=\{\d+\}/, `width={${size.width}}`)
        .replace(/\bheight=\{\d+\}/, `height={${size.height}}`);
    });
    if (updated !== source) writeFileSync(file, updated);
  }
}

/** The calls as a manifest keeps them (a call's cookie values are left out). */
function recorded(calls) {
  return calls.map(
    ({
      operationId,
      method,
      path: callPath,
      query,
      contentType,
      body,
      parts,
      cookies,
      status,
      answer,
    }) => ({
      operationId,
      method,
      path: callPath,
      query,
      ...(contentType ? {contentType} : {}),
      ...(body === undefined ? {} : {body}),
      // A multipart body's parts: fields with their values, files by name, type, size and hash.
      ...(parts ? {parts} : {}),
      cookies,
      status,
      // What the demo answered (its JSON text's size and hash): the unit tests replay each call
      // and require the same answer, so a renamed route or parameter fails without the app.
      answer,
    }),
  );
}

/** Writes JSON formatted as the repository formats it, so that `prettier --check` passes. */
async function writeJson(file, value) {
  writeFileSync(
    file,
    await prettier.format(JSON.stringify(value), {
      ...((await prettier.resolveConfig(file)) ?? {}),
      filepath: file,
    }),
  );
}

/** The area a screen's picture shows, in CSS pixels: an element (plus padding) or the window. */
async function cropBox(page, crop, viewport) {
  if (!crop)
    return {x: 0, y: 0, width: viewport.width, height: viewport.height};
  if (crop.clip) return crop.clip;
  const boxes = [];
  for (const selector of [crop.selector].flat()) {
    const element = page.locator(selector).first();
    // A section below the window (crop.scroll) is brought to its middle: the app's header bar
    // sticks to the top and the form's button bar to the bottom.
    const before = await element.boundingBox();
    if (
      crop.scroll &&
      before &&
      before.height < viewport.height &&
      before.y + before.height > viewport.height
    )
      await element.evaluate((node) => node.scrollIntoView({block: 'center'}));
    const found = await element.boundingBox();
    if (!found) fail(`crop ${selector} is not on the page`);
    boxes.push(found);
  }
  const pad = crop.padding ?? 8;
  const left = Math.max(0, Math.min(...boxes.map((b) => b.x)) - pad);
  const top = Math.max(0, Math.min(...boxes.map((b) => b.y)) - pad);
  const right = Math.min(
    viewport.width,
    Math.max(...boxes.map((b) => b.x + b.width)) + pad,
  );
  const bottom = Math.min(
    crop.maxHeight ? top + crop.maxHeight : viewport.height,
    Math.max(...boxes.map((b) => b.y + b.height)) + pad,
  );
  return {
    x: Math.floor(left),
    y: Math.floor(top),
    width: Math.ceil(right - left),
    height: Math.ceil(bottom - top),
  };
}
