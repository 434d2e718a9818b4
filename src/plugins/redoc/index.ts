/**
 * Thin wrapper around docusaurus-plugin-redoc (redocusaurus) that removes its costs for readers:
 *  - the plugin puts the whole parsed spec into global data, which ships in main.js on every page;
 *    the /api route already receives it as a route module, so global data is not needed;
 *  - redoc always loads its "API docs by Redocly" logo from a CDN (a failed request offline);
 *  - the server renders Redoc's CSS into `.redocusaurus-styles` but the client renders an empty div,
 *    a hydration mismatch that re-renders the whole page;
 *  - the spec is validated first, so a bad spec stops the build with file, line and problem.
 */
import path from 'node:path';
import {promises as fs} from 'node:fs';
import type {LoadContext, Plugin, PluginContentLoadedActions} from '@docusaurus/types';
import redocPlugin from 'docusaurus-plugin-redoc';
import {validateApiSpec, formatSpecProblems} from './validateSpec';

export interface ApiReferenceOptions {
  /** Absolute path of the OpenAPI YAML: redocusaurus fetches any path it cannot find as a URL. */
  specPath: string;
  route: string;
  /** Where the raw YAML is published, relative to the site root (e.g. `api/openapi.yaml`). */
  downloadPath: string;
  themeId: string;
}

type RedocPlugin = Plugin<unknown>;

export default function apiReferencePlugin(context: LoadContext, options: ApiReferenceOptions): RedocPlugin {
  if (!path.isAbsolute(options.specPath)) {
    throw new Error(`[api-reference] specPath must be absolute, got "${options.specPath}".`);
  }
  const downloadUrl = `${context.baseUrl}${options.downloadPath}`;
  const upstream = redocPlugin(context, {
    id: 'api',
    spec: options.specPath,
    route: options.route,
    url: downloadUrl,
    normalizeUrl: false,
    themeId: options.themeId,
    layout: {},
    debug: false,
  } as Parameters<typeof redocPlugin>[1]) as RedocPlugin;

  return {
    ...upstream,
    name: 'api-reference',
    async loadContent() {
      const problems = await validateApiSpec(options.specPath);
      if (problems.length > 0) {
        throw new Error(formatSpecProblems(problems));
      }
      return upstream.loadContent?.();
    },
    async contentLoaded(args) {
      const actions: PluginContentLoadedActions = {...args.actions, setGlobalData: () => {}};
      await upstream.contentLoaded?.({...args, actions});
    },
    async postBuild({outDir}) {
      const target = path.join(outDir, options.downloadPath);
      await fs.mkdir(path.dirname(target), {recursive: true});
      await fs.copyFile(options.specPath, target);
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
              new bundler.NormalModuleReplacementPlugin(RUNTIME_SPEC_LOADER, stubRuntimeSpecLoader),
            ],
      };
    },
  };
}

// What Redoc's browser bundle requires only to load a spec at runtime (see ./runtimeSpecLoaderStub.cjs).
const RUNTIME_SPEC_LOADER = /^(@redocly\/openapi-core\/lib\/(bundle|config\/config)|yaml)$/;
const REDOC_BUNDLE = /[\\/]redoc[\\/]bundles[\\/]/;

// Only Redoc's own requires are redirected, never our code's.
function stubRuntimeSpecLoader(resource: {request: string; contextInfo?: {issuer?: string}}): void {
  if (REDOC_BUNDLE.test(resource.contextInfo?.issuer ?? '')) resource.request = require.resolve('./runtimeSpecLoaderStub.cjs');
}
