/**
 * Markdown copies of the built pages, /llms.txt and /llms-full.txt, in a fixed order:
 * @signalwire/docusaurus-plugin-llms-txt converts the docs and blog HTML first, then
 * src/llms/writeLlmsFiles.ts writes the API reference's operations from the spec and regroups the
 * index. Docusaurus runs all plugins' postBuild hooks at once (Promise.all), so the steps that read
 * the converter's output must run inside this one hook. Its last file, llms-full.txt, tells the
 * offline plugin (src/plugins/offline) that the copies it precaches are complete.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import signalwireLlmsTxt from '@signalwire/docusaurus-plugin-llms-txt';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {llmsTxtOptions} from '../../config/llmsTxt';
import {sidebarOrder} from '../../llms/sidebarOrder';
import {writeLlmsFiles} from '../../llms/writeLlmsFiles';
import {apiReferenceModelOf} from '../redoc';

/**
 * The converter's options (src/config/llmsTxt.ts) are imported here, not passed from the config:
 * plugin options travel to every page with the site config (0.3 KB gzip of main.js).
 */
export interface LlmsTxtOptions {
  /** versions.json: the first is the latest, served at /docs/. */
  versions: readonly string[];
}

export default function llmsTxtPlugin(
  context: LoadContext,
  options: LlmsTxtOptions,
): Plugin {
  const converter = signalwireLlmsTxt(context, llmsTxtOptions);
  return {
    name: 'llms-txt',
    // The converter's own CLI commands (`docusaurus llms-txt`) are not offered: they would rewrite
    // llms.txt without the API reference and the grouping by version.
    async postBuild(props) {
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
    },
  };
}
