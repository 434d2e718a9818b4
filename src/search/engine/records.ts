/**
 * Turns a page's Markdown into records shaped like DocSearch hits: one record for the page (lvl1)
 * and one per h2/h3 section, each with the section's text as content. Runs at build time (and in
 * `npm start`), so search needs no crawler and no account.
 */
export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'content';

export interface Hierarchy {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

export interface SearchRecord {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  /** Text of the section, cut to keep the index small; the full text is indexed but not stored. */
  content: string | null;
  /** Docs version ('6.x'…) or null for the blog and pages: shown on each hit, used by the filter. */
  version: string | null;
}

export interface IndexedRecord extends SearchRecord {
  /** Full section text: indexed for matching, not shipped as a stored field. */
  text: string;
}

export interface PageSource {
  markdown: string;
  permalink: string;
  title: string;
  description?: string;
  /** Group heading in the results, e.g. "Docs 6.x" or "Blog". */
  lvl0: string;
  version: string | null;
}

export type Slugify = (heading: string) => string;

export const STORED_CONTENT_LENGTH = 240;

interface Section {
  depth: 1 | 2 | 3;
  heading: string;
  anchor: string | null;
  lines: string[];
}

export function extractRecords(page: PageSource, slugify: Slugify): IndexedRecord[] {
  const sections = splitSections(stripNonText(page.markdown), slugify);
  let lvl2: string | null = null;
  return sections.flatMap((section, index): IndexedRecord[] => {
    const text = toPlainText(section.lines.join('\n'));
    if (section.depth === 1) {
      const pageText = [page.description ?? '', text].filter(Boolean).join(' ');
      return [buildRecord(page, index, 'lvl1', null, {lvl2: null, lvl3: null}, pageText)];
    }
    if (section.depth === 2) lvl2 = section.heading;
    const levels = section.depth === 2 ? {lvl2: section.heading, lvl3: null} : {lvl2, lvl3: section.heading};
    return [buildRecord(page, index, section.depth === 2 ? 'lvl2' : 'lvl3', section.anchor, levels, text)];
  });
}

function buildRecord(
  page: PageSource,
  index: number,
  type: RecordType,
  anchor: string | null,
  levels: {lvl2: string | null; lvl3: string | null},
  text: string,
): IndexedRecord {
  const url = anchor ? `${page.permalink}#${anchor}` : page.permalink;
  return {
    objectID: `${page.permalink}#${index}`,
    url,
    url_without_anchor: page.permalink,
    anchor,
    type,
    hierarchy: {lvl0: page.lvl0, lvl1: page.title, ...levels, lvl4: null, lvl5: null, lvl6: null},
    content: text ? cutAtWord(text, STORED_CONTENT_LENGTH) : null,
    version: page.version,
    text,
  };
}

function splitSections(markdown: string, slugify: Slugify): Section[] {
  const sections: Section[] = [{depth: 1, heading: '', anchor: null, lines: []}];
  for (const line of markdown.split('\n')) {
    const match = /^(#{1,3})\s+(.+?)\s*$/.exec(line);
    const current = sections[sections.length - 1];
    if (!match || !current) {
      current?.lines.push(line);
      continue;
    }
    const depth = (match[1] ?? '').length;
    if (depth === 1) continue; // the page title is the record's lvl1, not a section
    const {heading, explicitId} = parseHeading(match[2] ?? '');
    sections.push({depth: depth as 2 | 3, heading, anchor: explicitId ?? slugify(heading), lines: []});
  }
  return sections;
}

function parseHeading(raw: string): {heading: string; explicitId?: string} {
  const explicit = /\s*\{#([\w-]+)\}\s*$/.exec(raw);
  const withoutId = explicit ? raw.slice(0, explicit.index) : raw;
  return {heading: toPlainText(withoutId), explicitId: explicit?.[1]};
}

/** Drops what a reader never reads as prose: front matter, imports, code blocks, comments. */
function stripNonText(markdown: string): string {
  return markdown
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^```[\s\S]*?^```\s*$/gm, '')
    .replace(/^(import|export)\s.*$/gm, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/<!--[\s\S]*?-->/g, '');
}

export function toPlainText(markdown: string): string {
  return markdown
    .replace(/^:::\w*.*$/gm, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.*?)\1/g, '$2')
    .replace(/(^|\s)[*_](\S(?:.*?\S)?)[*_](?=\s|[.,;:!?]|$)/g, '$1$2')
    .replace(/^\s*\|?\s*:?-{3,}.*$/gm, '')
    .replace(/\|/g, ' ')
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/gm, '')
    .replace(/^>\s?/gm, '')
    .replace(/\\([{}<>])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

function cutAtWord(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(' ');
  return `${cut.slice(0, lastSpace > maxLength / 2 ? lastSpace : maxLength)}…`;
}
