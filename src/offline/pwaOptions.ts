/**
 * Offline reading: the options of @docusaurus/plugin-pwa (src/offline/plugin.ts wraps the plugin with
 * them), in one place.
 * - Offline mode for every reader (`always`), not only for an installed app; the precache is what
 *   ./precache.ts selects from the build, which it reads (scripts, Markdown copies) in the output
 *   folder the build was given (`build/` unless `--out-dir` names another).
 * - Registration waits for a quiet network (./registerWhenIdle.ts), and the service worker keeps
 *   what is visited and answers offline with static/offline.html (./sw.js).
 * - The manifest (static/manifest.json) and the theme colour make the site installable.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {PluginOptions} from '@docusaurus/plugin-pwa';
import {selectPrecache, withMarkdownCopies} from './precache';

type InjectManifestConfig = PluginOptions['injectManifestConfig'];

/** The plugin sets the build folder and its sw.js itself; we pass only what we choose. */
export type OfflineReadingOptions = Omit<
  PluginOptions,
  'injectManifestConfig'
> & {
  injectManifestConfig: Pick<
    InjectManifestConfig,
    'maximumFileSizeToCacheInBytes' | 'manifestTransforms'
  >;
};

/** Workbox warns and skips anything larger; the search index is the largest file we precache. */
const LARGEST_PRECACHED_FILE = 4 * 1024 * 1024;

export function offlineReadingOptions({
  outDir,
  versions,
  themeColor,
}: {
  /** The build's output folder, as Docusaurus gives it to plugins (`context.outDir`). */
  outDir: string;
  /** versions.json, latest first. */
  versions: readonly string[];
  /** The product's colour, for the browser's toolbar and the installed app's title bar. */
  themeColor: string;
}): OfflineReadingOptions {
  return {
    debug: false,
    offlineModeActivationStrategies: ['always'],
    injectManifestConfig: {
      maximumFileSizeToCacheInBytes: LARGEST_PRECACHED_FILE,
      manifestTransforms: [
        async (entries) => {
          // The Markdown copies are not among the files the plugin globs (html, js, css, json,
          // images, fonts); they are complete by now: src/offline/plugin.ts writes them before it runs
          // the PWA plugin's postBuild.
          const manifest = withMarkdownCopies(
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
          );
          return {manifest, warnings: []};
        },
      ],
    },
    pwaHead: [
      {tagName: 'link', rel: 'manifest', href: '/manifest.json'},
      {tagName: 'meta', name: 'theme-color', content: themeColor},
      {tagName: 'link', rel: 'apple-touch-icon', href: '/img/pwa/icon-192.png'},
    ],
    swCustom: path.resolve(__dirname, 'sw.js'),
    swRegister: path.resolve(__dirname, 'registerWhenIdle.ts'),
  };
}
