/**
 * Keeps code and styles out of what every page loads before it can render and hydrate.
 *
 * - Prism: the classic theme registers a client module that hands prism-react-renderer's Prism to
 *   `@theme/prism-include-languages`, so Prism loads on every page, code or not. We register no
 *   grammars that way, so that module is replaced by an empty one. The theme's code blocks import
 *   `Highlight` from prism-react-renderer, one module carrying Prism with some 40 grammars and 20
 *   colour themes; `src/prism/Highlight` renders the same markup with only the grammars we use.
 * - tslib: @docusaurus/utils-common (in main.js) requires all of tslib for one helper; it gets
 *   `./tslibForUtilsCommon.cjs` instead. Other packages' requires of tslib are left alone.
 * - DocSearch styles: Docusaurus merges all CSS into one stylesheet, so the search modal's styles
 *   (≈ 5 KB gzip), which the theme imports only when the modal opens, were in every first visit.
 *   They get a chunk of their own, loaded with the modal; the navbar button's styles stay global.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const require = createRequire(__filename);

const THEME_PRISM_CLIENT_MODULE =
  '@docusaurus/theme-classic/lib/prism-include-languages.js';
const UTILS_COMMON = /[\\/]node_modules[\\/]@docusaurus[\\/]utils-common[\\/]/;
const DOCSEARCH_MODAL_STYLES =
  /[\\/]node_modules[\\/]@docsearch[\\/]css[\\/]dist[\\/]style\.css$/;

export default function mainBundlePlugin(_context: LoadContext): Plugin {
  const themePrismModule = require.resolve(THEME_PRISM_CLIENT_MODULE);
  const emptyModule = path.join(__dirname, 'emptyClientModule.js');
  const highlight = path.resolve(__dirname, '../../prism/Highlight.ts');
  return {
    name: 'main-bundle',
    getClientModules: () => [
      require.resolve('@docsearch/css/dist/_variables.css'),
      require.resolve('@docsearch/css/dist/button.css'),
    ],
    configureWebpack: (_config, isServer, {currentBundler}) => ({
      resolve: {
        alias: {
          [themePrismModule]: emptyModule,
          'prism-react-renderer$': highlight,
        },
      },
      ...(isServer
        ? {}
        : {
            plugins: [
              new currentBundler.instance.NormalModuleReplacementPlugin(
                /^tslib$/,
                useTslibStandIn,
              ),
            ],
            optimization: {
              splitChunks: {
                cacheGroups: {
                  // Above Docusaurus's `styles` group (priority 50), which would merge it into the global sheet.
                  docsearchModalStyles: {
                    name: 'docsearch-modal',
                    test: DOCSEARCH_MODAL_STYLES,
                    type: 'css/mini-extract',
                    chunks: 'async',
                    enforce: true,
                    priority: 60,
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
