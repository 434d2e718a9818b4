/**
 * With the local index, the search bar talks to no other host, so it must not tell browsers to
 * connect to one. The theme's SearchBar writes `<link rel="preconnect" href="https://<appId>-dsn.algolia.net">`
 * into every page's head (theme-search-algolia lib/theme/SearchBar/index.js, the `<Head>` above
 * `DocSearchButton`), with no option to leave it out. Its `@docusaurus/Head` import is answered by
 * ./SearchBarHead.tsx, which renders the same head tags minus that preconnect; other modules keep the
 * real Head. Hosted DocSearch keeps the theme's hint (the plugin is not registered then).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The theme file whose Head import is answered here. */
export const THEME_SEARCH_BAR =
  /[\\/]@docusaurus[\\/]theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchBar[\\/]index\.js$/;

export interface ModuleRequest {
  request: string;
  contextInfo?: {issuer?: string};
}

export function answerSearchBarHead(
  resource: ModuleRequest,
  replacement: string,
): void {
  if (THEME_SEARCH_BAR.test(resource.contextInfo?.issuer ?? ''))
    resource.request = replacement;
}

export default function localSearchHeadPlugin(_context: LoadContext): Plugin {
  const replacement = path.join(__dirname, 'SearchBarHead.tsx');
  return {
    name: 'local-search-head',
    // Both builds: the server build writes the HTML, the client build hydrates it.
    configureWebpack: (_config, _isServer, {currentBundler}) => ({
      plugins: [
        new currentBundler.instance.NormalModuleReplacementPlugin(
          /^@docusaurus\/Head$/,
          (resource: ModuleRequest) =>
            answerSearchBarHead(resource, replacement),
        ),
      ],
    }),
  };
}
