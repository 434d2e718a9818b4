/**
 * Offline reading: @docusaurus/plugin-pwa with the options of src/offline/pwaOptions.ts, given the
 * two things a config file cannot know when it is read, both from Docusaurus's own lifecycle:
 * - the output folder of this build (`context.outDir`, `build/` unless `--out-dir` names another),
 *   where the precache's manifest transform reads scripts and Markdown copies;
 * - when the Markdown copies are complete. Docusaurus runs every plugin's postBuild at once, and the
 *   copies are written by the llms-txt plugin's (src/plugins/llms-txt), which writes
 *   `LAST_LLMS_FILE` after every copy: the transform waits for that file in this build's output
 *   folder. A build without the llms-txt plugin has no copies and waits for nothing.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {setTimeout as sleep} from 'node:timers/promises';
import type {LoadContext, Plugin} from '@docusaurus/types';
import * as pwaModule from '@docusaurus/plugin-pwa';
import type {PluginOptions} from '@docusaurus/plugin-pwa';
import {offlineReadingOptions} from '../../offline/pwaOptions';
import {LAST_LLMS_FILE} from '../../llms/writeLlmsFiles';

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

/** The llms-txt plugin's name (src/plugins/llms-txt/index.ts). */
const LLMS_TXT_PLUGIN = 'llms-txt';
/** Far longer than the llms-txt step takes (seconds); past it, the build stops and says why. */
export const COPIES_TIMEOUT_MS = 5 * 60 * 1000;
const POLL_MS = 100;

/** Resolves once `file` exists; rejects after `timeoutMs` with `message`. */
export async function waitForFile(
  file: string,
  timeoutMs: number,
  message: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error(message);
    await sleep(POLL_MS);
  }
}

export default function offlinePlugin(
  context: LoadContext,
  options: OfflinePluginOptions,
): Plugin<void> | null {
  let markdownCopiesWritten: () => Promise<void> = () =>
    Promise.reject(
      new Error(
        '[offline] The precache was built before this plugin’s postBuild ran.',
      ),
    );
  const pwaOptions = offlineReadingOptions({
    outDir: context.outDir,
    versions: options.versions,
    themeColor: options.themeColor,
    markdownCopiesWritten: () => markdownCopiesWritten(),
  });
  const pwa = pluginPWA(context, {
    ...pwaOptions,
    // The plugin sets swSrc, swDest and globDirectory (the output folder) itself.
    injectManifestConfig:
      pwaOptions.injectManifestConfig as PluginOptions['injectManifestConfig'],
  });
  // Development (no service worker) and the hash router: the plugin is off.
  if (!pwa) return null;
  // The plugin names its theme folder relative to its own file; this file lives elsewhere.
  const pwaLib = path.dirname(require.resolve('@docusaurus/plugin-pwa'));
  return {
    ...pwa,
    getThemePath: () => path.join(pwaLib, 'theme'),
    getTypeScriptThemePath: undefined,
    async postBuild(props) {
      const withCopies = props.plugins.some(
        (plugin) => plugin.name === LLMS_TXT_PLUGIN,
      );
      const done = path.join(props.outDir, LAST_LLMS_FILE);
      markdownCopiesWritten = () =>
        withCopies
          ? waitForFile(
              done,
              COPIES_TIMEOUT_MS,
              `[offline] ${done} did not appear within ${COPIES_TIMEOUT_MS / 1000} s: the llms-txt plugin (src/plugins/llms-txt) writes it after the Markdown copies the service worker precaches, and its postBuild has not finished.`,
            )
          : Promise.resolve();
      await pwa.postBuild?.(props);
    },
  };
}
