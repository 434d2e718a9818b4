/**
 * Options of @signalwire/docusaurus-plugin-llms-txt: which built pages get a Markdown copy
 * (`<page URL without trailing slash>.md`) and how /llms.txt groups them.
 */
import type {
  PluginInput,
  PluginOptions,
} from '@signalwire/docusaurus-plugin-llms-txt';
import {fixFolderLinks, tidyDocusaurusHtml} from '../llms/tidyDocusaurusHtml';

const LLMS_SITE_DESCRIPTION =
  'Documentation of Receipt Wrangler, the open-source, self-hosted receipt manager: installation, configuration, ' +
  'concepts and development for versions 6.x (current), 5.x and 4.x, the project blog and the REST API reference.';

/** Routes that are lists, indexes or app screens rather than pages to read. */
const LLMS_EXCLUDED_ROUTES = [
  '/api/**', // one Redoc page; src/llms/apiMarkdown.ts writes one file per operation instead
  '/blog',
  '/blog/page/**',
  '/blog/tags',
  '/blog/tags/**',
  '/blog/authors',
  '/blog/authors/**',
  '/blog/archive',
  '/', // the landing page: a hero and links, no text of its own to copy
  '/search',
  '/404.html',
];

export const llmsTxtOptions = {
  siteTitle: 'Receipt Wrangler',
  siteDescription: LLMS_SITE_DESCRIPTION,
  // Its grouping is replaced by src/llms/llmsTxt.ts (by docs version, then blog and API); see there.
  depth: 1,
  // A page that cannot be converted is a defect of the build, not something to skip quietly.
  onRouteError: 'throw',
  logLevel: 1,
  content: {
    includeDocs: true,
    includeVersionedDocs: true,
    includeBlog: true,
    // The site's own pages too (/project-status.md); the landing page and /search are excluded below.
    includePages: true,
    includeGeneratedIndex: true,
    relativePaths: true,
    // The plugin's llms-full.txt would hold every version; src/llms/step.ts writes a 6.x-only one.
    enableLlmsFullTxt: false,
    excludeRoutes: LLMS_EXCLUDED_ROUTES,
    // Docs pages: their Markdown body. Generated category pages have none, and the plugin's next default
    // (`main .container .col`) matched only their first card; a route rule's `contentSelectors` is not
    // applied by 1.2.2 (applyRouteRule passes on only depth and categoryName). Blog posts: the article.
    contentSelectors: [
      '.theme-doc-markdown',
      'main .container:has(.theme-doc-card-container)',
      'article',
      'main',
    ],
    beforeDefaultRehypePlugins: [tidyDocusaurusHtml as PluginInput],
    remarkPlugins: [fixFolderLinks as PluginInput],
    remarkStringify: {bullet: '-'},
  },
} satisfies PluginOptions;
