import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {darkCodeTheme, lightCodeTheme} from './src/config/codeThemes';
import {
  DEMO_URL,
  DOCS_ENTRY_PATH,
  GITHUB_URL,
  REDDIT_URL,
  SITE_URL,
} from './src/config/site';
import {copyrightLine} from './src/config/footer';
import {editUrlFrom} from './src/config/editUrl';
import {hasGitHistory, lastUpdateNotice} from './src/config/lastUpdate';
import {V4_FUTURE_FLAGS} from './src/config/future';
import {BLOG_DESCRIPTION} from './src/config/blog';
import {
  latestVersionAliases,
  versionRootRedirects,
} from './src/config/redirects';

import {contextualSearchFor, resolveSearchMode} from './src/search/searchMode';
import {API_REFERENCE_STATIC_DIR} from './src/api-reference/plugin';
import type {ApiReferenceOptions} from './src/api-reference/plugin';
import type {ThemeOptions as ApiReferenceThemeOptions} from 'docusaurus-theme-redoc';
import {resolveSpecSource} from './src/api-reference/plugin/specSource';
import {
  API_DOWNLOAD_LABEL,
  API_DOWNLOAD_LINK,
} from './src/api-reference/downloadLabel';
import {GENERATED_STATIC_DIR} from './src/search/plugin';
import type {SearchIndexOptions} from './src/search/plugin';
import type {OfflinePluginOptions} from './src/offline/plugin';

// CI must fail on any broken link or anchor; local builds keep going so a writer sees every warning at once.
const isCI = process.env.CI === 'true';
const onBroken = isCI ? 'throw' : 'warn';

// Hosted DocSearch when all DOCSEARCH_* variables are set, the index built with the site otherwise.
const searchMode = resolveSearchMode(process.env);
// "Edit this page" under docs, posts and pages when EDIT_URL names the repository's edit base (README).
const editUrl = editUrlFrom(process.env);
// "Last updated on" from each file's last commit (a shallow clone gives every page the same date);
// a copy without git history builds without the dates and says so once (README "Build from a copy").
const lastUpdate = {showLastUpdateTime: hasGitHistory(__dirname)};
// Both on by default; `npm run bench` turns each off once to measure what it costs or saves.
const useFaster = process.env.DOCUSAURUS_FASTER !== 'false';
const withApiReference = process.env.API_REFERENCE !== 'false';
// The OpenAPI document rendered at /api/: ours unless API_SPEC_URL names another (README).
const apiSpec = resolveSpecSource(
  process.env.API_SPEC_URL,
  path.resolve(__dirname, 'api-spec/openapi.yaml'),
);
const API_THEME_ID = 'theme-redoc-api';
// Where the build publishes that document (the Download button's address).
const API_SPEC_PATH = 'api/openapi.yaml';
// The published docs versions, latest first (the latest is served at /docs).
const versions = JSON.parse(
  readFileSync(path.resolve(__dirname, 'versions.json'), 'utf8'),
) as string[];

