/**
 * The build step after @signalwire/docusaurus-plugin-llms-txt has written the pages' Markdown copies
 * and its llms.txt: writes the API reference's Markdown files, regroups llms.txt and writes a
 * llms-full.txt of the current docs version only (why: src/llms/llmsTxt.ts).
 */
import {promises as fs} from 'node:fs';
import path from 'node:path';
import {Globby} from '@docusaurus/utils';
import {API_INDEX_URL, buildApiMarkdown} from './apiMarkdown';
import type {ApiReferenceModel} from '../api-reference/build/apiModel';
import {
  apiSection,
  groupPageEntries,
  parseLlmsEntries,
  renderLlmsFull,
  renderLlmsTxt,
} from './llmsTxt';
import {inOrder} from './sidebarOrder';
import {finishCopy} from './finishCopies';

export interface LlmsFilesOptions {
  outDir: string;
  /** The API reference this build rendered (src/api-reference/plugin's content); null, no API section. */
  api: ApiReferenceModel | null;
  /** versions.json: the first is the latest, served at /docs/. */
  versions: readonly string[];
  title: string;
  summary: string;
  /** Markdown URLs in reading order (src/llms/sidebarOrder.ts); pages not in it come after, as listed. */
  order?: readonly string[];
  /** The site's address (`https://receiptwrangler.io`): links in the copies are made absolute with it. */
  siteUrl: string;
}

export interface LlmsFilesReport {
  pages: number;
  apiFiles: number;
  llmsTxtBytes: number;
  llmsFullBytes: number;
}

const fileFor = (outDir: string, url: string): string =>
  path.join(outDir, ...url.split('/').filter(Boolean));

export async function writeLlmsFiles(
  options: LlmsFilesOptions,
): Promise<LlmsFilesReport> {
  const {outDir, versions} = options;
  const api = options.api ? buildApiMarkdown(options.api) : null;
  const apiFiles: [string, string][] = api
    ? [
        [API_INDEX_URL, api.index],
        ...api.tags.flatMap((tag): [string, string][] => [
          [tag.url, tag.markdown],
          ...tag.operations.map((operation): [string, string] => [
            operation.url,
            operation.markdown,
          ]),
        ]),
      ]
    : [];
  for (const [url, markdown] of apiFiles) {
    const file = fileFor(outDir, url);
    await fs.mkdir(path.dirname(file), {recursive: true});
    await fs.writeFile(file, markdown);
  }
  // Every copy, the converter's and ours: what it documents, and absolute links.
  const siteUrl = options.siteUrl.replace(/\/+$/, '');
  for (const relative of await Globby('**/*.md', {cwd: outDir})) {
    const file = path.join(outDir, relative);
    const markdown = await fs.readFile(file, 'utf8');
    await fs.writeFile(
      file,
      finishCopy(markdown, {
        url: `/${relative}`,
        versions,
        apiVersion: api?.version ?? '',
        siteUrl,
      }),
    );
  }

  const llmsTxtFile = path.join(outDir, 'llms.txt');
  const entries = inOrder(
    parseLlmsEntries(await fs.readFile(llmsTxtFile, 'utf8')),
    options.order ?? [],
  );
  if (entries.length === 0)
    throw new Error(
      `${llmsTxtFile} lists no pages: did @signalwire/docusaurus-plugin-llms-txt change its output?`,
    );
  const pageSections = groupPageEntries(entries, versions);
  const site = {
    title: options.title,
    summary: options.summary,
    details:
      `Every page below is the Markdown copy of a page of this site: the page's address without its trailing slash, plus \`.md\`. ` +
      `Documentation ${versions[0]} is the current release; [llms-full.txt](/llms-full.txt) holds all of its pages in one file.`,
  };
  const llmsTxt = renderLlmsTxt(site, [
    ...pageSections,
    ...(api ? [apiSection(api)] : []),
  ]);
  await fs.writeFile(llmsTxtFile, llmsTxt);

  const current = pageSections[0];
  if (!current)
    throw new Error(
      'No page of the current docs version was converted to Markdown.',
    );
  const copies = new Map<string, string>();
  for (const entry of current.entries)
    copies.set(
      entry.url,
      await fs.readFile(fileFor(outDir, entry.url), 'utf8'),
    );
  const llmsFull = renderLlmsFull(
    {
      title: `${options.title}: documentation ${versions[0]} in full`,
      summary: `Every page of the Receipt Wrangler ${versions[0]} documentation (the current release) as Markdown, one after the other. Older versions, the blog and the API reference are listed in /llms.txt.`,
    },
    current,
    (url) => copies.get(url) ?? '',
  );
  await fs.writeFile(path.join(outDir, 'llms-full.txt'), llmsFull);

  return {
    pages: entries.length,
    apiFiles: apiFiles.length,
    llmsTxtBytes: Buffer.byteLength(llmsTxt),
    llmsFullBytes: Buffer.byteLength(llmsFull),
  };
}
