/**
 * Offline reading: @docusaurus/plugin-pwa with our choices, in one place.
 * - Offline mode for every reader (`always`), not only for an installed app: the precache is what
 *   src/offline/precache.ts selects from this build (it reads the built scripts, so it needs the
 *   build's own folder, which only a plugin knows: hence this wrapper and not plain options).
 * - Registration waits for a quiet network (src/offline/registerWhenIdle.ts), and the service
 *   worker keeps what is visited and answers offline with static/offline.html (src/offline/sw.js).
 * - The manifest (static/manifest.json) and the theme colour make the site installable.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PluginOptions as PwaOptions} from '@docusaurus/plugin-pwa';
import pluginPWA from '@docusaurus/plugin-pwa/lib/index.js';
import {selectPrecache, withMarkdownCopies} from '../../offline/precache';
import {markdownCopiesWritten} from '../llms-txt/written';

export interface OfflineReadingOptions {
  /** versions.json, latest first. */
  versions: readonly string[];
  /** The product's colour, for the browser's toolbar and the installed app's title bar. */
  themeColor: string;
}

/** Workbox warns and skips anything larger; the search index is the largest file we precache. */
const LARGEST_PRECACHED_FILE = 4 * 1024 * 1024;

export function pwaOptions(
  outDir: string,
  {versions, themeColor}: OfflineReadingOptions,
): PwaOptions {
  return {
    debug: false,
    offlineModeActivationStrategies: ['always'],
    injectManifestConfig: {
      // The plugin sets these three itself (the build folder and its sw.js); the type asks for them anyway.
      globDirectory: outDir,
      swSrc: path.join(outDir, 'sw.js'),
      swDest: path.join(outDir, 'sw.js'),
      maximumFileSizeToCacheInBytes: LARGEST_PRECACHED_FILE,
      manifestTransforms: [
        (entries) => ({
          // The copies are not among the files the plugin globs (html, js, css, json, images, fonts).
          manifest: withMarkdownCopies(
            selectPrecache(entries, {
              versions,
              readText: (url) => readFileSync(path.join(outDir, url), 'utf8'),
            }),
            (url) => {
              const file = path.join(outDir, url);
              if (!existsSync(file)) return null;
              const content = readFileSync(file);
              return {
                revision: createHash('md5').update(content).digest('hex'),
                size: content.length,
              };
            },
          ),
          warnings: [],
        }),
      ],
    },
    pwaHead: [
      {tagName: 'link', rel: 'manifest', href: '/manifest.json'},
      {tagName: 'meta', name: 'theme-color', content: themeColor},
      {tagName: 'link', rel: 'apple-touch-icon', href: '/img/pwa/icon-192.png'},
    ],
    swCustom: path.resolve(__dirname, '../../offline/sw.js'),
    swRegister: path.resolve(__dirname, '../../offline/registerWhenIdle.ts'),
  };
}

export default function offlineReadingPlugin(
  context: LoadContext,
  options: OfflineReadingOptions,
): Plugin<void> | null {
  const upstream = pluginPWA(context, pwaOptions(context.outDir, options));
  if (!upstream) return null;
  // The theme (the reload prompt) lives in the package, not beside this wrapper.
  const themePath = path.join(
    path.dirname(require.resolve('@docusaurus/plugin-pwa')),
    'theme',
  );
  return {
    ...upstream,
    name: 'offline-reading',
    // The precache lists the pages' Markdown copies, written by the llms-txt plugin's postBuild.
    async postBuild(props) {
      if (props.plugins.some((plugin) => plugin.name === 'llms-txt'))
        await markdownCopiesWritten(props.outDir);
      await upstream.postBuild?.(props);
    },
    getThemePath: () => themePath,
    getTypeScriptThemePath: undefined,
  };
}
