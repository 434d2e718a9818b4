/**
 * Builds the local search index from every docs version, the blog and the Markdown pages, once all
 * content is loaded, and publishes it as a content-hashed static JSON file that the browser fetches
 * only when search is first opened. Works in `npm start` as well as in the build.
 */
import path from 'node:path';
import {createHash} from 'node:crypto';
import {promises as fs} from 'node:fs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {createSlugger} from '@docusaurus/utils';
import type {SearchMode} from '../../search/searchMode';
import {extractRecords} from '../../search/engine/records';
import type {IndexedRecord} from '../../search/engine/records';
import {buildSearchIndex} from '../../search/engine/searchIndex';
import {collectApiPages, collectPageSources} from './collectSources';
import {apiRecords} from '../../search/engine/apiRecords';

export interface SearchIndexOptions {
  searchMode: SearchMode;
}

export interface SearchIndexGlobalData {
  indexUrl: string | null;
  versions: string[];
}

export const SEARCH_INDEX_STATS = 'search-index-stats.json';

/** Static folder served by `npm start` and copied into the build; generated, never committed. */
export const GENERATED_STATIC_DIR = '.docusaurus/search-index-static';

export default function searchIndexPlugin(
  context: LoadContext,
  options: SearchIndexOptions,
): Plugin {
  return {
    name: 'search-index',
    async allContentLoaded({allContent, actions}) {
      if (options.searchMode.kind === 'hosted') {
        actions.setGlobalData({
          indexUrl: null,
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
      const serialised = buildSearchIndex(records);
      const buildMs = performance.now() - started;
      const hash = createHash('sha256')
        .update(serialised)
        .digest('hex')
        .slice(0, 10);
      const fileName = `search-index.${hash}.json`;
      const dir = path.join(context.siteDir, GENERATED_STATIC_DIR);
      await fs.rm(dir, {recursive: true, force: true});
      await fs.mkdir(dir, {recursive: true});
      await fs.writeFile(path.join(dir, fileName), serialised);
      // Read by `npm run bench`.
      await fs.writeFile(
        path.join(context.generatedFilesDir, SEARCH_INDEX_STATS),
        JSON.stringify({records: records.length, buildMs}),
      );
      const versions = [
        ...new Set(
          sources.flatMap((source) => (source.version ? [source.version] : [])),
        ),
      ];
      actions.setGlobalData({
        indexUrl: `${context.baseUrl}${fileName}`,
        versions,
      } satisfies SearchIndexGlobalData);
    },
  };
}
