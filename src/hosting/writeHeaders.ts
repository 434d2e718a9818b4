/**
 * Reads a finished output folder and writes the response headers for it (rules: ./headers.ts): the nginx
 * includes that deploy/nginx/receipt-wrangler-docs.conf includes (the config denies it to readers)
 * and a `_headers` file for static hosts that read one. Run after `docusaurus build`, not as a
 * plugin's postBuild: plugins run postBuild in parallel, and the redirect pages (with inline
 * scripts of their own) are written by another plugin's postBuild. Never committed, so never stale.
 */
import path from 'node:path';
import {promises as fs} from 'node:fs';
import type {SearchMode} from '../search/searchMode';
import {SEARCH_INDEX_FILE} from '../search/engine/shards';
import {
  COMMON_HEADERS,
  headersFile,
  nginxInclude,
  pageHeaders,
  scriptHashes,
} from './headers';
import type {Header, PolicyOptions} from './headers';

/** Paths inside the output folder: the nginx includes for pages (with the CSP) and files, and `_headers`. */
export const NGINX_PAGE_INCLUDE = '_nginx/page-headers.conf';
export const NGINX_FILE_INCLUDE = '_nginx/file-headers.conf';
export const HEADERS_FILE = '_headers';

// Hosted DocSearch queries Algolia from the browser; the local index is a file of this site.
const HOSTED_SEARCH_HOSTS = [
  'https://*.algolia.net',
  'https://*.algolianet.com',
];

export interface BuiltSite extends PolicyOptions {
  pages: number;
  immutablePaths: string[];
}

/** What the headers depend on: the inline scripts of every page and the content-hashed files. */
export async function readBuild(
  outDir: string,
  searchMode: SearchMode,
): Promise<BuiltSite> {
  const entries = (await fs.readdir(outDir, {recursive: true})).map((entry) =>
    entry.split(path.sep).join('/'),
  );
  const pages = entries.filter((entry) => entry.endsWith('.html'));
  const html = await Promise.all(
    pages.map((page) => fs.readFile(path.join(outDir, page), 'utf8')),
  );
  return {
    pages: pages.length,
    scriptHashes: scriptHashes(html),
    searchHosts: searchMode.kind === 'hosted' ? HOSTED_SEARCH_HOSTS : [],
    immutablePaths: [
      '/assets/*',
      ...entries
        .filter((entry) => SEARCH_INDEX_FILE.test(entry))
        .map((file) => `/${file}`),
    ],
  };
}

export async function writeHeaders(
  outDir: string,
  searchMode: SearchMode,
): Promise<{site: BuiltSite; headers: Header[]}> {
  if (!(await fs.stat(path.join(outDir, 'index.html')).catch(() => null))) {
    throw new Error(`No built site in ${outDir}: run \`npm run build\`.`);
  }
  const site = await readBuild(outDir, searchMode);
  const headers = pageHeaders(site);
  await fs.mkdir(path.join(outDir, path.dirname(NGINX_PAGE_INCLUDE)), {
    recursive: true,
  });
  await fs.writeFile(
    path.join(outDir, NGINX_PAGE_INCLUDE),
    nginxInclude(headers),
  );
  await fs.writeFile(
    path.join(outDir, NGINX_FILE_INCLUDE),
    nginxInclude(COMMON_HEADERS),
  );
  await fs.writeFile(
    path.join(outDir, HEADERS_FILE),
    headersFile(headers, site.immutablePaths),
  );
  return {site, headers};
}