const config = {
  title: 'Receipt Wrangler',
  tagline: 'Tame your receipts. Open source, self-hosted.',
  // An .ico at the conventional address for browsers and feed readers that ask for it; the SVG logo is
  // offered too (headTags) for browsers that take SVG icons.
  favicon: 'favicon.ico',
  headTags: [
    {
      tagName: 'link',
      attributes: {rel: 'icon', type: 'image/svg+xml', href: '/img/logo.svg'},
    },
  ],
  url: SITE_URL,
  baseUrl: '/',
  onBrokenLinks: onBroken,
  onBrokenAnchors: onBroken,
  markdown: {hooks: {onBrokenMarkdownLinks: onBroken}},
  i18n: {defaultLocale: 'en', locales: ['en']},
  staticDirectories: ['static', GENERATED_STATIC_DIR, API_REFERENCE_STATIC_DIR],

  // The Docusaurus 4 defaults, pinned by name (src/config/future.ts); faster swaps
  // webpack/Babel/Terser for rspack/SWC/lightningcss.
  future: {
    v4: V4_FUTURE_FLAGS,
    faster: useFaster,
  },

  customFields: {searchMode},
  clientModules: [
    './src/client/chunkLoadRecovery.ts',
    './src/client/prefetchOnIntent.ts',
  ],

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          // docs/ is the draft of the next release; only the versions in versions.json are published.
          includeCurrentVersion: false,
          ...lastUpdate,
          editUrl,
        },
        blog: {
          blogTitle: 'Blog',
          ...lastUpdate,
          editUrl,
          blogDescription: BLOG_DESCRIPTION,
          showReadingTime: true,
          feedOptions: {
            type: 'all',
            title: 'Receipt Wrangler blog',
            copyright: 'Receipt Wrangler contributors',
          },
          onInlineAuthors: 'throw',
          onInlineTags: 'throw',
          onUntruncatedBlogPosts: 'throw',
        },
        pages: {...lastUpdate, editUrl},
        theme: {customCss: './src/css/custom.css'},
        // /search shows results for a query, not content of its own: not a page to index.
        sitemap: {
          lastmod: null,
          changefreq: null,
          priority: null,
          ignorePatterns: ['/search'],
        },
        // Our only SVG imports are the UI icons (src/components/UiIcon). Without a title prop or spread props,
        // SVGR's output for each is one small element instead of a component carrying its own Object.assign helper.
        svgr: {svgrConfig: {titleProp: false, expandProps: false}},
      } satisfies Preset.Options,
    ],
  ],

  // Local plugins and themes are registered by path (resolved from the site dir, loaded as TypeScript),
  // with options checked by `satisfies`, as third-party ones are.
  themes: [
    ...(withApiReference
      ? [
          [
            './src/api-reference/plugin/redocTheme.ts',
            {
              id: API_THEME_ID,
              primaryColor: '#0079c0',
              primaryColorDark: '#27b1ff',
              options: {
                // Each page holds one tag: the site's search (Ctrl/⌘ K) covers the whole reference.
                disableSearch: true,
                // Its side menu would list only the page's tag: the site's menu of the reference
                // (src/api-reference/components/ApiTagMenu) stands beside it, and in the navbar's menu on a phone.
                hideFab: true,
                // The index's words for the download (src/api-reference/components/ApiIndex).
                labels: {
                  downloadSpecification: API_DOWNLOAD_LABEL,
                  download: API_DOWNLOAD_LINK,
                },
              },
              // Half of the content for the request samples from 75rem (Redoc's medium breakpoint, where
              // the panel moves beside the operation), and code that wraps instead of scrolling: at
              // 1280 px the URL and Authorization lines of every sample are read whole (the longest
              // URL, with an API key's 60-character id, wraps; src/api-reference/theme/ApiDoc lets it break).
              // No width for Redoc's side menu, which the site's menu replaces (src/api-reference/theme/Redoc/styles.css).
              theme: {
                rightPanel: {width: '50%'},
                sidebar: {width: '0px'},
                typography: {code: {wrap: true}},
              },
            } satisfies ApiReferenceThemeOptions,
          ],
          // A theme entry, after the redoc theme: its theme folder (src/api-reference/theme) wraps that
          // theme's ApiDoc and Redoc.
          [
            './src/api-reference/plugin/index.ts',
            {
              spec: apiSpec,
              lintConfig: path.resolve(__dirname, 'api-spec/redocly.yaml'),
              route: '/api/',
              downloadPath: API_SPEC_PATH,
              themeId: API_THEME_ID,
            } satisfies ApiReferenceOptions,
          ],
        ]
      : []),
    // The "Copy page as Markdown" button in the row of the docs' version badge (src/llms/theme).
    './src/llms/theme.ts',
    // The offline plugin's "New version available" prompt, announced (src/offline/theme): a theme
    // entry, so it loads after that plugin, which provides the prompt.
    './src/offline/theme.ts',
  ],

  plugins: [
    lastUpdateNotice(lastUpdate.showLastUpdateTime),
    ['./src/search/plugin/index.ts', {searchMode} satisfies SearchIndexOptions],
    './src/plugins/main-bundle/index.ts',
    './src/plugins/strict-csp/index.ts',
    // Installable, and readable offline once visited (README "Offline reading"); production builds only.
    // Its postBuild first writes the Markdown copies and llms.txt (src/llms/step.ts), which the
    // service worker's precache lists.
    [
      './src/offline/plugin.ts',
      {versions, themeColor: '#0079c0'} satisfies OfflinePluginOptions,
    ],
    [
      '@docusaurus/plugin-client-redirects',
      {
        // Version roots lead to their getting-started entry; /docs/<latest>/... answers for the latest version.
        redirects: versionRootRedirects(versions),
        createRedirects: latestVersionAliases(versions),
      },
    ],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [
      {
        name: 'keywords',
        content:
          'receipt manager, self-hosted, receipts, OCR, expense tracking',
      },
    ],
    // Stated although they are the defaults: the site opens in light mode whatever the OS prefers.
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: 'maintenance-mode-ended-2025-07',
      content:
        'Receipt Wrangler left maintenance mode in July 2025: new features are being developed again. Read the <a href="/project-status">project status</a>.',
      isCloseable: true,
      // The theme writes these as inline styles (default white and black, in dark mode too):
      // Infima's surface and text colours follow the colour mode.
      backgroundColor: 'var(--ifm-background-surface-color)',
      textColor: 'var(--ifm-font-color-base)',
    },
    algolia: {
      appId: searchMode.kind === 'hosted' ? searchMode.appId : 'local',
      apiKey: searchMode.kind === 'hosted' ? searchMode.apiKey : 'local',
      indexName: searchMode.indexName,
      contextualSearch: contextualSearchFor(searchMode),
      searchPagePath: 'search',
      insights: false,
    },
    navbar: {
      title: 'Receipt Wrangler',
      logo: {
        alt: 'Receipt Wrangler logo: a blue lasso with a yellow ring',
        src: 'img/logo.svg',
        width: 32,
        height: 32,
      },
      items: [
        {
          type: 'docSidebar',
          sidebarId: 'docsSidebar',
          label: 'Documentation',
          position: 'left',
        },
        {to: '/api/', label: 'API', position: 'left'},
        {to: '/blog', label: 'Blog', position: 'left'},
        {
          type: 'docsVersionDropdown',
          position: 'left',
          dropdownActiveClassDisabled: true,
        },
        // Reading the docs keeps one click (the items above, search, GitHub); news about the project
        // and the hosted demo share one menu, so the navbar fits on one line from 997 px, the
        // theme's desktop breakpoint (tests/browser/navbar.test.ts).
        {href: GITHUB_URL, label: 'GitHub', position: 'right'},
        {
          type: 'dropdown',
          label: 'More',
          position: 'right',
          items: [
            {to: '/project-status', label: 'Project Status'},
            {to: '/mobile-app-registration', label: 'Mobile App'},
            {href: DEMO_URL, label: 'Demo'},
          ],
        },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {title: 'Docs', items: [{label: 'Documentation', to: DOCS_ENTRY_PATH}]},
        {
          title: 'Community',
          items: [{label: 'Reddit', href: REDDIT_URL}],
        },
        {
          title: 'More',
          items: [
            {label: 'GitHub', href: GITHUB_URL},
            {label: 'Demo', href: DEMO_URL},
            {label: 'Privacy Policy', to: '/privacy-policy'},
          ],
        },
      ],
      copyright: copyrightLine(new Date().getFullYear()),
    },
    // Grammars are added by src/prism/grammars.ts with the code block, not by `additionalLanguages`,
    // whose client module would load Prism on every page (see src/plugins/main-bundle).
    prism: {theme: lightCodeTheme, darkTheme: darkCodeTheme},
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
