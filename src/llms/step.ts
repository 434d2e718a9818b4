/**
 * The build step that writes the Markdown copies of the built pages, /llms.txt and /llms-full.txt,
 * in a fixed order: @signalwire/docusaurus-plugin-llms-txt converts the docs and blog HTML first,
 * then src/llms/writeLlmsFiles.ts writes the API reference's copies from the reference's model and
 * regroups the index. Not a plugin of its own: the service worker's precache lists these copies, so
 * the offline plugin (src/offline/plugin.ts) runs this step in its postBuild before the precache is
 * made, whatever order Docusaurus runs the plugins' postBuild hooks in.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import signalwireLlmsTxt from '@signalwire/docusaurus-plugin-llms-txt';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {llmsTxtOptions} from '../config/llmsTxt';
import {sidebarOrder} from './sidebarOrder';
import {writeLlmsFiles} from './writeLlmsFiles';
import {apiReferenceModelOf} from '../api-reference/plugin';

/** What Docusaurus hands a plugin's postBuild. */
export type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];

/**
 * The converter's options (src/config/llmsTxt.ts) are imported here, not passed from the config:
 * plugin options travel to every page with the site config (0.3 KB gzip of main.js).
 */
export interface LlmsTxtOptions {
  /** versions.json: the first is the latest, served at /docs/. */
  versions: readonly string[];
}

/**
 * The step, for one build. The converter's own CLI commands (`docusaurus llms-txt`) are not offered:
 * they would rewrite llms.txt without the API reference and the grouping by version.
 */
export function llmsTxtStep(
  context: LoadContext,
  options: LlmsTxtOptions,
): (props: PostBuildProps) => Promise<void> {
  const converter = signalwireLlmsTxt(context, llmsTxtOptions);
  return async (props) => {
    await converter.postBuild?.({...props, content: undefined});
    const docs = props.plugins.find(
      (plugin) => plugin.name === 'docusaurus-plugin-content-docs',
    )?.content as DocsContent | undefined;
    const report = await writeLlmsFiles({
      outDir: props.outDir,
      // The API reference as its plugin made it in loadContent, not re-read from the output folder.
      api: apiReferenceModelOf(props.plugins),
      versions: options.versions,
      title: llmsTxtOptions.siteTitle,
      summary: llmsTxtOptions.siteDescription,
      order: sidebarOrder(docs?.loadedVersions ?? []),
      siteUrl: props.siteConfig.url,
    });
    console.log(
      `[llms-txt] ${report.pages} page copies, ${report.apiFiles} API files; llms.txt ${report.llmsTxtBytes} B, llms-full.txt ${report.llmsFullBytes} B`,
    );
  };
}
