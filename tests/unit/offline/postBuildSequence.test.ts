/**
 * The Markdown copies are written before the service worker's precache is made, whatever order
 * Docusaurus runs the plugins' postBuild hooks in: the plugins docusaurus.config.ts registers from
 * src/ are made with their options from the config, and their postBuild hooks run over a small
 * built site one after the other, in the config's order and in the reverse (Docusaurus starts them
 * all at once, so either may finish first). The Markdown converter's own full-text file is on here (`enableLlmsFullTxt`):
 * it writes llms-full.txt before the copies are finished, so no step may take that file as a signal.
 * The PWA plugin's real postBuild compiles sw.js and writes the precache list into it.
 */
import {createHash} from 'node:crypto';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it, vi} from 'vitest';
import webpack from 'webpack';
import type {LoadContext, Plugin, PluginConfig} from '@docusaurus/types';
import {apiReferenceModel} from '../../../src/api-reference/build/apiModel';
import type {PostBuildProps} from '../../../src/llms/step';

// The converter is an ES module with extension-less imports, which Docusaurus loads through jiti
// and Node's own loader refuses; the test loads it the same way.
vi.mock('@signalwire/docusaurus-plugin-llms-txt', async () => {
  const {default: createJiti} = await import('jiti');
  return createJiti(__filename)(
    '@signalwire/docusaurus-plugin-llms-txt',
  ) as unknown;
});
vi.mock('../../../src/config/llmsTxt', async (importOriginal) => {
  const {llmsTxtOptions} =
    await importOriginal<typeof import('../../../src/config/llmsTxt')>();
  return {
    llmsTxtOptions: {
      ...llmsTxtOptions,
      content: {...llmsTxtOptions.content, enableLlmsFullTxt: true},
    },
  };
});

const ROOT = path.resolve(__dirname, '../../..');
const {default: config} = await import('../../../docusaurus.config');
const {llmsTxtOptions} = await import('../../../src/config/llmsTxt');

const SPEC = `openapi: 3.1.0
info: {title: Test API, version: 1.0.0}
tags: [{name: Thing}]
paths:
  /thing:
    get:
      operationId: getThing
      tags: [Thing]
      summary: Get the thing
      responses: {'200': {description: The thing}}
`;

const sites: string[] = [];
afterAll(() => {
  for (const site of sites) rmSync(site, {recursive: true, force: true});
});

/** A built site of one docs page, and the postBuild hooks of the plugins the config registers from src/. */
async function builtSite() {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'post-build-'));
  sites.push(siteDir);
  const outDir = path.join(siteDir, 'dist');
  mkdirSync(path.join(outDir, 'docs', 'intro'), {recursive: true});
  writeFileSync(
    path.join(outDir, 'docs', 'intro', 'index.html'),
    '<!doctype html><html><head><title>Intro</title></head><body><main><article><div class="theme-doc-markdown markdown"><header><h1>Intro</h1></header><p>Read <a href="/docs/intro">this page</a>.</p></div></article></main></body></html>',
  );
  writeFileSync(
    path.join(outDir, 'offline.html'),
    '<!doctype html><title>Offline</title>',
  );
  const siteConfig = {
    ...config,
    url: 'https://example.org',
    future: {
      ...config.future,
      experimental_router: 'browser',
      faster: Object.fromEntries(
        Object.keys(
          typeof config.future?.faster === 'object'
            ? config.future.faster
            : {swcJsMinimizer: true, rspackBundler: true},
        ).map((flag) => [flag, false]),
      ),
    },
  };
  const context = {
    siteDir,
    outDir,
    generatedFilesDir: path.join(siteDir, '.docusaurus'),
    baseUrl: '/',
    siteConfig,
    i18n: {currentLocale: 'en', locales: ['en'], defaultLocale: 'en'},
  } as unknown as LoadContext;

  // plugin-pwa is on in production builds only.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const plugins: {name: string; postBuild: Plugin['postBuild']}[] = [];
  try {
    for (const entry of (config.plugins ?? []) as (PluginConfig | false)[]) {
      if (!entry) continue;
      const [module, options] = Array.isArray(entry) ? entry : [entry, {}];
      let plugin: Plugin | null;
      if (typeof module === 'function')
        plugin = await module(context, options as never);
      else if (typeof module === 'string' && module.startsWith('./src/'))
        plugin = (
          (await import(path.join(ROOT, module))) as {
            default: (context: LoadContext, options: unknown) => Plugin | null;
          }
        ).default(context, options);
      else continue;
      if (plugin?.postBuild)
        plugins.push({name: plugin.name, postBuild: plugin.postBuild});
    }
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }

  const props = {
    ...context,
    routes: [
      {
        path: '/docs/intro',
        component: 'DocItem',
        exact: true,
        plugin: {name: 'docusaurus-plugin-content-docs', id: 'default'},
        props: {version: {isLast: true}},
      },
    ],
    routesPaths: ['/docs/intro'],
    plugins: [
      {
        name: 'api-reference',
        options: {id: 'default'},
        content: {model: apiReferenceModel(SPEC, '/api/')},
      },
      {
        name: 'docusaurus-plugin-content-docs',
        options: {id: 'default'},
        content: {loadedVersions: []},
      },
    ],
    currentBundler: {name: 'webpack', instance: webpack},
    head: {},
    routesBuildMetadata: {},
    content: undefined,
  } as unknown as PostBuildProps;
  const run = (plugin: (typeof plugins)[number]) =>
    plugin.postBuild?.({...props, content: undefined});
  return {outDir, plugins, run};
}

/** The precache list sw.js was given, url → revision. */
function precacheOf(outDir: string): Map<string, string> {
  const sw = readFileSync(path.join(outDir, 'sw.js'), 'utf8');
  return new Map(
    [...sw.matchAll(/\{"revision":"([0-9a-f]+)","url":"([^"]+)"\}/g)].map(
      ([, revision = '', url = '']) => [url, revision],
    ),
  );
}

/** The finished copy of the docs page: its revision in the precache must be this file's. */
function finishedCopy(outDir: string): {markdown: string; revision: string} {
  const markdown = readFileSync(path.join(outDir, 'docs', 'intro.md'), 'utf8');
  return {
    markdown,
    revision: createHash('md5').update(markdown).digest('hex'),
  };
}

describe('the postBuild hooks of the site’s plugins', () => {
  it('with the converter’s full-text file on, in the config’s order: the precache lists each saved page’s finished Markdown copy', async () => {
    expect(llmsTxtOptions.content.enableLlmsFullTxt).toBe(true);
    const {outDir, plugins, run} = await builtSite();
    expect(plugins.length).toBeGreaterThan(0);
    for (const plugin of plugins) await run(plugin);
    const copy = finishedCopy(outDir);
    // Finished: the line under the title and absolute links (src/llms/finishCopies.ts).
    expect(copy.markdown).toContain(
      'Receipt Wrangler documentation, version 6.x (the current release)',
    );
    expect(copy.markdown).toContain('https://example.org/docs/intro');
    const precache = precacheOf(outDir);
    expect(precache.get('docs/intro/index.html')).toBeDefined();
    expect(precache.get('docs/intro.md')).toBe(copy.revision);
    expect(readFileSync(path.join(outDir, 'api.md'), 'utf8')).toContain(
      'Test API',
    );
  }, 300_000);

  it('in the reverse order: the same', async () => {
    const {outDir, plugins, run} = await builtSite();
    for (const plugin of [...plugins].reverse()) await run(plugin);
    expect(precacheOf(outDir).get('docs/intro.md')).toBe(
      finishedCopy(outDir).revision,
    );
  }, 300_000);
});
