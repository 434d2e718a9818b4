/**
 * Thin wrapper around docusaurus-plugin-redoc (redocusaurus) that removes its costs for readers:
 *  - the plugin puts the whole parsed spec into global data, which ships in main.js on every page;
 *    the /api route already receives it as a route module, so global data is not needed;
 *  - redoc always loads its "API docs by Redocly" logo from a CDN (a failed request offline);
 *  - the server renders Redoc's CSS into `.redocusaurus-styles` but the client renders an empty div,
 *    a hydration mismatch that re-renders the whole page;
 *  - the spec is validated first, so a bad spec stops the build with file, line and problem;
 *  - `API_SPEC_URL` can swap in another document (./specSource), fetched by us with a clear error
 *    rather than by redocusaurus, which only prints what goes wrong;
 *  - the reference is one page per tag (../build/splitSpec), each rendered by its own
 *    redocusaurus instance, so a phone renders one tag, not all 102 operations; the index at
 *    `route` is an ordinary page made from the same data (../build/indexPage), so
 *    opening /api/ runs no Redoc. Every page gets the table that forwards old `#tag/…` links.
 */
import path from 'node:path';
import {promises as fs} from 'node:fs';
import type {
  LoadContext,
  Plugin,
  PluginContentLoadedActions,
} from '@docusaurus/types';
import redocPlugin from 'docusaurus-plugin-redoc';
import {validateApiSpec, formatSpecProblems} from './validateSpec';
import type {SpecProblem} from './validateSpec';
import {materializeSpec} from './specSource';
import type {SpecSource} from './specSource';
import {apiReferenceModel} from '../build/apiModel';
import type {ApiReferenceModel} from '../build/apiModel';
import {SAMPLE_GRAMMARS} from '../build/codeSamples';
import {apiIndexPage, firstSentence} from '../build/indexPage';
import type {ApiIndexPage} from '../build/indexPage';
import type {TagPage} from '../build/splitSpec';
import type {ApiPageEntry} from '../../search/engine/apiRecords';

export interface ApiReferenceOptions {
  /** The OpenAPI document: by default the absolute path of ours (see ./specSource). */
  spec: SpecSource;
  /** The lint rules every document is checked with (ours: api-spec/redocly.yaml). */
  lintConfig: string;
  route: string;
  /** Where the raw YAML is published, relative to the site root (e.g. `api/openapi.yaml`). */
  downloadPath: string;
  themeId: string;
}

type RedocPlugin = Plugin<unknown>;

export interface ApiReferenceContent {
  /**
   * The document, its samples and its pages, made once (../build/apiModel): the pages'
   * legacy anchors and navigation (the tag pages' phone menu, src/api-reference/theme/ApiDoc) come from it, and the
   * Markdown copies are written from it (`apiReferenceModelOf`).
   */
  model: ApiReferenceModel;
  /** The index at `route`, rendered without Redoc (src/api-reference/components/ApiIndex). */
  index: ApiIndexPage;
  /** What each tag page's redocusaurus instance loaded. */
  pages: unknown[];
  /** What the site's search lists: each tag page and its operations (src/search/engine/apiRecords). */
  searchable: ApiPageEntry[];
}

/** The plugin's name, by which other plugins find its content among `props.plugins`. */
export const API_REFERENCE_PLUGIN = 'api-reference';

/**
 * The model of the API reference this build rendered, from the plugins Docusaurus hands a postBuild
 * hook; null when the build has no API reference.
 */
export function apiReferenceModelOf(
  plugins: readonly {name: string; content?: unknown}[],
): ApiReferenceModel | null {
  const content = plugins.find((plugin) => plugin.name === API_REFERENCE_PLUGIN)
    ?.content as ApiReferenceContent | undefined;
  return content?.model ?? null;
}

