/** Reads the Markdown behind every docs page, blog post and Markdown page from Docusaurus's loaded content. */
import {promises as fs} from 'node:fs';
import type {AllContent} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {PageSource} from '../engine/records';
import type {ApiPageEntry} from '../engine/apiRecords';
import type {ApiReferenceContent} from '../../api-reference/plugin';

// The blog and pages plugins' own `LoadedContent` types are not used: those packages come with
// @docusaurus/preset-classic and are not dependencies of ours; only the fields read here are declared.
interface BlogContent {
  blogPosts: {
    metadata: {
      source: string;
      permalink: string;
      title: string;
      description: string;
    };
  }[];
}
type PagesContent = {
  type: 'jsx' | 'mdx';
  source: string;
  permalink: string;
  title?: string;
  description?: string;
}[];

const DOCS = 'docusaurus-plugin-content-docs';
const BLOG = 'docusaurus-plugin-content-blog';
const PAGES = 'docusaurus-plugin-content-pages';
const API_REFERENCE = 'api-reference';

export async function collectPageSources(
  allContent: AllContent,
  siteDir: string,
): Promise<PageSource[]> {
  const docs = allContent[DOCS]?.default as DocsContent | undefined;
  const blog = allContent[BLOG]?.default as BlogContent | undefined;
  const pages = allContent[PAGES]?.default as PagesContent | undefined;

  const withSource: (Omit<PageSource, 'markdown'> & {source: string})[] = [
    ...(docs?.loadedVersions ?? []).flatMap((version) =>
      version.docs.map((doc) => ({
        source: doc.source,
        permalink: doc.permalink,
        title: doc.title,
        description: doc.description,
        lvl0: `Docs ${version.versionName}`,
        version: version.versionName,
      })),
    ),
    ...(blog?.blogPosts ?? []).map(({metadata}) => ({
      source: metadata.source,
      permalink: metadata.permalink,
      title: metadata.title,
      description: metadata.description,
      lvl0: 'Blog',
      version: null,
    })),
    ...(pages ?? [])
      .filter((page) => page.type === 'mdx')
      .map((page) => ({
        source: page.source,
        permalink: page.permalink,
        title: page.title ?? '',
        description: page.description,
        lvl0: 'Pages',
        version: null,
      })),
  ];
  return Promise.all(
    withSource.map(async ({source, ...page}) => ({
      ...page,
      // `source` is `@site/…`, the site's directory.
      markdown: await fs.readFile(
        source.replace(/^@site\//, `${siteDir}/`),
        'utf8',
      ),
    })),
  );
}

/** The docs versions, latest first (the order of versions.json), as the docs plugin loaded them. */
export function collectDocsVersions(allContent: AllContent): string[] {
  const docs = allContent[DOCS]?.default as DocsContent | undefined;
  const versions = docs?.loadedVersions ?? [];
  const latest = versions.filter((version) => version.isLast);
  return [...latest, ...versions.filter((version) => !version.isLast)].map(
    (version) => version.versionName,
  );
}

/** The API reference's tag pages and operations (none when it is built without the reference). */
export function collectApiPages(allContent: AllContent): ApiPageEntry[] {
  const content = allContent[API_REFERENCE]?.default as
    ApiReferenceContent | undefined;
  return content?.searchable ?? [];
}
