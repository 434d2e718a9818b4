/**
 * What the service worker downloads for offline reading once a reader has visited (Workbox's
 * precache manifest, filtered by `manifestTransforms` in src/offline/pwaOptions.ts): every page of the
 * latest docs version and the site's own pages, the search index shards of the latest version and
 * of everything unversioned, and the code and styles they run. Older docs versions (pages and
 * index shards), the blog and /api/ are not fetched ahead: the service worker keeps them as they
 * are visited (src/offline/sw.js). README "Offline reading" says why and how much.
 */
import {UNVERSIONED_SHARD, shardOfFile} from '../search/engine/shards';

export interface PrecacheEntry {
  /** Path relative to the output folder, e.g. `docs/getting-started/index.html`, `assets/js/main.1a2b.js`. */
  url: string;
  size: number;
}

export interface PrecacheScope {
  /** versions.json: the first entry is the latest, served at /docs/. */
  versions: readonly string[];
  /** Reads a built file's text (only scripts are read). */
  readText: (url: string) => string;
}

/** Redoc's bundle announces itself with this comment; it runs only on /api/. */
const REDOC_MARKER = 'API docs by Redocly';
/** The spec as redocusaurus ships it to /api/ (a JSON module in its own chunk). */
const SPEC_MARKER = /"openapi":"3\.\d/;
/** The page that answers a navigation the cache cannot, offline (static/offline.html). */
export const OFFLINE_PAGE = 'offline.html';
/** Shared in social media cards, never shown while reading. */
const NOT_FOR_READING = new Set(['img/social-card.png']);

function isHtml(url: string): boolean {
  return url.endsWith('.html');
}

/** Kept as visited: the blog (pages and feeds) and the API reference. */
const VISITED_SECTIONS = ['blog/', 'api/'];

/** Pages: the latest version's docs and the site's own pages; not old versions. */
function keepPage(url: string, versions: readonly string[]): boolean {
  if (!url.startsWith('docs/')) return true;
  // /docs/<version>/… : older versions, and the latest version's alias addresses (redirect pages).
  const firstSegment = url.slice('docs/'.length).split('/')[0] ?? '';
  return !versions.includes(firstSegment);
}

/** Scripts: all but Redoc, the spec, and the chunks that carry only older versions' docs. */
function keepScript(text: string, versions: readonly string[]): boolean {
  if (text.includes(REDOC_MARKER) || SPEC_MARKER.test(text)) return false;
  const [latest, ...older] = versions;
  const carries = (version: string | undefined) =>
    version !== undefined &&
    text.includes(`@site/versioned_docs/version-${version}/`);
  return carries(latest) || !older.some(carries);
}

export function keepForOffline(
  entry: PrecacheEntry,
  scope: PrecacheScope,
): boolean {
  if (
    NOT_FOR_READING.has(entry.url) ||
    VISITED_SECTIONS.some((section) => entry.url.startsWith(section))
  )
    return false;
  if (isHtml(entry.url)) return keepPage(entry.url, scope.versions);
  const shard = shardOfFile(entry.url);
  if (shard !== null)
    return shard === UNVERSIONED_SHARD || shard === scope.versions[0];
  if (entry.url.endsWith('.js'))
    return keepScript(scope.readText(entry.url), scope.versions);
  return true;
}

export function selectPrecache<T extends PrecacheEntry>(
  entries: readonly T[],
  scope: PrecacheScope,
): T[] {
  const kept = entries.filter((entry) => keepForOffline(entry, scope));
  if (!kept.some((entry) => entry.url === OFFLINE_PAGE)) {
    throw new Error(
      `Offline reading: ${OFFLINE_PAGE} is missing from the build (static/${OFFLINE_PAGE}); the service worker needs it.`,
    );
  }
  return kept;
}

/** The Markdown copy of a built page, as a path relative to the output folder: `docs/x/index.html` → `docs/x.md`. */
export function markdownCopyOf(pageUrl: string): string | null {
  const match = /^(.+)\/index\.html$/.exec(pageUrl);
  return match?.[1] ? `${match[1]}.md` : null;
}

/**
 * Adds the Markdown copy of each saved page that has one (the "Copy page as Markdown" button
 * fetches it), with its revision from `revisionOf` (a hash of its content).
 */
export function withMarkdownCopies<T extends PrecacheEntry>(
  entries: readonly T[],
  copyOf: (url: string) => {revision: string; size: number} | null,
): (T | {url: string; revision: string; size: number})[] {
  const copies = entries.flatMap((entry) => {
    const url = markdownCopyOf(entry.url);
    const copy = url === null ? null : copyOf(url);
    return url === null || copy === null ? [] : [{url, ...copy}];
  });
  return [...entries, ...copies];
}