export default function apiReferencePlugin(
  context: LoadContext,
  options: ApiReferenceOptions,
): RedocPlugin {
  const {spec} = options;
  const downloadUrl = `${context.baseUrl}${options.downloadPath}`;
  // The raw spec is written into a static folder of the site (docusaurus.config.ts), so
  // `docusaurus start` serves it and the build copies it, at the address the Download button links to.
  const staticDir = path.join(context.siteDir, API_REFERENCE_STATIC_DIR);
  // redocusaurus decides once, when it is created, whether its spec is a file: one is created per
  // page of the reference, once that page's document has been written (../build/splitSpec).
  const createUpstream = (
    specFile: string,
    page: TagPage,
    apiTitle: string,
  ): RedocPlugin =>
    redocPlugin(context, {
      id: `api-${page.slug}`,
      spec: specFile,
      route: page.route,
      url: downloadUrl,
      normalizeUrl: false,
      themeId: options.themeId,
      // The theme's default <meta name="description"> is the whole info text; readers and search
      // engines get one sentence.
      layout: {
        title: `${page.title} · ${apiTitle}`,
        description: firstSentence(page.description) || page.title,
      },
      debug: false,
    } as Parameters<typeof redocPlugin>[1]) as RedocPlugin;
  // One per tag page of the reference.
  let upstreams: RedocPlugin[] = [];
  const pagesDir = path.join(
    context.generatedFilesDir,
    'api-reference',
    'pages',
  );

  return {
    name: API_REFERENCE_PLUGIN,
    // The tag pages' ApiDoc and Redoc (../theme), over the redoc theme's: this plugin is registered
    // among the site's themes, after that theme (docusaurus.config.ts), and they import its own
    // components as `@theme-init/…`.
    getThemePath: () => path.join(__dirname, '../theme'),
    async loadContent(): Promise<ApiReferenceContent> {
      const specFile = await materializeSpec(spec, {
        cacheFile: path.join(
          context.generatedFilesDir,
          'api-reference',
          'openapi.yaml',
        ),
      });
      const problems = blockingProblems(
        await validateApiSpec(specFile, options.lintConfig),
        spec,
      );
      if (problems.length > 0) {
        throw new Error(
          `${formatSpecProblems(problems)}${spec.kind === 'url' ? `\n  (fetched from ${spec.url})` : ''}`,
        );
      }
      // Every operation gets its request samples (curl, JavaScript, Python) as `x-codeSamples`.
      const reference = apiReferenceModel(
        await fs.readFile(specFile, 'utf8'),
        options.route,
      );
      const {document} = reference;
      await fs.rm(pagesDir, {recursive: true, force: true});
      await fs.mkdir(pagesDir, {recursive: true});
      const title = document.info?.title ?? 'API reference';
      upstreams = await Promise.all(
        reference.pages.map(async (page) => {
          const file = path.join(pagesDir, `${page.slug}.json`);
          await fs.writeFile(file, JSON.stringify(page.spec));
          return createUpstream(file, page, title);
        }),
      );
      // Replacing what an earlier run left there.
      await fs.rm(staticDir, {recursive: true, force: true});
      const published = path.join(staticDir, options.downloadPath);
      await fs.mkdir(path.dirname(published), {recursive: true});
      await fs.copyFile(specFile, published);
      return {
        model: reference,
        index: apiIndexPage(document, reference.pages, downloadUrl),
        pages: await Promise.all(
          upstreams.map((upstream) => upstream.loadContent?.()),
        ),
        searchable: reference.pages.map(
          ({title, route, description, operations}) => ({
            title,
            route,
            description,
            operations,
          }),
        ),
      };
    },
    async contentLoaded(args) {
      const content = args.content as ApiReferenceContent;
      // Every page sends a link to another tag's anchor (`/api/#tag/…`, the single page of old) on
      // to that tag's page (src/api-reference/theme/ApiDoc).
      const anchors = await args.actions.createData(
        'legacy-anchors.json',
        JSON.stringify(content.model.anchors),
      );
      args.actions.addRoute({
        path: options.route,
        exact: true,
        component: path.resolve(__dirname, '../components/ApiIndex'),
        modules: {
          index: await args.actions.createData(
            'api-index.json',
            JSON.stringify(content.index),
          ),
          legacyAnchors: anchors,
        },
      });
      const navigation = await args.actions.createData(
        'api-navigation.json',
        JSON.stringify(content.model.navigation),
      );
      const actions: PluginContentLoadedActions = {
        ...args.actions,
        setGlobalData: () => {},
        addRoute: (route) =>
          args.actions.addRoute({
            ...route,
            modules: {...route.modules, legacyAnchors: anchors, navigation},
          }),
      };
      await Promise.all(
        upstreams.map((upstream, index) =>
          upstream.contentLoaded?.({
            ...args,
            content: content.pages[index],
            actions,
          }),
        ),
      );
    },
    getPathsToWatch() {
      return spec.kind === 'file' ? [spec.path] : [];
    },
    configureWebpack(_config, isServer, {currentBundler}) {
      const bundler = currentBundler.instance;
      return {
        module: {
          rules: [
            {
              test: /[\\/]redoc[\\/]bundles[\\/][^\\/]+\.js$/,
              use: [{loader: require.resolve('./localLogoLoader.cjs')}],
            },
          ],
        },
        plugins: isServer
          ? []
          : [
              new bundler.NormalModuleReplacementPlugin(
                /theme[\\/]Redoc[\\/]Styles(\.jsx?)?$/,
                require.resolve('./ClientStyles.jsx'),
              ),
              ...REDOC_STUBS.map(
                ([request, stub]) =>
                  new bundler.NormalModuleReplacementPlugin(
                    request,
                    inRedocBundle(stub),
                  ),
              ),
            ],
      };
    },
  };
}

