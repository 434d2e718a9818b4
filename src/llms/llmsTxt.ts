/**
 * /llms.txt and /llms-full.txt, after the llms.txt convention (https://llmstxt.org): an H1 with the
 * site's name, a blockquote summary, then H2 sections of `- [title](url): description` lists.
 *
 * The page entries (title, Markdown URL, description) come from the llms.txt that
 * @signalwire/docusaurus-plugin-llms-txt writes; only their grouping is ours. The plugin groups by URL
 * segments, and our latest version lives at /docs/ with the older ones below it at /docs/<version>/,
 * so its tree put 5.x and 4.x inside the 6.x section. Its llms-full.txt cannot be limited to one
 * version while still converting every version's pages (`includeVersionedDocs` applies to both), so
 * llms-full.txt is written here from the 6.x copies.
 */
import type {ApiMarkdown} from './apiMarkdown';
import {API_INDEX_URL} from './apiMarkdown';

export interface LlmsEntry {
  title: string;
  url: string;
  description: string;
}

export interface LlmsSection {
  title: string;
  entries: LlmsEntry[];
}

const ENTRY = /^\s*[-*] \[(.+)\]\((\S+?)\)(?::\s*(.*))?$/;

/** The `- [title](url): description` lines of an llms.txt, in order, without duplicates. */
export function parseLlmsEntries(text: string): LlmsEntry[] {
  const seen = new Set<string>();
  const entries: LlmsEntry[] = [];
  for (const line of text.split('\n')) {
    const match = ENTRY.exec(line);
    if (!match?.[1] || !match[2] || seen.has(match[2])) continue;
    seen.add(match[2]);
    entries.push({
      title: match[1],
      url: match[2],
      description: (match[3] ?? '').trim(),
    });
  }
  return entries;
}

/** The docs version a Markdown URL belongs to: `versions[0]` is served at /docs/, the others at /docs/<version>/. */
export function docsVersionOf(
  url: string,
  versions: readonly string[],
): string | undefined {
  if (!url.startsWith('/docs/')) return undefined;
  const older = versions
    .slice(1)
    .find(
      (version) =>
        url.startsWith(`/docs/${version}/`) || url === `/docs/${version}.md`,
    );
  return older ?? versions[0];
}

/** Page entries by docs version (latest first), then the blog, then anything else. */
export function groupPageEntries(
  entries: readonly LlmsEntry[],
  versions: readonly string[],
): LlmsSection[] {
  const sections: LlmsSection[] = versions.map((version, index) => ({
    title:
      index === 0
        ? `Documentation ${version} (current)`
        : `Documentation ${version}`,
    entries: entries.filter(
      (entry) => docsVersionOf(entry.url, versions) === version,
    ),
  }));
  sections.push({
    title: 'Blog',
    entries: entries.filter((entry) => entry.url.startsWith('/blog/')),
  });
  sections.push({
    title: 'Other pages',
    entries: entries.filter(
      (entry) =>
        !entry.url.startsWith('/docs/') && !entry.url.startsWith('/blog/'),
    ),
  });
  return sections.filter((section) => section.entries.length > 0);
}

export function apiSection(api: ApiMarkdown): LlmsSection {
  return {
    title: 'API reference',
    entries: [
      {
        title: api.title,
        url: API_INDEX_URL,
        description:
          `${api.summary} Base URL, authentication, access rules, paging, errors, and every operation by tag.`.trim(),
      },
      ...api.tags.map(({title, url}) => ({
        title,
        url,
        description: `Every operation of the ${title} page of the API reference, in one file.`,
      })),
      ...api.tags.flatMap((tag) =>
        tag.operations.map((operation) => ({
          title: operation.summary,
          url: operation.url,
          description:
            `\`${operation.method} ${operation.path}\` (${tag.title}). ${operation.lead}`.trim(),
        })),
      ),
    ],
  };
}

const entryLine = (entry: LlmsEntry): string =>
  `- [${entry.title}](${entry.url})${entry.description ? `: ${entry.description}` : ''}`;

export function renderLlmsTxt(
  site: {title: string; summary: string; details?: string},
  sections: readonly LlmsSection[],
): string {
  const parts = [`# ${site.title}`, `> ${site.summary}`];
  if (site.details) parts.push(site.details);
  for (const section of sections)
    parts.push(
      `## ${section.title}\n\n${section.entries.map(entryLine).join('\n')}`,
    );
  return `${parts.join('\n\n')}\n`;
}

/** One file with the full Markdown of the given pages, after their list. */
export function renderLlmsFull(
  site: {title: string; summary: string; details?: string},
  section: LlmsSection,
  read: (url: string) => string,
): string {
  const head = renderLlmsTxt(site, [section]).trimEnd();
  const pages = section.entries.map(
    (entry) =>
      `Source: [${entry.url}](${entry.url})\n\n${read(entry.url).trim()}`,
  );
  return `${[head, ...pages].join('\n\n---\n\n')}\n`;
}
