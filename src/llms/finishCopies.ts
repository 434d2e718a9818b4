/**
 * The last touch on every Markdown copy (`<page address>.md`): a line under its title saying what it
 * documents (the docs version, or the API document's version) and where the page is, and links made
 * absolute, so a copy pasted into another tool still leads somewhere. Also the copy of each API tag
 * page (`/api/<tag>.md`), made of its operations' copies. Plain functions; the build step is
 * ./writeLlmsFiles.ts.
 */
import {docsVersionOf} from './llmsTxt';

export interface CopyContext {
  /** The copy's site path, e.g. `/docs/getting-started.md`. */
  url: string;
  /** versions.json: the first is the current release, served at /docs/. */
  versions: readonly string[];
  /** `info.version` of the OpenAPI document. */
  apiVersion: string;
  /** The site's address, without a trailing slash: `https://receiptwrangler.io`. */
  siteUrl: string;
}

/** The address of the page a copy was made from: `/docs/x.md` → `/docs/x`, `/index.md` → `/`. */
export function pageUrlOf(copyUrl: string): string {
  if (copyUrl === '/index.md') return '/';
  return copyUrl.replace(/\.md$/, '');
}

/** What a copy documents, in one sentence. */
export function documentsLine(context: CopyContext): string {
  const {url, versions, apiVersion, siteUrl} = context;
  const page = `${siteUrl}${pageUrlOf(url)}`;
  const version = docsVersionOf(url, versions);
  if (version !== undefined)
    return `Receipt Wrangler documentation, version ${version}${version === versions[0] ? ' (the current release)' : ''}. Page: <${page}>`;
  if (url === '/api.md' || url.startsWith('/api/'))
    return `Receipt Wrangler API reference, OpenAPI document version ${apiVersion}. Page: <${page}>`;
  return `Receipt Wrangler website; the documentation's current release is ${versions[0]}. Page: <${page}>`;
}

/** Code fences open and close on lines starting with three or more backticks or tildes. */
const FENCE = /^\s*(`{3,}|~{3,})/;

/** Each Markdown link or image target that is a site path (`](/docs/x.md)`) gets the site's address. */
export function absoluteLinks(markdown: string, siteUrl: string): string {
  let fence: string | null = null;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = FENCE.exec(line)?.[1];
      if (marker) {
        if (fence === null) fence = marker[0] ?? null;
        else if (marker[0] === fence) fence = null;
        return line;
      }
      if (fence !== null) return line;
      // Outside inline code spans only.
      return line
        .split(/(`+[^`]*`+)/)
        .map((part, index) =>
          index % 2 === 1
            ? part
            : part
                .replace(/\]\((\/(?!\/)[^)\s]*)/g, `](${siteUrl}$1`)
                .replace(/^(\s*\[[^\]]+\]:\s*)(\/(?!\/)\S*)/, `$1${siteUrl}$2`),
        )
        .join('');
    })
    .join('\n');
}

/** The copy with its "what it documents" line under the title and absolute links. */
export function finishCopy(markdown: string, context: CopyContext): string {
  const linked = absoluteLinks(markdown, context.siteUrl);
  const note = `> ${documentsLine(context)}`;
  const lines = linked.split('\n');
  const title = lines.findIndex((line) => /^# \S/.test(line));
  if (title === -1) return `${note}\n\n${linked}`;
  lines.splice(title + 1, 0, '', note);
  return lines.join('\n').replace(/\n{3,}/g, '\n\n');
}

/** Moves every heading one level down (outside code), so operations sit under a tag page's title. */
export function demoteHeadings(markdown: string): string {
  let fence: string | null = null;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = FENCE.exec(line)?.[1];
      if (marker) {
        if (fence === null) fence = marker[0] ?? null;
        else if (marker[0] === fence) fence = null;
        return line;
      }
      return fence === null && /^#{1,5} /.test(line) ? `#${line}` : line;
    })
    .join('\n');
}

export interface TagCopyInput {
  title: string;
  /** The tag's description, as Markdown. */
  description: string;
  /** The page's site path, e.g. `/api/receipt/`. */
  route: string;
  operations: {url: string; markdown: string}[];
}

/** The copy of a tag page: its title and description, then each operation's copy. */
export function tagPageCopy(tag: TagCopyInput): string {
  const parts = [
    `# ${tag.title}`,
    tag.description.trim(),
    `One page of the API reference ([/api/](/api/)); each operation below also has a copy of its own.`,
    ...tag.operations.map(
      (operation) =>
        `${demoteHeadings(operation.markdown.trim())}\n\nCopy of this operation: [${operation.url}](${operation.url})`,
    ),
  ].filter(Boolean);
  return `${parts.join('\n\n')}\n`;
}

/** Where the copy of a tag page is published: the page's address without its trailing slash, plus `.md`. */
export function tagCopyUrl(route: string): string {
  return `${route.replace(/\/+$/, '')}.md`;
}
