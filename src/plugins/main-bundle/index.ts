/**
 * Keeps code out of main.js, the script every page loads before it can hydrate.
 *
 * The classic theme registers a client module that hands prism-react-renderer's Prism to
 * `@theme/prism-include-languages`, so Prism and its bundled grammars (≈ 30 KB gzip) load on every
 * page, code or not. We register no extra grammars (see `prism` in docusaurus.config.ts), so that
 * module is replaced by an empty one and Prism arrives with the first code block instead.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const require = createRequire(__filename);

const THEME_PRISM_CLIENT_MODULE = '@docusaurus/theme-classic/lib/prism-include-languages.js';

export default function mainBundlePlugin(_context: LoadContext): Plugin {
  const themeModule = require.resolve(THEME_PRISM_CLIENT_MODULE);
  const emptyModule = path.join(__dirname, 'emptyClientModule.js');
  return {
    name: 'main-bundle',
    configureWebpack: () => ({resolve: {alias: {[themeModule]: emptyModule}}}),
  };
}
