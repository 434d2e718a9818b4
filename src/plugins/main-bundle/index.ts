/**
 * Keeps code and styles out of what every page loads before it can render and hydrate.
 *
 * - Prism: the classic theme registers a client module that hands prism-react-renderer's Prism to
 *   `@theme/prism-include-languages`, so Prism loads on every page, code or not. That module is
 *   replaced by an empty one; the grammars we add (src/prism/grammars.ts) download with the code
 *   block (src/theme/CodeBlock).
 * - nprogress: the theme's client module for the navigation progress bar imports it on every page;
 *   `src/client/navigationProgress.ts` shows the same bar and downloads it when a navigation starts.
 * - tslib: @docusaurus/utils-common (in main.js) requires all of tslib for one helper; it gets
 *   `./tslibForUtilsCommon.cjs` instead. Other packages' requires of tslib are left alone.
 * - DocSearch styles: Docusaurus merges all CSS into one stylesheet, so the search modal's styles
 *   (≈ 5 KB gzip, and ours for the screens in it), which the theme imports only when the modal
 *   opens, were in every first visit. They get a chunk of their own, loaded with the modal. The
 *   navbar button's styles stay global, with only the tokens it reads (`./searchButtonTokens.css`)
 *   instead of DocSearch's 50. The theme's search page's styles (≈ 0.6 KB gzip), which
 *   src/search/theme/SearchPage loads only with a hosted index, get a chunk of their own too.
 * - Chunk file names: `[id]`, not `[name]`: Docusaurus names each route's chunk after a hash of its
 *   module, and the runtime carried a map from id to that name for every chunk (1.2 KB gzip).
 * - The docs layout: one chunk (`docs-layout`, a split-chunks cache group) instead of five that every
 *   docs page requested after main.js, each a request and a script task (12 scripts before `load`
 *   on a docs page, now 9).
 * - Compile hint: main.js starts with V8's `//# allFunctionsCalledOnLoad` comment (explicit compile
 *   hints, Chromium 136 and later; other engines read a comment). Most of its code runs before the
 *   page is interactive (react-dom, the router, the layout), so the browser compiles all of it while
 *   the file streams in, on another thread, instead of function by function on the main thread as
 *   each is first called during evaluation and hydration. Only main.js: on the docs-layout chunk
 *   too, the bench showed no gain.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const require = createRequire(__filename);

const THEME_PRISM_CLIENT_MODULE =
  '@docusaurus/theme-classic/lib/prism-include-languages.js';
const THEME_PROGRESS_CLIENT_MODULE =
  '@docusaurus/theme-classic/lib/nprogress.js';
const UTILS_COMMON = /[\\/]node_modules[\\/]@docusaurus[\\/]utils-common[\\/]/;
/** Styles of code that is itself loaded on demand: each gets a CSS chunk loaded with that code. */
const ON_DEMAND_STYLES = [
  {
    // DocSearch's modal, and our screens, hits and rows in it (src/search/docsearch/LocalSearchModal.tsx).
    name: 'docsearch-modal',
    test: /[\\/]node_modules[\\/]@docsearch[\\/]css[\\/]dist[\\/]style\.css$|[\\/]src[\\/]search[\\/](docsearch|components[\\/]VersionedHit)[\\/][^\\/]+\.module\.css$/,
  },
  {
    name: 'hosted-search-page',
    test: /[\\/]theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchPage[\\/]styles\.module\.css$/,
  },
];
/**
 * The per-file compile hint, read by Chromium since 136:
 * https://github.com/WICG/explicit-javascript-compile-hints-file-based
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
/** The entry chunk's file, the one script every page evaluates before it hydrates. */
const MAIN_SCRIPT = /(^|\/)main\.[0-9a-f]+\.js$/;

/*
 * The docs layout: the theme's Doc* components (DocsRoot, DocVersionRoot, DocRoot, DocItem and what
 * they import), the docs plugin’s client hooks, our DocVersionBadge wrap with what it imports, and the docs
 * plugin's data that every docs route loads. Every docs page needs all of it; the bundler's default
 * split cut it into five chunks. Only modules no other page type uses: the Markdown components, TOC,
 * paginator and code block, which blog posts and pages also load, keep their shared chunks.
 */
const DOCS_LAYOUT =
  /[\\/]node_modules[\\/]@docusaurus[\\/](theme-classic[\\/]lib[\\/]theme[\\/]Doc[A-Za-z]*|plugin-content-docs[\\/]lib[\\/]client)[\\/]|[\\/]src[\\/]llms[\\/]|[\\/]docusaurus-plugin-content-docs[\\/]default[\\/]__plugin\.json$/;

export default function mainBundlePlugin(): Plugin {
  const themePrismModule = require.resolve(THEME_PRISM_CLIENT_MODULE);
  const emptyModule = path.join(__dirname, 'emptyClientModule.js');
  const navigationProgress = path.resolve(
    __dirname,
    '../../client/navigationProgress.ts',
  );
  return {
    name: 'main-bundle',
    getClientModules: () => [
      path.join(__dirname, 'searchButtonTokens.css'),
      require.resolve('@docsearch/css/dist/button.css'),
    ],
    configureWebpack: (_config, isServer, {currentBundler}) => ({
      resolve: {
        alias: {
          [themePrismModule]: emptyModule,
          [require.resolve(THEME_PROGRESS_CLIENT_MODULE)]: navigationProgress,
        },
      },
      ...(isServer
        ? {}
        : {
            output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'},
            plugins: [
              new currentBundler.instance.NormalModuleReplacementPlugin(
                /^tslib$/,
                useTslibStandIn,
              ),
              // After minification, which would drop the comment; before the content hash is
              // computed, so the file name still changes with the file.
              new currentBundler.instance.BannerPlugin({
                banner: COMPILE_HINT,
                raw: true,
                test: MAIN_SCRIPT,
                stage:
                  currentBundler.instance.Compilation
                    .PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE,
              }),
            ],
            optimization: {
              splitChunks: {
                cacheGroups: {
                  ...Object.fromEntries(
                    ON_DEMAND_STYLES.map(({name, test}) => [
                      name,
                      // Above Docusaurus's `styles` group (priority 50), which would merge them into the global sheet.
                      {
                        name,
                        test,
                        type: 'css/mini-extract',
                        chunks: 'async',
                        enforce: true,
                        priority: 60,
                      },
                    ]),
                  ),
                  // Above the bundler's vendor split (-10); below `styles` (50), so CSS stays in the global sheet.
                  'docs-layout': {
                    name: 'docs-layout',
                    test: DOCS_LAYOUT,
                    chunks: 'async',
                    enforce: true,
                    priority: 30,
                  },
                },
              },
            },
          }),
    }),
  };
}

function useTslibStandIn(resource: {
  request: string;
  contextInfo?: {issuer?: string};
}): void {
  if (UTILS_COMMON.test(resource.contextInfo?.issuer ?? ''))
    resource.request = require.resolve('./tslibForUtilsCommon.cjs');
}