/** Static folder (relative to the site) holding the raw spec; generated, never committed. */
export const API_REFERENCE_STATIC_DIR = '.docusaurus/api-reference-static';

/**
 * Our own document must pass every rule. A document named by API_SPEC_URL is not ours to fix: it
 * stops the build only where it cannot be rendered (unreadable, unresolved references); its other
 * findings are printed with file and line, and the build goes on.
 */
export function blockingProblems(
  problems: readonly SpecProblem[],
  spec: SpecSource,
): SpecProblem[] {
  if (spec.own) return [...problems];
  const fatal = problems.filter(
    (problem) => problem.severity === 'error' && FATAL_RULES.has(problem.rule),
  );
  const reported = problems.filter((problem) => !fatal.includes(problem));
  if (reported.length > 0)
    console.warn(
      formatSpecProblems(reported).replace(
        'is invalid',
        `from ${spec.origin} has findings (not fatal)`,
      ),
    );
  return fatal;
}
const FATAL_RULES = new Set(['parse', 'no-such-file', 'no-unresolved-refs']);

const REDOC_BUNDLE = /[\\/]redoc[\\/]bundles[\\/]/;
// What Redoc's browser bundle requires and this site never runs, and what it gets instead: the
// loader for a spec fetched at runtime (ours is bundled at build time), its search (off: the
// site's search covers the reference) and the code-sample grammars our samples do not use (they need
// bash and Python; JavaScript is in Prism's core).
const REDOC_STUBS: readonly [RegExp, string][] = [
  [
    /^(@redocly\/openapi-core\/lib\/(bundle|config\/config)|yaml)$/,
    './runtimeSpecLoaderStub.cjs',
  ],
  [/^lunr$/, './lunrStub.cjs'],
  [/^mark\.js$/, './markStub.cjs'],
  [
    new RegExp(
      `^prismjs/components/prism-(?!(?:${SAMPLE_GRAMMARS.join('|')})\\.js$)[a-z-]+\\.js$`,
    ),
    './prismGrammarStub.cjs',
  ],
];

/** Points a require made by Redoc's bundle at `stub`; our own code's requires are left alone. */
function inRedocBundle(stub: string) {
  return (resource: {
    request: string;
    contextInfo?: {issuer?: string};
  }): void => {
    if (REDOC_BUNDLE.test(resource.contextInfo?.issuer ?? ''))
      resource.request = require.resolve(stub);
  };
}
