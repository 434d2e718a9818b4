/**
 * The last touch on every Markdown copy (`<page address>.md`): a line under its title saying what it
 * documents (the docs version, or the API document's version) and where the page is, and links made
 * absolute, so a copy pasted into another tool still leads somewhere. Plain functions; the build
 * step is ./writeLlmsFiles.ts.
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

/** What a copy documents, in one sentence, with the address of the page it was made from. */
function documentsLine(context: CopyContext): string {
  const {url, versions, apiVersion, siteUrl} = context;
  const page = `${siteUrl}${url === '/index.md' ? '/' : url.replace(/\.md$/, '')}`;
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
