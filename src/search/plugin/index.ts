/**
 * Builds the local search index from every docs version, the blog, the Markdown pages and the API
 * reference, once all content is loaded, and publishes it in shards (src/search/engine/shards.ts):
 * one content-hashed static JSON file per docs version and one for everything unversioned, which
 * the browser fetches only when a search needs them. Works in `npm start` as well as in the build.
 */
import path from 'node:path';
import {promises as fs} from 'node:fs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {createSlugger} from '@docusaurus/utils';
import type {SearchMode} from '../searchMode';
import {extractRecords} from '../engine/records';
import type {IndexedRecord} from '../engine/records';
import type {SearchShards} from '../engine/shards';
import {buildShards} from './buildShards';
import {
  collectApiPages,
  collectDocsVersions,
  collectPageSources,
} from './collectSources';
import {apiRecords} from '../engine/apiRecords';
import type {SearchIndexGlobalData} from '../globalData';
import {earlyShortcutScript} from '../docsearch/earlyShortcut';

export interface SearchIndexOptions {
  searchMode: SearchMode;
}

/** What `npm run bench` reads (SEARCH_INDEX_STATS). */
export interface SearchIndexStats {
  records: number;
  buildMs: number;
  shards: {shard: string; file: string; records: number}[];
  addresses: SearchShards;
}

export const SEARCH_INDEX_STATS = 'search-index-stats.json';

/** Static folder served by `npm start` and copied into the build; generated, never committed. */
export const GENERATED_STATIC_DIR = '.docusaurus/search-index-static';

export default function searchIndexPlugin(
  context: LoadContext,
  options: SearchIndexOptions,
): Plugin {
  const isLocal = options.searchMode.kind !== 'hosted';
  return {
    name: 'search-index',
    // The /search page (../theme/SearchPage), over theme-search-algolia's: site plugins load after
    // the preset's themes, and the page reaches the theme's own as `@theme-init/SearchPage`.
    getThemePath: () => path.join(__dirname, '../theme'),
    // Ctrl/⌘ K and "/" from the moment the page is shown, until the search bar takes over
    // (src/search/docsearch/earlyShortcut.ts). The hosted search bar is the theme's, which takes
    // nothing over, so it gets none.
    injectHtmlTags: () =>
      isLocal
        ? {headTags: [{tagName: 'script', innerHTML: earlyShortcutScript()}]}
        : {},
    async allContentLoaded({allContent, actions}) {
      if (options.searchMode.kind === 'hosted') {
        actions.setGlobalData({
          shards: null,
          versions: [],
        } satisfies SearchIndexGlobalData);
        return;
      }
      const started = performance.now();
      const sources = await collectPageSources(allContent, context.siteDir);
      const records = [
        ...sources.flatMap((source): IndexedRecord[] => {
          const slugger = createSlugger();
          return extractRecords(source, (heading) => slugger.slug(heading));
        }),
        ...apiRecords(collectApiPages(allContent)),
      ];
      const versions = collectDocsVersions(allContent);
      const {files, shards} = buildShards(records, versions, context.baseUrl);
      const buildMs = performance.now() - started;
      const dir = path.join(context.siteDir, GENERATED_STATIC_DIR);
      await fs.rm(dir, {recursive: true, force: true});
      await fs.mkdir(dir, {recursive: true});
      await Promise.all(
        files.map(({file, serialised}) =>
          fs.writeFile(path.join(dir, file), serialised),
        ),
      );
      // Read by `npm run bench`.
      await fs.writeFile(
        path.join(context.generatedFilesDir, SEARCH_INDEX_STATS),
        JSON.stringify({
          records: records.length,
          buildMs,
          shards: files.map(({shard, file, records: count}) => ({
            shard,
            file,
            records: count,
          })),
          addresses: shards,
        } satisfies SearchIndexStats),
      );
      actions.setGlobalData({shards, versions} satisfies SearchIndexGlobalData);
    },
  };
}
