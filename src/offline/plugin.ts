/**
 * Offline reading: @docusaurus/plugin-pwa with the options of src/offline/pwaOptions.ts, given the
 * output folder of this build (`context.outDir`, `build/` unless `--out-dir` names another), where
 * the precache's manifest transform reads scripts and Markdown copies.
 *
 * Its postBuild is the build's one sequence for what the precache lists: first the Markdown copies,
 * /llms.txt and /llms-full.txt (src/llms/step.ts), then the PWA plugin's postBuild, which
 * compiles sw.js and writes the precache list into it. Docusaurus runs every plugin's postBuild at
 * once; with both steps in one hook, no other hook is waited for.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import * as pwaModule from '@docusaurus/plugin-pwa';
import type {PluginOptions} from '@docusaurus/plugin-pwa';
import {offlineReadingOptions} from './pwaOptions';
import {llmsTxtStep} from '../llms/step';

export interface OfflinePluginOptions {
  /** versions.json, latest first. */
  versions: readonly string[];
  /** The product's colour, for the browser's toolbar and the installed app's title bar. */
  themeColor: string;
}

// The package's declared types cover its options only; its main module's default export is the
// plugin (lib/index.d.ts).
const pluginPWA = (
  pwaModule as unknown as {
    default: (
      context: LoadContext,
      options: PluginOptions,
    ) => Plugin<void> | null;
  }
).default;

export default function offlinePlugin(
  context: LoadContext,
  options: OfflinePluginOptions,
): Plugin<void> {
  const writeMarkdownCopies = llmsTxtStep(context, {
    versions: options.versions,
  });
  const pwaOptions = offlineReadingOptions({
    outDir: context.outDir,
    versions: options.versions,
    themeColor: options.themeColor,
  });
  const pwa = pluginPWA(context, {
    ...pwaOptions,
    // The plugin sets swSrc, swDest and globDirectory (the output folder) itself.
    injectManifestConfig:
      pwaOptions.injectManifestConfig as PluginOptions['injectManifestConfig'],
  });
  // Development (no service worker, no postBuild) and the hash router: the PWA plugin is off; a
  // build still gets its Markdown copies.
  if (!pwa) return {name: 'markdown-copies', postBuild: writeMarkdownCopies};
  // The plugin names its theme folder relative to its own file; this file lives elsewhere.
  const pwaLib = path.dirname(require.resolve('@docusaurus/plugin-pwa'));
  return {
    ...pwa,
    getThemePath: () => path.join(pwaLib, 'theme'),
    getTypeScriptThemePath: undefined,
    async postBuild(props) {
      await writeMarkdownCopies(props);
      await pwa.postBuild?.(props);
    },
  };
}
