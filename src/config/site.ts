/** Addresses the site links to, from the site facts; the navbar, footer and landing page share them. */
export const SITE_URL = 'https://receiptwrangler.io';
export const GITHUB_URL = 'https://github.com/Receipt-Wrangler';
export const DEMO_URL = 'https://demo.receiptwrangler.io';
export const REDDIT_URL = 'https://www.reddit.com/r/receiptwrangler/';
export const DOCS_ENTRY_PATH = '/docs/getting-started/';
